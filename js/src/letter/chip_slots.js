// The Letter band's chips in fixed slots (newcomer review 28, letter_en 2, 072/073): a card's first chip wrapped to two
// lines moved every chip below it 16 px, and a click aimed where "On the opponent" had been hit nothing. Each move's
// chip has a row of its own, a fixed pitch below the one before, so the k-th move lies in the same place whatever the
// words of the others. A slot is one line at a desk (the band has no px to spare: round6b's 656 px) and two on a
// phone (where most chips wrap); a longer chip keeps its size and loses words from the middle of what it does, never
// its ⚠ part (review 29, letter_en 3: the painter shrank it, then cut its end, the consequence), the whole sentence
// in its tooltip (`say`) and its card's text. Cancel (a quiet chip) ends the last row where it fits, else comes under
// it. Pure: no DOM.
import { chipRows } from "../scene/build.js";
import { fitText, textWidth } from "../scene/text.js";

const GAP = 6;

const DESK = 500;   // a band this wide (px) or wider: one-line slots

/** Return the lines of a slot in a band `width` px wide. */
export function slotLines(width) {
  return width >= DESK ? 1 : 2;
}

/** Return the height of a chip of `lines` lines at `fs` (scene/build.js chipRows' sizes): a slot's height. */
export function slotHeight(fs, lines = 2) {
  return Math.round(Math.round(fs * 2) + (lines - 1) * fs * 1.2);
}

/** Lay out `chips` (as chipRows takes them, same options) a slot each from (x0, y0); return the foot, `below` under. */
export function slotRows(items, chips, x0, y0, width, fs, opts = {}) {
  if (!chips.length) return y0;
  const lines = slotLines(width);
  const pitch = slotHeight(fs, lines) + GAP;
  const laid = [];
  let row = -1;
  for (const chip of chips) {
    const prev = laid.at(-1);
    const one = [];
    chipRows(one, [chip], x0, 0, width, fs, { ...opts, below: 0 });
    const c = one[0];
    if (c.rows > lines) Object.assign(c, { rows: lines, h: slotHeight(fs, lines) });
    fitSlot(c, lines, fs, width);
    const beside = chip.quiet && prev && prev.x + prev.w + 8 + c.w <= x0 + width;
    if (beside) Object.assign(c, { x: prev.x + prev.w + 8, y: prev.y });
    // Cancel, last, under the last move: no move comes after it to keep in place (the band's room stays as it was)
    else if (chip.quiet && prev) Object.assign(c, { y: prev.y + prev.h + GAP });
    else Object.assign(c, { y: y0 + (row += 1) * pitch });
    laid.push(c);
  }
  items.push(...laid);
  return Math.max(...laid.map((c) => c.y + c.h)) + (opts.below ?? 10);
}

/** Fit a chip's words to its `lines` at `fs`: cut in the middle of what it does, its consequence kept whole. */
function fitSlot(c, lines, fs, width) {
  if (c.rows === undefined && c.w < width) return;   // one line, narrower than the slot: whole
  // the pill's room inside its round ends (paint.js chipInset, rounded up), the painter's wrap at the chip's size
  const fits = (text) => !fitText(text, { width: width - c.h, size: fs, min: fs, maxLines: lines,
                                         measure: (x, s) => textWidth(x, s, true) }).cut;
  if (fits(c.text)) return;
  // the consequence: from its ⚠, or the dash before it ("— takes Cthulhu: you win", 「——クトゥルフを奪う」)
  const at = c.text.search(/⚠|—/u);
  const head = at > 0 ? c.text.slice(0, at).trimEnd() : c.text;
  const warn = at > 0 ? c.text.slice(head.length) : "";
  // the move's name up to its first colon whole too where it can be ("Play Mi-Go on yourself: discard… draw 1 ⚠ …")
  const colon = head.search(/[:：]/) + 1;
  const named = colon > 0 && middleCut(head.slice(colon).trimStart(), warn, fits, head.slice(0, colon));
  const cut = named || (warn && middleCut(head, warn, fits)) || middleCut(c.text, "", fits);
  if (cut) Object.assign(c, { text: cut, say: c.say ?? c.text, w: width });
}

/** Return `head` with words (characters in CJK) cut from its middle so that `lead head tail` fits, or null. */
function middleCut(head, tail, fits, lead = "") {
  const spaced = /\s/.test(head) && !/[\u3040-\u9fff]/u.test(head);   // CJK words: cut by character
  const units = spaced ? head.split(/\s+/) : [...head];
  const join = (us) => us.join(spaced ? " " : "");
  for (let k = units.length - 1; k >= 1; k--) {
    const front = Math.ceil(k / 2);
    const text = `${lead}${lead && spaced ? " " : ""}${join(units.slice(0, front))}…${spaced && k > 1 ? " " : ""}`
      + `${join(units.slice(units.length - (k - front)))}${tail}`;
    if (fits(text)) return text;
  }
  return null;
}
