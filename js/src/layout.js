// Pure scene functions: no DOM, no canvas, no model. Tested with vitest (layout.test.js).
//
// A scene is { width, height, items }. Each item is a rectangle
//   { id, x, y, w, h, z? , ...drawing fields }
// where `id` is the action id sent back to Python when the item is clicked, or null/undefined
// for decoration (labels, frames). Items are painted in array order, so a later item is on top
// of an earlier one; an optional numeric `z` (default 0) takes precedence over array order.

/**
 * Lay out a view (the synced `view` trait) into a scene of the given size.
 * Placeholder: returns an empty scene until the per-game scenes are written.
 * @param {object|null} view
 * @param {{width: number, height: number}} size
 * @returns {{width: number, height: number, items: object[]}}
 */
export function layout(view, size) {
  const width = Math.max(0, Math.floor(size?.width ?? 0));
  const height = Math.max(0, Math.floor(size?.height ?? 0));
  return { width, height, items: [] };
}

/**
 * The id of the topmost clickable item whose rectangle contains (x, y), or null.
 * Rectangles are half-open: [x, x + w) × [y, y + h), so two touching items never both match.
 * Items without an id are decoration and let clicks through to what is under them.
 * @param {{items?: object[]}|null} scene
 * @param {number} x
 * @param {number} y
 * @returns {string|number|null}
 */
export function hitTest(scene, x, y) {
  const items = scene?.items ?? [];
  let best = null;
  let bestZ = -Infinity;
  for (const item of items) {
    if (item == null || item.id == null) continue;
    const inside = x >= item.x && x < item.x + item.w && y >= item.y && y < item.y + item.h;
    if (!inside) continue;
    const z = Number.isFinite(item.z) ? item.z : 0;
    // ">=" so that, at equal z, the later item (painted on top) wins.
    if (z >= bestZ) {
      best = item.id;
      bestZ = z;
    }
  }
  return best;
}
