// Scene helpers shared by every game's layout: items are plain objects, painted in order.
// An item with an `id` is clickable; ids are "act:<action id>", "cmd:<command>" or "select:<n>".

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

/** Return the centre of the first item with this id (for keyboard focus and tests), or null. */
export function centreOf(scene, id) {
  const item = (scene?.items ?? []).find((i) => i.id === id);
  return item ? { x: item.x + item.w / 2, y: item.y + item.h / 2 } : null;
}

/** Return the clickable ids of a scene in drawing order, each once. */
export function clickable(scene) {
  const seen = new Set();
  for (const item of scene?.items ?? []) if (item.id != null) seen.add(item.id);
  return [...seen];
}

/** Return a word of the UI in the chosen language (English, then the key, as fallbacks). */
export function word(catalog, lang, key, vars = {}) {
  const ui = catalog?.ui ?? {};
  let text = ui[lang]?.[key] ?? ui.en?.[key] ?? key;
  for (const [k, v] of Object.entries(vars)) text = text.replace(`{${k}}`, v);
  return text;
}

/** Return a card's name in the chosen language. */
export function cardName(catalog, lang, id) {
  const card = catalog?.cards?.[id];
  return card?.[lang] ?? card?.en ?? id;
}
