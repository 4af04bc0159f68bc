// Building a scene: the table's background, text items, rows of chips, the error strip, the finished scene.
// Every game's layout starts and ends its scene here, so the three tables share their look and their items.
import { textWidth, wrapLines } from "./text.js";

/** Colours the layouts give their items (the painters draw what the items say). */
export const INK = { table: "#17261f", text: "#e8e0cc", dim: "#9a9483", soft: "#c9c1ad", gold: "#f5c542",
                     bad: "#ff8a8a", good: "#8fe08f" };

/**
 * Start a scene `W` wide: the table background (finish sets its height) and `text(t, x, y, extra)`, which
 * pushes a text item at font size `fs`.
 * @returns {{items: object[], text: function}}
 */
export function startScene(W, fs) {
  const items = [{ type: "rect", x: 0, y: 0, w: W, h: 0, fill: INK.table, background: true }];
  const text = (t, x, y, extra = {}) => items.push({ type: "text", text: t, x, y, w: 0, h: fs, size: fs,
                                                     colour: INK.text, ...extra });
  return { items, text };
}

/** Return the finished scene: the background stretched to the height `H`. */
export function finish(items, W, H) {
  items[0].h = H;
  return { width: W, height: H, items };
}

/** Return the scene of a table whose view has not come yet (or is not this game's): an ellipsis. */
export function waitingScene(W, fs, m) {
  const { items, text } = startScene(W, fs);
  text("…", m, m);
  return finish(items, W, m * 2 + fs);
}

/** Push the error strip (the kernel's `error` trait) at (x, y), `width` wide. */
export function errorStrip(items, error, x, y, width, fs, extra = {}) {
  items.push({ type: "error", x, y, w: width, h: fs + 10, text: error, size: fs, ...extra });
}

/**
 * Lay out chips ({text, id, quiet, say, coverable}) in rows from (x0, y0) within `width`, each as wide as its bold label
 * (estimated; the painter fits it with the canvas's measure, draw.js fitLines). A label wider than the row is
 * wrapped in the chip, which grows taller (`rows`: its lines, at most 3), never shrunk under MIN_TEXT. `say` is the
 * action's sentence (the kernel's `legal[i].text`): the chip's tooltip and accessible label, and its label too with
 * `long` when every sentence fits on one row. Return the y below the last row plus `below`, or y0 when there is no
 * chip.
 */
export function chipRows(items, chips, x0, y0, width, fs, { below = 10, extra = {}, long = false } = {}) {
  if (!chips.length) return y0;
  const pad = Math.round(fs * 1.6);
  const said = chips.filter((c) => c.say);
  const sentences = long && said.length > 0 && said.length <= 4
    && said.every((c) => textWidth(c.say, fs, true) + pad <= width);
  const h = Math.round(fs * 2);
  let x = x0;
  let y = y0;
  let rowH = h;
  for (const chip of chips) {
    const text = sentences && chip.say ? chip.say : chip.text;
    const rows = Math.min(3, wrapLines(text, width - pad, fs, true).length);
    const cw = rows > 1 ? width : Math.min(width, Math.round(textWidth(text, fs, true) + pad));
    const ch = rows > 1 ? Math.round(h + (rows - 1) * fs * 1.2) : h;
    if (x > x0 && x + cw > x0 + width) {
      x = x0;
      y += rowH + 6;
      rowH = h;
    }
    items.push({ type: "chip", x, y, w: cw, h: ch, text, size: fs, id: chip.id, quiet: Boolean(chip.quiet),
                 fit: true, ...(rows > 1 ? { rows } : {}), ...(chip.say ? { say: chip.say } : {}),
                 ...(chip.coverable ? { coverable: true } : {}), ...extra });
    rowH = Math.max(rowH, ch);
    x += cw + 8;
  }
  return y + rowH + below;
}

/** Add `value` to the list kept under `key` in a Map of lists (which actions point at a card, a cell…). */
export function addTo(map, key, value) {
  if (!map.has(key)) map.set(key, []);
  map.get(key).push(value);
}

/**
 * Push the result banner across the table at `y`: the kernel's `banner` trait ({title, text, win}, plus `rule` in
 * design mode) with `fallback` ({title, win, draw}) while none came; the sentence wrapped to the width. A click on it
 * does nothing. Return the item.
 */
export function bannerItem(items, banner, fallback, { y, W, fs, design }) {
  const b = banner && banner.title ? banner : {};
  const sentence = [b.text, design && b.rule ? `[${b.rule}]` : ""].filter(Boolean).join(" ");
  const lines = sentence ? wrapLines(sentence, W - 2 * fs, fs) : [];
  const titleSize = Math.round(fs * 1.9);
  const h = Math.round(titleSize + 1.4 * fs + lines.length * (fs + 4));
  const item = { type: "banner", x: 0, y: Math.round(y), w: W, h, size: fs, titleSize, text: b.title ?? fallback.title,
                 lines, sub: lines.join(" "), win: b.title ? Boolean(b.win) : Boolean(fallback.win),
                 draw: b.title ? b.win === undefined && Boolean(fallback.draw) : Boolean(fallback.draw),
                 id: "cmd:none", label: "banner" };
  items.push(item);
  return item;
}

/** Return the scene with its result strip kept but not painted (`unseen`): the page's result panel is open over the
 * table, so one banner shows, not two; the item stays for what reads the scene (its words, what it covers). */
export function withoutBanner(scene) {
  return { ...scene, items: scene.items.map((i) => (i.type === "banner" ? { ...i, unseen: true } : i)) };
}
