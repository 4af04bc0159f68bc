// Motion: what moved between the table before a step and after it slides from where it was to where it lands, and
// what the last action touched stays outlined until the next one. Pure functions of scenes (tested without a DOM),
// then a thin requestAnimationFrame driver.
//
// The layouts give the items that may move these fields:
//   key    stable identity across scenes (a Letter card "hand:mi_go#0", a Mythos card instance "inst-34",
//          a CHAOS piece "piece-A1", a pile "deck"); items without a key never move and are never outlined.
//   card   what the item shows, to follow a card that changed zone under a new key (a Letter card's kind).
//   from   the key of the pile a newly shown item comes out of (a draw from the deck).
//   place  where the item stands (a CHAOS piece's cell key, a Mythos card's zone): when it changes, the item was
//          touched, and the item keyed by the place is outlined with it; a cell instead of it (one frame, not two).
//   fade   true on an item that, gone from the next scene with nothing showing where it went (a card another seat
//          took from the reader's hand), fades out where it stood, so the reader sees a card left (newcomer review 13,
//          CHAOS phone finding 4).
//   turn   true on the item of the seat to act (a CHAOS seat badge, a Mythos panel, the Letter opponent's clue
//          stack): when a step leaves no visible trace (a pass, a card played face down), who acted is outlined.
//          Items that carry `turn` (true or false) are seat markers: outlined, never slid (a panel's box would
//          slide apart from its texts).
// The front end only diffs the views it was sent, so motion shows nothing a seat may not see.

/** How long a slide lasts (the issue allows at most 300 ms). */
export const MOTION_MS = 220;

// A piece pushed, swapped or sent back to its spawn crosses several cells: an item with `glide` (its cell's size in
// px, CHAOS pieces) slides GLIDE_CELL ms longer per cell beyond the first, at most GLIDE_MAX ms, so a person sees
// where it went (a one-cell step keeps MOTION_MS).
export const GLIDE_CELL = 110;
export const GLIDE_MAX = 560;

/** Return how long the slide of `item` from `was` lasts, in ms. */
export function slideMs(was, item) {
  if (!(item.glide > 0)) return MOTION_MS;
  const cells = Math.hypot(item.x - was.x, item.y - was.y) / item.glide;
  return Math.round(Math.min(GLIDE_MAX, MOTION_MS + GLIDE_CELL * Math.max(0, cells - 1)));
}

// More touched items than this is a new deal, a restart or a jump through the history, not one action: no outline.
export const LAST_MAX = 8;

/** Return the ease-out progress (fast start, soft landing) of linear progress t in [0, 1]. */
export function easeOut(t) {
  const c = Math.min(1, Math.max(0, t));
  return 1 - (1 - c) ** 3;
}

/** Return the scene's keyed items as a Map key -> item (the first of any repeated key). */
export function keyed(scene) {
  const out = new Map();
  for (const item of scene?.items ?? []) if (item.key != null && !out.has(item.key)) out.set(item.key, item);
  return out;
}

const rectOf = (item) => ({ x: item.x, y: item.y, w: item.w, h: item.h });
const same = (a, b) => a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;

/** Return, for each key of `after` that has no item in `before`, the item it came from (a card that changed zone). */
function arrivals(old, now) {
  const gone = [...old.values()].filter((i) => i.card != null && !now.has(i.key));
  const out = new Map();
  for (const [key, item] of now) {
    if (old.has(key)) continue;
    const k = item.card == null ? -1 : gone.findIndex((g) => g.card === item.card);
    if (k >= 0) out.set(key, gone.splice(k, 1)[0]);
    else if (item.from != null && old.has(item.from)) out.set(key, old.get(item.from));
    else if (item.from != null && now.has(item.from)) out.set(key, now.get(item.from));
  }
  return out;
}

/**
 * Return the motion from scene `before` to scene `after`: `moves` (key -> the rectangle the item slides from) and
 * `last` (the keys the step touched: items new to the table, items whose place changed, and those places; else the
 * seat marker that was to act; none past LAST_MAX).
 */
export function planMotion(before, after) {
  const old = keyed(before);
  const now = keyed(after);
  const moves = new Map();
  const ms = new Map();
  const last = new Set();
  const came = arrivals(old, now);
  for (const [key, item] of now) {
    const was = old.get(key) ?? came.get(key);
    if (was && !same(was, item) && item.turn === undefined) {
      moves.set(key, rectOf(was));
      ms.set(key, slideMs(was, item));
    }
    const fresh = !old.has(key);
    const moved = !fresh && (old.get(key).place ?? null) !== (item.place ?? null);
    if ((fresh && old.size > 0) || moved) {
      // a piece on a cell: the cell's frame alone (framing both drew a doubled cyan frame, the piece's across two
      // cells: newcomer review 11, CHAOS); a card in a zone: the card and the zone
      const at = item.place != null ? now.get(item.place) : undefined;
      if (at?.type !== "cell") last.add(key);
      if (at) last.add(item.place);
    }
  }
  if (!last.size) for (const [key, item] of old) if (item.turn && now.has(key)) last.add(key);
  const span = Math.max(1, ...[...ms.values()].map((v) => v / MOTION_MS));   // the longest slide, in MOTION_MS
  const arrived = new Set(came.values());
  const leaving = [...old.values()].filter((i) => i.fade && !now.has(i.key) && !arrived.has(i));
  return { moves, ms, span, leaving: leaving.length <= LAST_MAX ? leaving : [],
           last: last.size <= LAST_MAX ? last : new Set() };
}

/** Return `scene` drawn at t of `plan` (elapsed time in MOTION_MS, up to `plan.span`): each moving item part of the
 * way from where it was, over its own slide's time. */
export function sceneAt(scene, plan, t) {
  if (t >= (plan.span ?? 1) || !(plan.moves.size || plan.leaving?.length)) return scene;
  // a card that left with no trace: drawn where it stood, fading out over the slide (under what moves)
  const fading = (plan.leaving ?? []).map((item) => ({ ...item, alpha: 1 - easeOut(t / (plan.span ?? 1)), id: null,
                                                       label: `left-${item.label ?? item.key}`, key: undefined }));
  const items = scene.items.map((item) => {
    const from = item.key != null ? plan.moves.get(item.key) : undefined;
    if (!from) return item;
    const e = easeOut((t * MOTION_MS) / (plan.ms?.get(item.key) ?? MOTION_MS));  // a longer slide, later there
    const mix = (a, b) => a + (b - a) * e;
    return { ...item, x: mix(from.x, item.x), y: mix(from.y, item.y), w: mix(from.w, item.w),
             h: mix(from.h, item.h) };
  });
  // the moving items go on top, so a card does not slide under the table it crosses
  const still = items.filter((i) => !(i.key != null && plan.moves.has(i.key)));
  return { ...scene, items: [...still, ...fading, ...items.filter((i) => i.key != null && plan.moves.has(i.key))] };
}

// The last action's cyan (paint.js LAST_COLOUR), for the underline of a seat marker that is a line of text.
const LAST_INK = "#4fd8ff";

/**
 * Return `scene` with the items whose key is in `last` marked `last: true` (copies; the scene is not changed). A seat
 * marker that is a line of text ("Bot 2 · … · passed") is underlined instead: the card outline (6 px out, its corners
 * a tenth of the width) was a misshapen dashed box around a wide, low line that spilled into the round heading above
 * (issue 23 round 6d, finding 5).
 */
export function withLast(scene, last) {
  if (!last?.size) return scene;
  const items = [];
  for (const i of scene.items) {
    if (i.key == null || !last.has(i.key)) items.push(i);
    else if (i.type === "text" && i.turn !== undefined) items.push(i, underline(i));
    else items.push({ ...i, last: true });
  }
  return { ...scene, items };
}

/** Return a cyan bar under the text item `i` (its measured width `w`, its line `h` high), inside its line's gap. */
function underline(i) {
  const x = i.align === "right" ? i.x - i.w : i.align === "center" ? i.x - i.w / 2 : i.x;
  return { type: "rect", x, y: i.y + i.h, w: i.w, h: 2, fill: LAST_INK, label: "last-underline" };
}

/** Return whether the page asks for reduced motion (no slides then; the outline of the last action stays). */
export function reducedMotion(env = globalThis) {
  return Boolean(env.matchMedia?.("(prefers-reduced-motion: reduce)")?.matches);
}

/**
 * Return a motion driver for one canvas: `show(scene, step, paintFrame, deal)` paints `scene` (through `paintFrame(shown)`)
 * and, when `step` changed since the last call, slides what moved over MOTION_MS with requestAnimationFrame and
 * outlines what the step touched until the step changes again. A new step mid-slide jumps to the new table; a
 * redraw at the same step (a selection, a resize) keeps sliding towards the new layout.
 */
export function motionDriver(env = globalThis) {
  const raf = env.requestAnimationFrame?.bind(env);
  // frames: how many frames the last slide painted (read by the browser measurements)
  const state = { scene: null, step: undefined, plan: null, last: new Set(), started: 0, frame: null, paint: null,
                  frames: 0 };
  const stop = () => {
    if (state.frame != null) env.cancelAnimationFrame?.(state.frame);
    state.frame = null;
    state.plan = null;
  };
  const tick = (now) => {
    const t = (now - state.started) / MOTION_MS;
    state.frames += 1;
    state.paint(withLast(sceneAt(state.scene, state.plan, t), state.last));
    if (t >= (state.plan?.span ?? 1)) stop();
    else state.frame = raf(tick);
  };
  const show = (scene, step, paintFrame, deal) => {
    // a new deal (its `deal` changed; the deal's own position, step 0) is no step of the game before: nothing slides
    // and nothing stays outlined ("Learn to play" after a game showed that game's last moves: issue 23 round 6d,
    // finding 5)
    const dealt = deal !== undefined && state.deal !== undefined && deal !== state.deal;
    if (dealt || (step === 0 && step !== state.step)) {
      stop();
      state.last = new Set();
      state.scene = null;
    }
    state.deal = deal;
    const stepped = state.scene !== null && step !== state.step;
    if (stepped) {
      const sliding = state.plan !== null;
      stop();
      const plan = planMotion(state.scene, scene);
      state.last = plan.last;
      if (!sliding && raf && !reducedMotion(env) && (plan.moves.size || plan.leaving.length)) {
        state.plan = plan;
        state.started = env.performance?.now?.() ?? Date.now();
        state.frames = 0;
      }
    }
    Object.assign(state, { scene, step, paint: paintFrame });
    if (state.plan && state.frame == null) state.frame = raf(tick);
    const t = state.plan ? ((env.performance?.now?.() ?? Date.now()) - state.started) / MOTION_MS : 1;
    paintFrame(withLast(state.plan ? sceneAt(scene, state.plan, t) : scene, state.last));
  };
  return { show, stop, state };
}
