// The coach ring's pointer label, "Choose this": where it sits beside the ringed item. Above the item it lay on the
// prompt's or a chip's words (newcomer review 21: CHAOS en 012/020, the Midnight chip's text; ja 004/017, a card's rule
// line; Letter en 008/011/014, zh 008, the chip above): it takes the first spot around the ring that crosses no
// words, card, chip or piece of the table, and with none free the ring goes alone.
import { textWidth } from "../scene/text.js";

// the tag's size in page pixels: its words at bold 11 px, 6 px padding each side, a 16 px line (coach.js style)
export const TAG_FONT = 11;
export const TAG_H = 16;
const PAD = 6;
// how far a spot keeps from any drawn thing (page px): the browser's measure of the words differs a little
const CLEAR = 3;

/** The spots the tag may take, in order, beside the ring's inner box `p` (page px) for a tag `w` × `h`: each one's
 * box, OFF px out, clear of the ring's 4 px border and 3 px solid shadow (newcomer review 37, chaos_en 5: 4 px out,
 * the tag lay on the ring's edge, on the button it pointed at). The style sheet (coach.js, [data-tag-at]) draws each
 * the same. */
const OFF = 10;
export const TAG_SPOTS = {
  top: (p, w, h) => ({ x: p.x + p.w / 2 - w / 2, y: p.y - h - OFF }),
  "top-start": (p, w, h) => ({ x: p.x - 4, y: p.y - h - OFF }),
  "top-end": (p, w, h) => ({ x: p.x + p.w + 4 - w, y: p.y - h - OFF }),
  right: (p, w, h) => ({ x: p.x + p.w + OFF, y: p.y + p.h / 2 - h / 2 }),
  left: (p, w, h) => ({ x: p.x - OFF - w, y: p.y + p.h / 2 - h / 2 }),
  bottom: (p, w) => ({ x: p.x + p.w / 2 - w / 2, y: p.y + p.h + OFF }),
  "bottom-start": (p) => ({ x: p.x - 4, y: p.y + p.h + OFF }),
  "bottom-end": (p, w) => ({ x: p.x + p.w + 4 - w, y: p.y + p.h + OFF }),
};

/** Return the tag's box (page px) at `spot` for the words `tag` beside the ring's inner box `p`. */
export function tagBox(spot, p, tag) {
  const w = textWidth(String(tag), TAG_FONT, true) + 2 * PAD;
  return { ...TAG_SPOTS[spot](p, w, TAG_H), w, h: TAG_H };
}

// what a scene draws without words or a control of its own: backgrounds, frames, the board's grid and empty cells
const BARE = new Set(["rect", "outline", "gridlines", "cell", "spawn", "blast", "line", "arrow", "dash", "glow"]);

/** Return the boxes (scene units) of what the tag must not cross: every line of words (a text item as its words run),
 * and every card, chip, piece or other drawn thing but the bare ones (BARE) and the big panels behind them. */
export function drawnBoxes(scene, item) {
  // a card's text box (mzoom) is words however big: the tag lay on the chosen card's text (review 36, letter_en 3)
  const big = (i) => i.type !== "mzoom" && i.w * i.h > 0.15 * (scene.width || 1) * (scene.height || 1);
  return (scene?.items ?? []).filter((i) => i !== item).map(wordsBox)
    .filter((i) => i && i.w > 0 && i.h > 0 && (i.type === "text" || (!BARE.has(i.type) && !big(i))));
}

/** Return `item`'s box, a text item's as its words run (drawn from its top, aligned left, right or centre). */
function wordsBox(item) {
  if (item.type !== "text") return item;
  const size = item.size || 13;
  const longest = Math.max(...String(item.text ?? "").split("\n").map((l) => textWidth(l, size, item.bold)));
  const w = item.maxW > 0 ? Math.min(item.maxW, longest) : longest;
  const x = item.align === "right" || item.align === "end" ? item.x - w : item.align === "center" ? item.x - w / 2 : item.x;
  return { type: "text", x, y: item.y, w, h: item.h || size };
}

const crosses = (a, b) => a.x < b.x + b.w + CLEAR && b.x < a.x + a.w + CLEAR && a.y < b.y + b.h + CLEAR
  && b.y < a.y + a.h + CLEAR;

/** Return the first spot (TAG_SPOTS) where the tag `tag` beside `item` (drawn at `scale` from `left`, `top`) crosses
 * nothing drawn and stays on the table; "none" when every spot crosses something (the ring alone). */
export function tagSpot(scene, item, tag, { scale = 1, left = 0, top = 0 } = {}) {
  if (!item || !tag) return "none";
  const p = { x: left + item.x * scale, y: top + item.y * scale, w: item.w * scale + 2, h: item.h * scale + 2 };
  const page = (b) => ({ type: b.type, x: left + b.x * scale, y: top + b.y * scale, w: b.w * scale, h: b.h * scale });
  const drawn = drawnBoxes(scene, item).map(page);
  const table = { x: left, y: top, w: (scene.width || 0) * scale, h: (scene.height || 0) * scale };
  const inside = (b) => b.x >= table.x && b.y >= table.y && b.x + b.w <= table.x + table.w && b.y + b.h <= table.y + table.h;
  // a spot nearer another chip, card or piece than the ring reads as that one's tag (newcomer review 42, chaos_en 5,
  // 042: "Choose this" sat by "Do not react" under the ringed "Finish A2's reaction")
  const others = drawn.filter((d) => d.type !== "text");
  return Object.keys(TAG_SPOTS).find((spot) => {
    const box = tagBox(spot, p, tag);
    return inside(box) && !drawn.some((d) => crosses(box, d)) && !others.some((d) => gapOf(box, d) < gapOf(box, p));
  }) ?? "none";
}

/** Return the gap (page px) between the boxes `a` and `b`, 0 or less where they touch. */
function gapOf(a, b) {
  return Math.max(b.y - (a.y + a.h), a.y - (b.y + b.h), b.x - (a.x + a.w), a.x - (b.x + b.w));
}

/** Give the coach's `ring` round `item` its pointer label `tag` (review 20; none without an item) and the label's spot,
 * on no words (data-tag-at). */
export function labelRing(ring, scene, item, tag, at) {
  ring.dataset.tag = item ? tag ?? "" : "";
  ring.dataset.tagAt = tagSpot(scene, item, ring.dataset.tag, at);
}

/** Return the box (page px, vital) of the tag `ring` shows beside `item` (labelRing's spot), or null (no tag): the
 * course box keeps off it (newcomer review 26, chaos_en 3, 029: the box half hid b7's "Choose this"). */
export function ringTagBox(ring, item, { scale = 1, left = 0, top = 0 } = {}) {
  const spot = ring?.dataset?.tagAt;
  if (!item || ring.hidden || !ring.dataset?.tag || !TAG_SPOTS[spot]) return null;
  const p = { x: left + item.x * scale, y: top + item.y * scale, w: item.w * scale + 2, h: item.h * scale + 2 };
  return { ...tagBox(spot, p, ring.dataset.tag), vital: true };
}
