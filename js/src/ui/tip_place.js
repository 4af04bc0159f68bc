// A phone's pop-up off what it tells of (newcomer review 37, finding 3, every game at 390×844): a long press's or a
// tapped term's words opened by the finger, over the very card, cell or line they told of, or over the reader's chosen
// card. The tooltip item (scene/feedback.js) is moved right under its item, else right above it, else to the free place
// nearest it. A wide table's tooltip, by a resting mouse, keeps its place.

const PHONE = 600;   // a table narrower than this is a phone's (the layouts' own split)
const GAP = 8;       // px between the pop-up and its item

const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Return the box the pop-up at `at` tells of: `at` itself when a box (the keyboard's focus), else the topmost item
 * under the point that has words to tell (its sentence or its tip, as scene/hit.js tipAt picks it), or null. */
export function tipTarget(scene, at) {
  if (!at) return null;
  if (at.w != null) return at;
  let best = null;
  for (const i of scene?.items ?? []) {
    if (!(i?.say || i?.tip) || at.x < i.x || at.x >= i.x + i.w || at.y < i.y || at.y >= i.y + i.h) continue;
    if (!best || (Number.isFinite(i.z) ? i.z : 0) >= (Number.isFinite(best.z) ? best.z : 0)) best = i;
  }
  return best;
}

/** Return `drawn` (a painted scene with its overlays) with its tooltip off the item it tells of (the item under `at`)
 * and off the reader's chosen card, on a phone's table; `drawn` itself where nothing needs to move. */
export function tipOffTarget(drawn, at) {
  const k = drawn?.items?.findIndex((i) => i.type === "tooltip") ?? -1;
  if (k < 0 || !(drawn.width < PHONE)) return drawn;
  const tip = drawn.items[k];
  if (tip.onChip) return drawn;   // a ⚠ chip's "press again" box, on that chip (scene/feedback.js onChip)
  const target = tipTarget(drawn, at);
  const keep = [...(target ? [target] : []), ...drawn.items.filter((i) => i.chosen && i.w > 0 && i.h > 0)];
  if (!keep.some((r) => overlap(tip, r))) return drawn;
  const place = freePlace(drawn, tip, target ?? { ...at, w: 0, h: 0 }, keep);
  if (!place) return drawn;
  const items = drawn.items.slice();
  items[k] = { ...tip, ...place };
  return { ...drawn, items };
}

/** Return the place ({x, y}) nearest `target` for `tip` inside the scene that covers none of `keep`: right under it,
 * right above it, else down the scene every 8 px; one clear of the table's marked pieces (`avoid`) first; or null. */
function freePlace(scene, tip, target, keep) {
  const { w, h } = tip;
  const W = scene.width;
  const H = scene.height || tip.y + h;
  const x = Math.max(4, Math.min(tip.x, W - 4 - w));
  const near = [target.y + target.h + GAP, target.y - GAP - h];
  const far = [];
  for (let y = 4; y + h <= H - 4; y += 8) far.push(y);
  const gap = (y) => Math.max(y - target.y - target.h, target.y - y - h, 0);
  const ys = [...near, ...far.sort((a, b) => gap(a) - gap(b))].filter((y) => y >= 4 && y + h <= H - 4)
    .filter((y) => !keep.some((r) => overlap({ x, y, w, h }, r)));
  const marked = (scene.items ?? []).filter((i) => i.avoid && i.w > 0 && i.h > 0);
  const clear = ys.find((y) => !marked.some((r) => overlap({ x, y, w, h }, r)));
  const y = clear ?? ys[0];
  return y == null ? null : { x, y };
}
