// Hit testing and keyboard focus over a scene: items are plain objects, painted in order. An item with an `id`
// is clickable; ids are "act:<action id>", "cmd:<command>", "select:<value>" or "zoom:<card>" (open a card's text).

/** Return the id of the topmost clickable item containing (x, y), or null. */
export function hitTest(scene, x, y) {
  const items = scene?.items ?? [];
  let best = null;
  let bestZ = -Infinity;
  for (const item of items) {
    if (item == null || item.id == null) continue;
    const inside = x >= item.x && x < item.x + item.w && y >= item.y && y < item.y + item.h;
    if (!inside) continue;
    const z = Number.isFinite(item.z) ? item.z : 0;
    if (z >= bestZ) {
      best = item.id;
      bestZ = z;
    }
  }
  return best;
}

/** Return whether a press at (x, y) presses something else on scene `b` than on scene `a` (the table was laid out
 * again under a finger: ui/pointer.js ignores such a tap). */
export function movedUnder(a, b, x, y) {
  return hitTest(a, x, y) !== hitTest(b, x, y);
}

/**
 * Return whether a press at (x, y) on `scene` at time `now` finds another target than one of the layouts of the last
 * `ms` put there: `relays` lists them as {at, before} (the scene before each). Every one counts, not the last only
 * (newcomer review 19, finding 1: 'Stay' took 'Bot plays ▶''s place, a layout after it moved a cell, the click played
 * Stay). `control` names what a reader takes for the target at a point (hitTest: the id).
 */
export function changedUnder(relays, scene, x, y, now, ms, control = hitTest) {
  const here = control(scene, x, y);
  return (relays ?? []).some((r) => r.before && now - r.at < ms && control(r.before, x, y) !== here);
}

/** Return whether an id does something when pressed ("cmd:none" marks a banner or a zoom: it only stops clicks). */
export function actionable(id) {
  return id != null && id !== "" && id !== "cmd:none";
}

/** Return the id of the actionable item under (x, y) (what a click there would press), or null. */
export function hoverAt(scene, x, y) {
  const id = hitTest(scene, x, y);
  return actionable(id) ? id : null;
}

/** Return the CSS cursor at (x, y): "pointer" over what a click would press, "default" anywhere else. */
export function cursorAt(scene, x, y) {
  return hoverAt(scene, x, y) ? "pointer" : "default";
}

/** Return the centre of the first item with this id (for keyboard focus and tests), or null. */
export function centreOf(scene, id) {
  const item = (scene?.items ?? []).find((i) => i.id === id);
  return item ? { x: item.x + item.w / 2, y: item.y + item.h / 2 } : null;
}

/** Return the clickable ids of a scene in drawing order, each once ("cmd:none" does nothing: not a stop). */
export function clickable(scene) {
  const seen = new Set();
  for (const item of scene?.items ?? []) if (actionable(item.id)) seen.add(item.id);
  return [...seen];
}

/**
 * Return the focus after a navigation key among `n` clickable items (-1: none), and whether Tab leaves.
 * Tab / Shift+Tab walk the list and leave at either end; entering backwards lands on the last item.
 * Arrow keys cycle and never leave.
 */
export function moveFocus(focus, n, key, shift = false) {
  if (n <= 0) return { focus: -1, leave: key === "Tab" };
  const back = key === "ArrowLeft" || key === "ArrowUp" || (key === "Tab" && shift);
  if (key === "Tab" && ((back && focus === 0) || (!back && focus >= n - 1))) return { focus: -1, leave: true };
  if (focus < 0 || focus >= n) return { focus: back ? n - 1 : 0, leave: false };
  return { focus: (focus + (back ? -1 : 1) + n) % n, leave: false };
}

/**
 * Return the index (in `ids`) of the clickable item nearest to the focused one in a direction ("up", "down", "left"
 * or "right"): the closest item whose centre lies that way, along the way first (the CHAOS grid, a hand); the focused
 * one where none does (newcomer review 20, CHAOS en finding 6: ArrowRight cycled the list, b7 to a8).
 */
export function nearest(scene, ids, focus, dir) {
  const centre = (id) => centreOf(scene, id);
  if (focus < 0 || focus >= ids.length) return ids.length ? 0 : -1;
  const from = centre(ids[focus]);
  let best = focus;
  let bestScore = Infinity;
  ids.forEach((id, i) => {
    const c = centre(id);
    const along = { down: c.y - from.y, up: from.y - c.y, right: c.x - from.x, left: from.x - c.x }[dir];
    const across = dir === "left" || dir === "right" ? Math.abs(c.y - from.y) : Math.abs(c.x - from.x);
    if (i === focus || along <= 1) return;
    const score = along * 2 + across;
    if (score < bestScore) {
      best = i;
      bestScore = score;
    }
  });
  return best;
}

/** Return a text naming a clickable item for screen readers (its move's sentence, chip text, card name, or its id). */
export function describe(scene, id) {
  const item = (scene?.items ?? []).find((i) => i.id === id);
  const text = item?.say ?? item?.text ?? item?.face?.name ?? item?.name ?? item?.title ?? item?.label;
  if (text) return String(text);
  return String(id).replace(/^(act|cmd|select):/, "").replace(/_/g, " ");
}

/** Return whether a sentence only repeats the words shown (case, spaces and punctuation aside): no tooltip then. */
export function echoes(say, text) {
  const bare = (v) => String(v ?? "").replace(/[\s.。、，,:：!！?？()（）「」▶]+/gu, "").toLowerCase();
  return bare(say) === bare(text);
}

/**
 * Return the tooltip at (x, y): the move's sentence (`say`, unless the item already shows it whole) and card text
 * (`tip`) of the topmost item with either.
 */
export function tipAt(scene, x, y) {
  let best = "";
  let bestZ = -Infinity;
  for (const item of scene?.items ?? []) {
    const say = item?.say && !echoes(item.say, item.text) ? item.say : null;  // a chip showing its sentence: no echo
    // a tip that repeats the sentence is said once (review 26, chaos_ja 5: a ✗? cell's warning, bold then plain)
    const tip = [say, say && echoes(say, item?.tip) ? null : item?.tip].filter(Boolean).join("\n\n");
    if (!tip || x < item.x || x >= item.x + item.w || y < item.y || y >= item.y + item.h) continue;
    const z = Number.isFinite(item.z) ? item.z : 0;
    if (z >= bestZ) {
      best = tip;
      bestZ = z;
    }
  }
  return best;
}

/**
 * Return whether a finger's first tap on `id` only shows its text (issue 23: a tap played Amnesia at once, unread): a
 * card drawn as a card (a face, its text as tooltip) whose press plays a move at once ("act:"). A chip says what it
 * does in its text: it plays on one tap; a card that opens chips ("select:") plays nothing yet.
 */
export function needsSecondTap(scene, id) {
  if (!String(id ?? "").startsWith("act:")) return false;
  const item = (scene?.items ?? []).find((i) => i.id === id && i.tip);
  // and a CHAOS step onto a bomb the seat knows of or may (`confirm`: review 25, room_en 9, a ✗? cell exploded)
  return Boolean(item && (item.face || item.confirm || /card/.test(String(item.type ?? ""))));
}
