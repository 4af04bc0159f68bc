// Feedback over a painted scene (issue 23): what the pointer is over glows, the keyboard's focus is outlined, and a
// tooltip (the move's sentence `say`, the card's text `tip`) is drawn on the canvas after a short hover. Pure: the
// functions return overlay items ("hover", "focusring", "tooltip") that paint.js draws over the table; nothing here
// is sent to the kernel, and nothing is shown that the scene did not already hold.
import { actionable } from "./hit.js";
import { MIN_TEXT, fitText, textWidth, wrapLines } from "./text.js";

export const TIP_MS = 350;       // how long the pointer rests on an item before its tooltip shows
export const LONG_PRESS_MS = 450;  // how long a finger rests on an item (a phone: no hover) before its tooltip shows
export const TIP_SIZE = 13;      // the tooltip's font size in CSS pixels (scaled up on a table drawn smaller)
const TIP_WIDTH = 380;           // the widest a tooltip's text runs, in CSS pixels
const TIP_LINES = 14;            // a longer text (a Mythos card) is cut after this many lines, at a line's end
const OFFSET = 16;               // the tooltip's distance from the pointer

/** Return whether an item of the scene covers another: a banner or a zoom (`cmd:none`) drawn higher over it. */
function coveredBy(covers, item) {
  const z = Number.isFinite(item.z) ? item.z : 0;
  return covers.some((c) => (c.z ?? 0) > z && item.x < c.x + c.w && c.x < item.x + item.w
                              && item.y < c.y + c.h && c.y < item.y + item.h);
}

/** Return the items of the scene that play `id` and are in sight (not under a zoom or a banner drawn above them). */
export function itemsOf(scene, id) {
  if (!actionable(id)) return [];
  const items = scene?.items ?? [];
  const covers = items.filter((i) => i.id === "cmd:none");
  return items.filter((i) => i.id === id && i.w > 0 && i.h > 0 && !coveredBy(covers, i));
}

// Items drawn dark (a chip, a board cell, a line of text on the table): their hover also lightens them. A card keeps
// its face as it is (a wash would fade it, as if disabled): its glowing frame is enough.
const WASHED = new Set(["chip", "cell", "text", "seat", "tod"]);

/** Return the hover glow of an item: its box and shape (a chip is a pill, a cell a square, others rounded). */
function glowOf(item) {
  const shape = item.type === "chip" && !item.corner ? "pill" : item.type === "cell" ? "square" : "round";
  // a `calm` item opens something to read, not a move (a Mythos card no move names): a thin frame, not the glow
  // of a playable card (issue 23 r5, J15)
  return { type: "hover", x: item.x, y: item.y, w: item.w, h: item.h, shape, wash: WASHED.has(item.type), z: 90,
           ...(item.calm ? { calm: true } : {}) };
}

/** Return the keyboard focus ring around an item (drawn outside it, dark and light so it shows on any colour). */
function ringOf(item) {
  return { type: "focusring", x: item.x - 5, y: item.y - 5, w: item.w + 10, h: item.h + 10, z: 91 };
}

/**
 * Return the tooltip item for `text` by `at` ({x, y}: the pointer; or {x, y, w, h}: an item's box, for the
 * keyboard's focus), within the scene: below-right of the pointer (below the box), flipped above or left when it
 * would leave the table. `scale` is the canvas's CSS pixels per scene pixel: the text stays TIP_SIZE CSS pixels.
 */
export function tooltipItem(scene, text, at, scale = 1) {
  const k = scale > 0 ? scale : 1;
  const size = Math.max(TIP_SIZE, Math.ceil(TIP_SIZE / k));
  const pad = Math.round(size * 0.55);
  const widest = Math.max(size * 8, ((scene.width || TIP_WIDTH) - 2 * pad - 8) / 1.06);
  // a long text (a Mythos card) grows the tip wider, then longer, rather than end in "…" (newcomer review 13,
  // finding 6, Mythos desk: the tips ended cut); only a text taller than the table is cut, at a line's end
  const fit = (room) => tipLines(text, room, size);
  let room = Math.min(widest, Math.max(size * 8, TIP_WIDTH / k));
  let { lines, bold } = fit(room);
  while (lines.length > TIP_LINES && room < widest) {
    room = Math.min(widest, room + 60 / k);
    ({ lines, bold } = fit(room));
  }
  // a mark's tip that opens above a line grows wider to keep above it (review 41, chaos_en 11: aboveMark)
  const roof = markUnder(scene, at)?.tipAbove;
  const high = (n) => n * Math.round(size * 1.35) + 2 * pad - (Math.round(size * 1.35) - size);
  while (roof != null && high(lines.length) > roof - 4 && room < widest) {
    room = Math.min(widest, room + 60 / k);
    ({ lines, bold } = fit(room));
  }
  // a hand card's tip is cut to the room above or below the hand, never laid over the hand (round BB: a location's
  // traits line made a phone's Congregational Hospital tip too tall for either side, and it fell over the cards)
  const beside = handRoom(scene, at);
  const tall = beside == null ? (scene.height || 0) - 8 : beside;
  const most = Math.max(TIP_LINES, Math.floor((tall - 2 * pad) / Math.round(size * 1.35)));
  if (lines.length > most) {   // the last line shown ends in " …", made short enough to keep inside the tip
    let last = lines[most - 1];
    while (last && textWidth(`${last} …`, size) > room) {   // a whole word off (a character where there are none)
      last = last.includes(" ") ? last.slice(0, last.lastIndexOf(" ")) : last.slice(0, -1);
    }
    lines = [...lines.slice(0, most - 1), `${last.trimEnd()} …`];
  }
  const w = Math.ceil(Math.max(...lines.map((l, i) => textWidth(l, size, i < bold))) * 1.06) + 2 * pad;
  const lineH = Math.round(size * 1.35);
  const h = lines.length * lineH + 2 * pad - (lineH - size);
  const W = scene.width || w;
  const H = scene.height || h;
  const tip = { type: "tooltip", w, h, lines, size, pad, lineH, z: 100, label: "tooltip", ...(bold ? { bold } : {}) };
  const byHand = handPlace(scene, at, w, h);   // a hand card's: above the hand, by its card (review 21)
  if (byHand) return { ...tip, ...byHand };
  const above = aboveMark(scene, at, w, h);   // a mark that asks its words above a line (CHAOS's hidden bombs)
  if (above) return { ...tip, ...above };
  const box = at.w != null;
  let x = box ? at.x : at.x + OFFSET / k;
  let y = box ? at.y + at.h + 8 : at.y + OFFSET / k;
  if (x + w > W - 4) x = box ? W - 4 - w : at.x - OFFSET / k - w;
  if (y + h > H - 4) y = (box ? at.y - 8 : at.y - OFFSET / k) - h;
  x = Math.max(4, Math.min(x, W - 4 - w));
  y = Math.max(4, y);
  ({ x, y } = clearPlace(scene, { x, y, w, h }, at, OFFSET / k));
  return { ...tip, x, y };
}

/** Return the place ({x, y}) of a `w` × `h` tip of the item under `at` that asks for it beside it and ending by the
 * line `tipAbove` (CHAOS's hidden-bomb mark in the board's corner: its tip opened at the board's foot or over rows
 * 3-4, far from it, over cells the reader looked at; review 41, chaos_en 11, room_en 9), or null: no such item, or
 * no room above that line. */
function aboveMark(scene, at, w, h) {
  const mark = markUnder(scene, at);
  const y = mark ? mark.tipAbove - h : -1;
  if (y < 4) return null;
  return { x: Math.max(4, Math.min(mark.x + mark.w + 4, (scene.width || w) - 4 - w)), y };
}

/** Return the item under the point `at` that asks its tip above a line (`tipAbove`), or undefined. */
const markUnder = (scene, at) => (at?.w == null ? (scene.items ?? []).find((i) => Number.isFinite(i.tipAbove)
  && at.x >= i.x && at.x < i.x + i.w && at.y >= i.y && at.y < i.y + i.h) : undefined);

/** Return the hand cards of `scene` (items labelled hand-…, the hand's title line left out). */
const handCards = (scene) => (scene.items ?? []).filter((i) => /^hand-/.test(i.label ?? "") && i.type !== "text"
  && i.w > 0 && i.h > 0);

/** Return the hand card under `at` (the pointer, or a focused card's box) with the scene's hand cards, or null. */
function handCardAt(scene, at) {
  const hand = handCards(scene);
  const cx = at.x + (at.w ?? 0) / 2;
  const cy = at.y + (at.h ?? 0) / 2;
  const card = hand.find((c) => cx >= c.x && cx < c.x + c.w && cy >= c.y && cy < c.y + c.h);
  return card ? { card, hand } : null;
}

/** Return the height a tip of the hand card under `at` has above or below the hand (the larger), or null elsewhere. */
function handRoom(scene, at) {
  const found = handCardAt(scene, at);
  if (!found || !scene.height) return null;
  const top = Math.min(...found.hand.map((c) => c.y));
  const bottom = Math.max(...found.hand.map((c) => c.y + c.h));
  return Math.max(top - 8 - 4, scene.height - 4 - (bottom + 8));
}

/**
 * Return the place ({x, y}) of a `w` × `h` tooltip of the hand card under `at` (the pointer, or a focused card's box):
 * above the whole hand, over its card's column; where there is no room above (a phone's hand near the table's top),
 * below it; null for any other item, or where neither fits (newcomer review 21, room_en finding 6: the tip sat on the
 * cards it described; chaos_en finding 7: Amnesia's opened far to the left, over another card).
 */
function handPlace(scene, at, w, h) {
  const found = handCardAt(scene, at);
  if (!found) return null;
  const { card, hand } = found;
  const W = scene.width || w;
  const H = scene.height || h;
  const x = Math.max(4, Math.min(card.x, W - 4 - w));
  const above = Math.min(...hand.map((c) => c.y)) - 8 - h;
  const below = Math.max(...hand.map((c) => c.y + c.h)) + 8;
  // (off the pieces and cells a tip must leave in sight: a CHAOS phone's hand lies right under its board, round BB)
  const clear = (y) => !(scene.items ?? []).some((i) => i.avoid && i.x < x + w && x < i.x + (i.w ?? 0)
                                                         && i.y < y + h && y < i.y + (i.h ?? 0));
  const belowFits = below + h <= H - 4;
  if (above >= 4 && (clear(above) || !belowFits || !clear(below))) return { x, y: above };
  return belowFits ? { x, y: below } : null;
}

/** Return a tooltip's lines ({lines, bold}: how many lead as the title) for `text` wrapped at `room` px: a card's
 * text ("name\n…") has its name as a title, bold and gold as in the card-text box (newcomer review 11, finding 6: the
 * hover pop-up was another style); a move's sentence has none. */
function tipLines(text, room, size) {
  const whole = String(text).trim();
  const cut = whole.indexOf("\n");
  const title = cut > 0 ? wrapLines(whole.slice(0, cut).trim(), room, size, true) : [];
  const bold = title.length;
  const lines = [...title, ...wrapLines(cut > 0 ? whole.slice(cut + 1).trim() : whole, room, size)]
    .filter((l, i, all) => l || (i > 0 && all[i - 1]))
    .flatMap((l, i) => (textWidth(l, size, i < bold) > room ? cutToWidth(l, room, size) : [l]));   // a word wider than the tip
  return { lines, bold };
}

/** Return `line` cut into pieces each at most `room` px wide at `size` (a single word longer than a tooltip's line:
 * the tip ran 3 px past a 390 px table's edge, round E). */
function cutToWidth(line, room, size) {
  const out = [""];
  for (const ch of line) {
    if (out.at(-1) && textWidth(out.at(-1) + ch, size) > room) out.push("");
    out[out.length - 1] += ch;
  }
  return out;
}

const coverArea = (a, b) => Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x))
  * Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

/**
 * Return the tooltip's place `tip` ({x, y, w, h}) moved off what the table marks `avoid` (CHAOS's pieces, key, gate,
 * bombs: issue 23 r6, a card's tooltip hid the key's and the gate's rows): the first of below, above, right and left
 * of `at` (the pointer or the item's box, never covered), or the scene's right edge, that covers the least of them,
 * inside the scene.
 */
function clearPlace(scene, tip, at, off) {
  const keep = (scene.items ?? []).filter((i) => i.avoid && i.w > 0 && i.h > 0);
  const cost = (r) => keep.reduce((sum, o) => sum + coverArea(r, o), 0);
  if (!keep.length || cost(tip) === 0) return tip;
  const { w, h } = tip;
  const W = scene.width || w;
  const H = scene.height || h;
  const aw = at.w ?? 0;
  const ah = at.h ?? 0;
  const inside = (r) => ({ ...r, x: Math.max(4, Math.min(r.x, W - 4 - w)), y: Math.max(4, Math.min(r.y, H - 4 - h)) });
  const right = at.x + aw + off;
  const left = at.x - off - w;
  // the table's free column on its right too (Letter's zoom column at 1280: the tooltips lay over the hand, round J)
  const edge = W - 4 - w;
  const places = [{ x: tip.x, y: at.y + ah + off }, { x: tip.x, y: at.y - off - h }, { x: right, y: tip.y },
                  { x: left, y: tip.y }, { x: right, y: at.y - h / 2 }, { x: left, y: at.y - h / 2 },
                  { x: edge, y: tip.y }, { x: edge, y: at.y - h / 2 }]
    .map((r) => inside({ ...r, w, h }))
    .filter((r) => coverArea(r, { x: at.x - 1, y: at.y - 1, w: aw + 2, h: ah + 2 }) === 0);   // never over `at`
  const scan = [];   // none free beside `at`: the free place nearest it, down the scene every 12 px
  for (let y = 4; y + h <= H - 4; y += 12) for (const x of [tip.x, right, left, edge]) scan.push(inside({ x, y, w, h }));
  const far = (r) => Math.hypot(r.x - tip.x, r.y - tip.y);
  // the free place nearest `at`'s box first: a Letter ⚠ chip's bubble went 800 px off to the scene's right edge while
  // a place lay free beside the chip (newcomer review 33, letter_en 4)
  const gap = (r) => Math.max(r.x - at.x - aw, at.x - r.x - w, r.y - at.y - ah, at.y - r.y - h, 0);
  const near = scan.filter((r) => cost(r) === 0 && coverArea(r, { x: at.x - 1, y: at.y - 1, w: aw + 2, h: ah + 2 }) === 0)
    .sort((a, b) => gap(a) - gap(b) || far(a) - far(b))[0];
  const first = places.find((r) => cost(r) === 0);
  const clear = first && (!near || gap(first) <= gap(near)) ? first : near ?? first;
  if (clear) return clear;
  let best = tip;
  for (const r of places) if (cost(r) < cost(best)) best = r;
  return best;
}

/**
 * Return the overlay items for the page's feedback state: `hover` (the id under the pointer: every item in sight
 * that plays it glows), `focus` (the focused id, outlined when `focusVisible`) and `tip` ({text, at}: the tooltip).
 */
export function feedbackItems(scene, { hover = null, focus = null, focusVisible = false, tip = null, scale = 1 } = {}) {
  const out = itemsOf(scene, hover).map(glowOf);
  if (focusVisible) {
    const item = itemsOf(scene, focus)[0];
    if (item) out.push(ringOf(item));
  }
  // the ⚠ chip a first press armed carries the ring while its "press again" box shows: of three ⚠ chips nothing said
  // which one the box meant (review 38, letter_zh 2, 055)
  const armed = tip?.armed && tip.press && !(focusVisible && focus === tip.press) ? itemsOf(scene, tip.press)[0] : null;
  if (armed) out.push(ringOf(armed));
  const chip = tip?.armed && tip.press ? itemsOf(scene, tip.press)[0] : null;
  // the armed chip's own words say so, the rest of them kept: a box on the chip hid what it does (review 39,
  // letter_en 3, 052; letter_zh 3, 124); the hover's wash is drawn over it as over the chip
  const label = chip && tip.lead && chip.type === "chip" ? armedLabel(chip, tip.lead) : null;
  if (label) out.unshift(label);
  else if (tip?.text) out.push(onChip(tooltipItem(scene, tip.text, tip.at, scale), chip));
  return out;
}

/**
 * Return the armed `chip` drawn again with `lead` ("⚠ Press again:") for its first words, its other words kept, on one
 * more line when they need it (the chip a line taller, about its own middle); marked `armedLabel`.
 */
function armedLabel(chip, lead) {
  const rest = String(chip.text ?? "").replace(/^⚠\s*/, "");
  const text = `${lead}${/[：]$/.test(lead) ? "" : " "}${rest}`;
  const rows = chip.rows ?? 1;
  const size = chip.size ?? 13;
  const measure = (t, s) => textWidth(t, s, true);
  if (chip.corner) return cellLabel(chip, lead, rest, measure);
  let n = rows;
  while (n < rows + 2 && fitText(text, { width: chip.w - chip.h, size, maxLines: n, measure }).cut) n += 1;
  const h = Math.max(chip.h, Math.ceil(chip.h + (n - rows) * size * 1.2));
  return { ...chip, text, rows: n, fit: true, h, y: Math.round(chip.y - (h - chip.h) / 2), armedLabel: true };
}

/**
 * Return the armed naming-grid cell `chip` (letter/name_grid.js: `corner`) with `lead` and as much of its words as its
 * own box holds: the cell keeps its box, its number kept, its odds or "you know it is a 3" left to the prompt and the
 * unarmed cell. Drawn a line taller it spilled over the prompt line and 「猜 7」 (newcomer review 42, letter_zh 2, 087).
 */
function cellLabel(chip, lead, rest, measure) {
  const join = (words) => `${lead}${/[：]$/.test(lead) ? "" : " "}${words}`.trim();
  const head = rest.split(/ — | · |——|\s*⚠/u)[0];
  const sizes = [];
  for (let s = Math.max(MIN_TEXT, chip.size ?? 13); s >= MIN_TEXT; s -= 1) sizes.push(s);
  // at each size the lines the cell's height holds, the words whole in them
  const at = (t, s) => ({ text: t, size: s, rows: Math.max(1, Math.floor((chip.h - 2) / (s * 1.2))) });
  const whole = (f) => !fitText(f.text, { width: chip.w - 2 * chip.corner, size: f.size, min: f.size,
                                            maxLines: f.rows, measure }).cut;
  const fit = [join(rest), join(head), head].flatMap((t) => sizes.map((s) => at(t, s))).find(whole)
    ?? at(head, MIN_TEXT);
  return { ...chip, ...fit, fit: true, armedLabel: true };
}

/**
 * Return the "press again" box `tip` of the armed `chip` laid on the chip's own end, centred on its height (`onChip`:
 * ui/tip_place.js leaves it there); `tip` as placed where the chip is narrower. Beside the chip it lay under the
 * course's "Choose this" tag or off at x≈615 (review 38, letter_zh 2, 009; letter_en 7, 090); on it, a press plays
 * the chip's own move, never a neighbour's.
 */
function onChip(tip, chip) {
  if (!chip || tip.w > chip.w - 12) return tip;
  return { ...tip, x: chip.x + chip.w - tip.w - 6, y: Math.round(chip.y + (chip.h - tip.h) / 2), onChip: true };
}

/** Return the scene with the feedback overlays drawn last (on top of everything, the tooltip topmost). */
export function withFeedback(scene, state) {
  const extra = feedbackItems(scene, state);
  return extra.length ? { ...scene, items: [...scene.items, ...extra] } : scene;
}
