// A phone's coach bubble is a sheet docked to the window's foot or top, away from the ringed item, never a bubble
// placed down the page: on a phone the bubble sat at the page's foot below the visible screen after steps 2-7 and the
// Letter tutorial box ran off the window hiding its Got it (newcomer review 9, page finding 1). While a card zoom is
// open the sheet takes the edge the zoom leaves free, or waits (hidden) until the zoom closes (finding 2: the bubble
// covered the hospital's rule text it spoke of).

export const PHONE_WIDTH = 760;   // ui/page.js WIDE_PAGE: below it the page is a phone's
const GAP = 8;
const OPEN_MIN = 96;   // an opened sheet's least height: its header, a line of words and its buttons (stopShort)
const STRIP = 62;   // a folded sheet's height: its instruction whole on two lines, its Got it beside (keptPlace)

/** Return whether the coach docks its bubble (a phone's page: the root marked narrow, else a window under 760 px). */
export function docks(root, win = globalThis.window) {
  if (root?.dataset?.wide === "0") return true;
  if (root?.dataset?.wide === "1") return false;
  return win?.innerWidth > 0 && win.innerWidth < PHONE_WIDTH;
}

/** Return the window's visible part ({top, height}, window pixels): the visual viewport where the browser has one
 * (a pinch-zoomed phone), else the window. */
export function sightOf(win = globalThis.window) {
  const vv = win?.visualViewport;
  if (vv?.height > 0) return { top: vv.offsetTop || 0, height: vv.height };
  return { top: 0, height: win?.innerHeight || 0 };
}

/**
 * Return the edge ("bottom" or "top") a sheet `h` px high docks to in the visible part `sight` ({top, height}),
 * clear of the open zoom `zoom` ({top, bottom}, window pixels; null: none) and, where it can, of the ringed item
 * `ring` ({top, bottom}): the foot unless the ringed item lies in the lower half; null when both edges cover the
 * zoom (the sheet waits).
 */
export function dockEdge(h, sight, ring = null, zoom = null) {
  const at = { bottom: sight.top + sight.height - GAP - h, top: topOf(sight) + GAP };
  const hits = (edge, box) => Boolean(box) && at[edge] < box.bottom && box.top < at[edge] + h;
  const low = ring && (ring.top + ring.bottom) / 2 > sight.top + sight.height / 2;
  const clear = (low ? ["top", "bottom"] : ["bottom", "top"]).filter((edge) => !hits(edge, zoom));
  if (!clear.length) return null;
  return clear.find((edge) => !hits(edge, ring)) ?? clear[0];
}

/**
 * Return how far (px) a foot sheet `h` high rises so it lies just above an open card text `zoom` ({top, bottom}) at
 * the window's foot, covering neither the ringed item `ring` nor the boxes `keep` (the turn line, the bar) in sight;
 * 0: it cannot (the sheet takes the edge the zoom leaves free, dockEdge). Letter's card text opens at a phone's foot,
 * and the sheet fled to the top over the turn title and the counters (newcomer review 19, zh-TW phone 004, 011).
 */
function liftOver(h, sight, ring, zoom, keep) {
  const foot = sight.top + sight.height - GAP;
  const bottom = zoom.top - GAP;
  const top = bottom - h;
  if (zoom.bottom < foot - 2 * GAP - h || top < sight.top + GAP) return 0;   // not at the foot, or no room above it
  const hits = (b) => Boolean(b) && b.bottom > b.top && b.top < bottom && top < b.bottom;
  return hits(ring) || keep.some(hits) ? 0 : Math.max(0, foot - bottom);
}

/** Return the window y where a top sheet starts in `sight` once the page scrolled `by` px down: under the page's bar
 * while the bar is in sight (`sight.bar`, its foot unscrolled: pinDock), else the window's top. The edge planners
 * modelled a top sheet at the window's top, over the bar, and put it over the moves under the bar (review 35 CC). */
function topOf(sight, by = 0) {
  return Math.max(sight.top, (sight.bar ?? -Infinity) - by);
}

/** Return the part of the visible window (`sight`) a sheet `h` high docked to `edge` leaves free ({top, bottom}). */
function freeOf(edge, h, sight, by = 0) {
  return edge === "top" ? { top: topOf(sight, by) + 2 * GAP + h, bottom: sight.top + sight.height }
    : { top: sight.top, bottom: sight.top + sight.height - 2 * GAP - h };
}

/** Return how far (px, + down) the page scrolls so the boxes `span` lie in `free` (0: they do; too tall: its top). */
function scrollInto(span, free) {
  const top = Math.min(...span.map((b) => b.top));
  const bottom = Math.max(...span.map((b) => b.bottom));
  if (top >= free.top && bottom <= free.bottom) return 0;
  if (bottom - top > free.bottom - free.top || top < free.top) return top - free.top;
  return bottom - free.bottom;
}

/**
 * Return where a phone's sheet `h` px high docks ({edge, by}: the page first scrolls `by` px down) so that it covers
 * none of `keep` ({top, bottom}, window pixels, most needed first: the ringed item, the table's turn line, the bar):
 * of each edge the most of them the window can show beside the sheet, scrolling at most `up` px up (the page's top
 * stops it) and `down` px down; the edge keeping more, then scrolling less, wins (newcomer review 10, finding 2: the sheet at the top
 * hid the bar and the turn line, at the foot the hand, and a card below the fold was pointed at unseen).
 */
export function dockPlan(h, sight, keep, up = Infinity, down = Infinity, edges = ["bottom", "top"]) {
  const boxes = keep.filter((b) => b && b.bottom > b.top);
  const plans = edges.map((edge) => {
    const free = freeOf(edge, h, sight);
    // the boxes left out still under the sheet once scrolled (a turn line scrolled away is not covered)
    const under = (by) => {
      const sheet = sheetOf(edge, h, sight, by);
      return boxes.filter((x) => x.top - by < sheet.bottom && sheet.top < x.bottom - by).length;
    };
    for (let n = boxes.length; n > 0; n -= 1) {
      const span = boxes.slice(0, n);
      const tall = Math.max(...span.map((x) => x.bottom)) - Math.min(...span.map((x) => x.top));
      if (n > 1 && tall > free.bottom - free.top) continue;   // they cannot share the window: fewer of them
      const by = scrollInto(span, free);
      if (by >= -up && by <= down) return { edge, by, n, under: under(by) };
    }
    return { edge, by: 0, n: 0, under: 0 };
  });
  const [a, b] = plans;
  if (!b) return a;
  const better = b.n !== a.n ? b.n > a.n : b.under !== a.under ? b.under < a.under : Math.abs(b.by) < Math.abs(a.by);
  return better ? b : a;
}

/**
 * Return the plan ({edge, by}) of a tutorial's first sheet `h` high in `sight`: of the edges where a scroll within
 * `plan.up`/`plan.down` shows all of `keep` (the ringed item, the turn line, the bar) beside the sheet and the sheet,
 * once scrolled, covers none of `plan.moves` (the other moves, the hand's cards) nor `plan.anchors` (what the mark
 * talks about), the one scrolling less; or null.
 */
function firstPlan(h, sight, keep, plan) {
  const count = keep.filter((b) => b && b.bottom > b.top).length;
  // what the mark talks about too (the cells and pieces it names): the sheet covering them sent the whole course's
  // sheet to the top, over rows 1-2 (newcomer review 18, CHAOS ja phone)
  const moves = [...(plan.moves ?? []), ...(plan.anchors ?? [])].filter((b) => b && b.bottom > b.top);
  const clear = ["bottom", "top"].map((edge) => dockPlan(h, sight, keep, plan.up, plan.down, [edge]))
    .filter((p) => p.n === count && p.under === 0 && !moves.some((b) => {
      const sheet = sheetOf(p.edge, h, sight, p.by);
      return b.top - p.by < sheet.bottom && sheet.top < b.bottom - p.by;
    }));
  return clear.reduce((a, b) => (a && Math.abs(a.by) <= Math.abs(b.by) ? a : b), null);
}

/** Return the box ({top, bottom}) a sheet `h` high docked to `edge` takes in `sight`, its gaps included. */
function sheetOf(edge, h, sight, by = 0) {
  const free = freeOf(edge, h, sight, by);
  return edge === "top" ? { top: topOf(sight, by), bottom: free.top }
    : { top: free.bottom, bottom: sight.top + sight.height };
}

/** Return whether the box `b` ({top, bottom}) lies wholly in the visible part `sight`. */
function within(b, sight) {
  return b.top >= sight.top && b.bottom <= sight.top + sight.height;
}

/** Return whether the box `b` shows at least half of itself in `sight`: a reader sees it there, and a tap's new mark
 * pointing at it does not scroll the board under their finger (newcomer review 12, CHAOS phone finding 2: the board
 * moved ~40 px between step 2's first two sheets, a card cut by the window's foot scrolled whole into sight). */
function seen(b, sight) {
  const shown = Math.min(b.bottom, sight.top + sight.height) - Math.max(b.top, sight.top);
  return shown >= (b.bottom - b.top) / 2;
}

/**
 * Return the edge a sheet `h` high docks to in `sight`, covering, most needed first: not the ringed item `ring`, the
 * fewest of `moves` (the other moves and the hand's cards), then of `keep` (the turn line, the bar). The sheet never
 * covers a move or a hand card where an edge spares them (issue 23 round 3; review 10 kept the turn line in sight).
 */
export function coverEdge(h, sight, ring, moves, keep, anchors = []) {
  const score = (edge) => {
    const sheet = sheetOf(edge, h, sight);
    const under = (bs) => bs.filter((x) => x && x.bottom > x.top && x.top < sheet.bottom && sheet.top < x.bottom).length;
    return [under([ring]), under(anchors), under(moves), under(keep)];   // anchors: what the mark talks about (review 12)
  };
  const [a, b] = [score("bottom"), score("top")];
  const k = a.findIndex((v, i) => v !== b[i]);
  return k >= 0 && b[k] < a[k] ? "top" : "bottom";
}

/** Move the docked `el` (position: fixed) so its `edge` lies 8 px inside the visible part of the window, whatever box
 * contains it (Voilà's `contain: strict` panel makes "fixed" relative to its scrolled content: ui/pin.js). */
export function pinDock(el, edge, win = globalThis.window) {
  const sight = sightOf(win);
  if (!el?.style || !sight.height) return;
  el.style.top = `${GAP}px`;
  el.style.bottom = "";
  const r = el.getBoundingClientRect?.();
  const h = r?.height || el.offsetHeight || 0;
  const lift = edge === "top" ? 0 : Number(el.dataset?.lift || 0);   // raised over a card text at the foot (liftOver)
  const want = edge === "top" ? Math.max(sight.top, barFoot(el)) + GAP : sight.top + sight.height - GAP - h - lift;
  el.style.top = `${GAP + want - (r ? r.top : GAP)}px`;
}

/** Return the window y of the foot of the page's bar (Undo/Redo, New game, Learn to play) holding the docked `el`,
 * or -Infinity (no bar): a top sheet lay over Undo and a tap meant for its Got it undid an adventure win (newcomer
 * review 35, mythos_ja 1). */
function barFoot(el) {
  const r = el?.parentElement?.querySelector?.(".cw-top")?.getBoundingClientRect?.();
  return r && r.height > 0 ? r.bottom : -Infinity;
}

/** Return the box ({top, bottom}, window pixels) of the scene's open card zoom drawn on `canvas` at `scale`, or null. */
export function zoomBox(canvas, scene, scale) {
  const zoom = scene?.items?.find((i) => i.label === "zoom" && i.h > 0);
  const box = zoom && canvas?.getBoundingClientRect?.();
  return box ? { top: box.top + zoom.y * scale, bottom: box.top + (zoom.y + zoom.h) * scale } : null;
}

/**
 * Dock the coach `bubble` (filled, shown) on a phone: mark its edge (`data-dock`, the style sheet makes it a sheet),
 * pin it there; hide it when no edge is clear of an open zoom. `ring`: the ring element (hidden: no item). Return
 * the edge, or null (waiting).
 */
export function dockBubble(bubble, ring, zoom, win = globalThis.window, plan = null) {
  bubble.dataset.dock = "bottom";   // the sheet's own width first: its height depends on it
  delete bubble.dataset.lift;
  delete bubble.dataset.fold;   // whole, to measure it: the last step's strip is one line
  bubble.style.maxHeight = "";   // its own height (stopShort caps an opened sheet short of the ringed item)
  const h = bubble.getBoundingClientRect?.().height || bubble.offsetHeight || 140;
  const r = ring && !ring.hidden ? ring.getBoundingClientRect?.() : null;
  const box = r?.height ? r : null;
  let edge;
  const sight = sightOf(win);
  // with the foot of the page's bar, under which a top sheet starts (pinDock): a kept edge's sheet checks its moves
  if (plan?.edge) edge = keptPlace(bubble, h, box, zoom, plan, { ...sight, bar: barFoot(bubble) });
  else if (!zoom && plan) {
    // a new mark whose item lies out of sight scrolls it in once (newcomer review 10, finding 2); else, and on any
    // redraw, the page stays put: a tap never scrolls it (review 7, page finding 2)
    let by = 0;
    const keep = [box, ...(plan.keep ?? [])];
    // a tutorial's first sheet (`plan.first`), which the rest keep: where a small scroll shows the ringed item, the
    // turn line and the bar all beside one edge, that edge (review 11, finding 4: at the top it hid the bar and the
    // first yellow line for the whole Letter tutorial, the ringed card a few px under the foot's edge)
    // — and, as every sheet, over no move and no hand card (issue 23 round 3: CHAOS's foot sheet lay over 'Stay' and
    // the hand); no such edge: the sheet's edge as before, by what it covers (coverEdge)
    const whole = plan.first && plan.scroll && box && within(box, sight)
      ? firstPlan(h, sight, keep, plan) : null;
    if (whole) {
      if (whole.by) plan.scroll(whole.by);
      edge = whole.edge;
    } else {
      if (plan.scroll && box && !seen(box, sight)) {
        by = dockPlan(h, sight, keep, plan.up).by;
        if (by) plan.scroll(by);
      }
      const at = (b) => b && { top: b.top - by, bottom: b.bottom - by };
      edge = coverEdge(h, sight, at(box), (plan.moves ?? []).map(at), (plan.keep ?? []).map(at),
                       (plan.anchors ?? []).map(at));
    }
  } else {
    const lift = zoom ? liftOver(h, sight, box, zoom, plan?.keep ?? []) : 0;
    edge = lift ? "bottom" : dockEdge(h, sight, box, zoom);
    if (lift) bubble.dataset.lift = String(lift);
  }
  if (!edge) {
    bubble.hidden = true;
    delete bubble.dataset.dock;
    return null;
  }
  bubble.dataset.dock = edge;
  bubble.style.left = bubble.style.right = "";
  pinDock(bubble, edge, win);
  return edge;
}

/** Return whether the sheet whose box is `sheet` ({top, bottom}, its gaps included: sheetOf) lies over `b` or within
 * its gap of it (a ring round a button lies inside the button's box since round JJ2). */
function liesOver(sheet, b) {
  return Boolean(b) && b.bottom > b.top && b.top < sheet.bottom && sheet.top < b.bottom;
}

/**
 * Return the edge a course's sheet keeps (`plan.edge`: the one its first sheet took) and mark `bubble` folded to its
 * one-line strip (`data-fold`) where, whole, it would lie over the ringed item `box`, what the step names
 * (`plan.anchors`), a move or hand card (`plan.moves`) or an open card sheet `zoom`; null (it waits) where even its
 * strip lies over that card sheet. The box moved top, foot, top with the page scrolling under it (newcomer review 40,
 * chaos_ja 1), rose mid-screen over a card sheet's name (review 39, mythos_ja 1/2): it keeps its place, and the
 * page scrolls only for a new mark whose ringed item lies out of sight (review 10), beside that same edge.
 */
function keptPlace(bubble, h, box, zoom, plan, barred) {
  const edge = plan.edge;
  let by = 0;
  if (!zoom && plan.scroll && box && !seen(box, barred)) {
    by = dockPlan(h, barred, [box, ...(plan.keep ?? [])], plan.up, plan.down, [edge]).by;
    if (by) plan.scroll(by);
  }
  const at = (b) => b && { top: b.top - by, bottom: b.bottom - by };
  const whole = sheetOf(edge, h, barred, by);
  // a step the reader opened (a tap on its strip, its More…) stays whole over what it covers: they chose to read it
  // (its More… folded it back to one line: newcomer review 41, mythos_ja 6, 004→005)
  const unfolded = plan.key !== undefined && [bubble.dataset.unfold, bubble.dataset.open].includes(plan.key);
  const named = [box, ...(plan.anchors ?? []), ...(plan.moves ?? [])].map(at);
  const fold = liesOver(whole, zoom) || (!unfolded && named.some((b) => liesOver(whole, b)));
  if (!fold && unfolded && box && liesOver(whole, at(box))) stopShort(bubble, edge, at(box), barred, by);
  const strip = sheetOf(edge, STRIP, barred, by);
  if (fold && liesOver(strip, zoom)) return null;
  if (fold) bubble.dataset.fold = "1";
  // even the strip over the ringed item (CHAOS's End turn at a phone's foot): a new mark scrolls it beside the strip
  if (fold && !zoom && plan.scroll && liesOver(strip, at(box))) {
    const more = dockPlan(STRIP, barred, [at(box)], plan.up, plan.down, [edge]).by;
    if (more) plan.scroll(more);
  }
  return edge;
}

/** Cap the opened `bubble` docked to `edge` so it ends a gap short of the ringed item `ring` (window pixels, the page
 * scrolled `by`), scrolling within itself, where that leaves room to read (OPEN_MIN): the opened sheet hid the
 * そのままにする it told the reader to press (newcomer review 41, mythos_ja 1, 028). */
function stopShort(bubble, edge, ring, sight, by) {
  const room = edge === "top" ? ring.top - GAP - (topOf(sight, by) + GAP)
    : sight.top + sight.height - GAP - (ring.bottom + GAP);
  // never taller than the style sheet lets a sheet be (42vh)
  if (room >= OPEN_MIN) bubble.style.maxHeight = `${Math.floor(Math.min(room, 0.42 * sight.height))}px`;
}

/** Keep a docked bubble pinned while the page scrolls or the phone's visible part moves (pinch, keyboard). */
export function followSight(bubble, win = globalThis.window) {
  const again = () => {
    if (!bubble.hidden && bubble.dataset.dock) pinDock(bubble, bubble.dataset.dock, win);
  };
  win?.visualViewport?.addEventListener?.("resize", again);
  win?.visualViewport?.addEventListener?.("scroll", again);
  return again;
}
