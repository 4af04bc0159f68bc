// The card zoom every game shares: a card's full text (the catalog's `card_texts`, in the chosen language with English
// as the fallback) in a box by the card it opens from, placed where it covers no chip and no prompt (above the card,
// below it, else under the table). Letter and CHAOS open it here (ui.selected "zoom:<key>"; `addZoom`); Mythos lays
// out its own box (mythos/zoom.js) and places it with `placeBox`.
import { INK, chipRows } from "./build.js";
import { textWidth, wrapLines } from "./text.js";

/** Return the entry of a `card_texts` table for `id` in `lang`, else English, else null. */
export function textsOf(table, lang, id) {
  const entry = table?.[id];
  return entry?.[lang] ?? entry?.en ?? null;
}

/** Return whether an item must stay visible: a chip, something that plays a move, or the prompt line. */
function mustShow(item) {
  return item.type === "chip" || String(item.id ?? "").startsWith("act:") || item.label === "prompt";
}

/**
 * Return the y of a box `w` × `h` at `x` next to `anchor` ({x, y, w, h} or null): above it, below it, else under
 * everything (`bottom`), the first place that overlaps no chip, no move and no prompt in `items`.
 */
export function placeBox(items, { x, w, h }, anchor, m, bottom) {
  const guard = items.filter(mustShow).map((i) => (i.type === "text" && !i.w ? { ...i, w: textWidth(i.text, i.size) } : i));
  const free = (y) => y >= m && guard.every((i) => i.x >= x + w || i.x + i.w <= x || i.y >= y + h || i.y + i.h <= y);
  const tries = anchor ? [anchor.y - h - 8, anchor.y + anchor.h + 8] : [m];
  for (const y of tries) if (y + h <= bottom && free(Math.round(y))) return Math.round(y);
  return Math.round(bottom + m);
}

/**
 * Push the zoom of `text` ({title, lines: [string]}) by `anchor` in a scene `W` wide and `H` high (a close chip
 * "select:none" in it unless `close` is null); return the height the scene needs.
 */
export function zoomBox(items, text, anchor, { W, H, fs, m, close = "✕" }) {
  const zw = Math.min(W - 2 * m, 520);
  const pad = 10;
  const tw = zw - 2 * pad;
  const lines = [{ t: text.title, size: fs + 2, bold: true }];
  for (const para of text.lines) for (const l of wrapLines(para, tw, fs)) lines.push({ t: l, size: fs });
  const zh = lines.reduce((s, l) => s + l.size + 5, 0) + pad * 2 + (close ? Math.round(fs * 2) + 8 : 0);
  const ax = anchor ? anchor.x + anchor.w / 2 : W / 2;
  const zx = Math.max(m, Math.min(W - m - zw, Math.round(ax - zw / 2)));
  const zy = placeBox(items, { x: zx, w: zw, h: zh }, anchor, m, H);
  items.push({ type: "mzoom", x: zx, y: zy, w: zw, h: zh, id: "cmd:none", z: 10, label: "zoom" });
  let ly = zy + pad;
  lines.forEach((l, i) => {
    items.push({ type: "text", text: l.t, x: zx + pad, y: ly, w: 0, h: l.size, size: l.size, bold: Boolean(l.bold),
                 colour: i === 0 ? INK.gold : INK.text, z: 11, label: i === 0 ? "zoom-name" : "zoom-text" });
    ly += l.size + 5;
  });
  if (close) chipRows(items, [{ text: close, id: "select:none", quiet: true }], zx + pad, ly + 4, tw, fs, { extra: { z: 12 } });
  return Math.max(H, zy + zh + m);
}

/**
 * Make every card of a scene open its zoom: an item with `zoomKey(item)` gets `zoom` (the key; the I key opens it)
 * and `tip` (hover), and a card that does nothing on a click opens it ("zoom:<key>"). With ui.selected
 * "zoom:<key>" (or `chosen`, the key of a card selected to choose how to play it), push the zoom (`texts(key)` →
 * {title, lines}) by its card. Return the scene (taller if need be).
 */
export function addZoom(scene, ui, zoomKey, texts, sizes, chosen = null) {
  let anchor = null;
  const covers = scene.items.filter((i) => i.id === "cmd:none");  // a banner or a zoom: what lies under it is not a stop
  const under = (a) => covers.some((c) => a.x < c.x + c.w && c.x < a.x + a.w && a.y < c.y + c.h && c.y < a.y + a.h);
  const open = typeof ui?.selected === "string" && ui.selected.startsWith("zoom:") ? ui.selected.slice(5) : chosen;
  for (const item of scene.items) {
    const key = zoomKey(item);
    const text = key && texts(key);
    if (!text) continue;
    item.zoom = key;
    if (item.type === "text" && !item.w) item.w = Math.round(textWidth(item.text, item.size));
    item.tip = [text.title, ...text.lines].join("\n");
    if (item.id == null && !under(item)) item.id = `zoom:${key}`;
    if (key === open && !anchor) anchor = item;
  }
  if (!open || !texts(open)) return scene;
  const close = open === chosen && !String(ui?.selected).startsWith("zoom:") ? null : undefined;  // Cancel closes it
  const H = zoomBox(scene.items, texts(open), anchor, { ...sizes, W: scene.width, H: scene.height, close });
  scene.height = H;
  scene.items[0].h = H;
  return scene;
}
