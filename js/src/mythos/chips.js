// The Mythos table's chips laid out whole: scene/build.js chipRows wraps a chip to at most three lines, and a Japanese
// action's label on a phone ("「ウォーターベリー州立病院」へ近隣移動する：…（⚠ …）") needs four or five, so it was cut
// with "…" (newcomer review 14, finding 4). Pure: no DOM, no rules.
import { INK, chipRows } from "../scene/build.js";
import { MIN_TEXT, wrapLines } from "../scene/text.js";

/**
 * chipRows (same arguments, same return), then each chip whose label needs more lines than it was given grows to
 * hold them all, the chips under it moved down as far: every chip reads whole, never cut.
 */
export function wholeChips(items, chips, x0, y0, width, fs, opts = {}) {
  const from = items.length;
  const pad = Math.round(fs * 1.6);
  const told = chips.map((c) => (opts.long && c.say ? { chip: c, note: "" } : toldApart(c, width - pad, fs)));
  const end = chipRows(items, told.map((t) => t.chip), x0, y0, width, fs, opts) - upBeside(items.slice(from), x0, width, fs);
  let grown = 0;
  for (const c of items.slice(from)) {
    if (c.type !== "chip") continue;
    c.y += grown;
    const need = wrapLines(c.text, c.w - pad, fs, true).length;
    if (need <= (c.rows ?? 1) || (c.rows ?? 1) < 3) continue;   // chipRows' own rows hold up to three lines
    const more = Math.round((need - c.rows) * fs * 1.2);
    c.rows = need;
    c.h += more;
    grown += more;
  }
  const notes = new Map(told.filter((t) => t.note).map((t) => [t.chip.id, t.note]));
  return end + grown + notesAbove(items, from, notes, x0, width, fs, opts.extra);
}

// Where a chip's label is cut: its first colon or bracket outside a name's quotes (「…」, “…”)
const CUTS = ["：", ": ", "（", " ("];
// A press's Sanity cost in brackets (sentences cost: " (Sanity -2)", "（正気度 -2）")
const COST = /^\s?[(（](Sanity|正気度) [+-]\d+[)）]/;

/**
 * Return {chip, note}: a chip whose label needs more than two lines `room` wide keeps what it does (the label up to
 * its first colon or bracket) and the rest is its note, drawn as plain text above it; else the chip as it came and
 * no note. A Japanese walk's chip wrapped to five centred lines in its pill and read as a paragraph (newcomer review
 * 35, mythos_ja 2, 118, 213).
 */
function toldApart(chip, room, fs) {
  const text = chip.text ?? "";
  if (chip.quiet || wrapLines(text, room, fs, true).length <= 2) return { chip, note: "" };
  let depth = 0;
  for (let k = 0; k < text.length; k += 1) {   // from the first character: a label may open with a name's 「
    depth += "「“".includes(text[k]) - "」”".includes(text[k]);
    if (k === 0 || depth > 0 || !CUTS.some((cut) => text.startsWith(cut, k))) continue;
    // the Sanity the press costs stays on the chip: Servitor's "(Sanity -2)" went to the note while Yithian's shorter
    // chip said its "(Sanity -1)" (review 39, mythos_en 6, 142 vs 079)
    const at = k + (text.slice(k).match(COST)?.[0].length ?? 0);
    const note = text.slice(at).replace(/^[：:]\s*/, "").trim();
    return note ? { chip: { ...chip, text: text.slice(0, at).trim() }, note } : { chip, note: "" };
  }
  return { chip, note: "" };
}

const NOTE_AIR = 6;   // the room between a chip's note and the chips over and under it

/** Draw each chip's note (`notes`: chip id → words) as plain lines above its row, that row and the chips after it
 * moved down as far; return how far the last row went down. */
function notesAbove(items, from, notes, x0, width, fs, extra = {}) {
  const size = Math.max(MIN_TEXT, fs - 1);
  let down = 0;
  for (const c of items.slice(from)) {
    const note = c.type === "chip" && notes.get(c.id);
    if (!note) continue;
    const lines = wrapLines(note, width, size);
    // clear of the coach's ring round the chips over and under it (11 px out: round22ai3_zoom)
    const h = NOTE_AIR + lines.length * (size + 4) + NOTE_AIR + 6;
    const y = c.y;
    for (const o of items.slice(from)) if (o.type === "chip" && o.y >= y) o.y += h;
    lines.forEach((t, k) => items.push({ type: "text", text: t, x: x0, y: y + NOTE_AIR + k * (size + 4), w: 0, h: size, size,
                                         tw: width, colour: INK.soft, chip: c.id, ...(extra.z ? { z: extra.z } : {}) }));
    down += h;
  }
  return down;
}

// The least share of the row a wrapped chip takes beside the chips before it
const BESIDE = 0.4;

/**
 * Move a chip that chipRows wrapped on a row of its own up beside the row before it, wrapped to what that row leaves
 * (at most three lines, as chipRows'), where that row leaves at least BESIDE of the width: the long Arrive chip
 * ("Arrive at your walking location (Sanity +4 on arrival; then …)") took two full-width lines under Pass and pushed
 * the hand below a 1280×800 window (newcomer review 21, mythos_en finding 5, 055_g17). The chips after it move up as
 * far. Return how far the last row went up.
 */
function upBeside(laid, x0, width, fs) {
  const pad = Math.round(fs * 1.6);
  let up = 0;
  for (const [k, c] of laid.entries()) {
    c.y -= up;
    const before = laid.slice(0, k).filter((o) => o.y === laid[k - 1]?.y);
    if (!(c.rows > 1) || c.x !== x0 || !before.length) continue;
    const left = Math.max(...before.map((o) => o.x + o.w)) + 8;
    const room = x0 + width - left;
    const rows = wrapLines(c.text, room - pad, fs, true).length;
    if (room < width * BESIDE || rows > 3) continue;
    const rowH = Math.max(...before.map((o) => o.h));
    const h = Math.round(Math.round(fs * 2) + (rows - 1) * fs * 1.2);   // chipRows' height of `rows` lines
    const bottom = c.y + c.h;
    Object.assign(c, { x: left, y: before[0].y, w: room, h, rows });
    up += bottom - (before[0].y + Math.max(rowH, h));
  }
  return up;
}
