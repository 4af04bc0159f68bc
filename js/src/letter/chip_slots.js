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
  const slot = (chip, room) => {
    const one = [];
    chipRows(one, [chip], x0, 0, room, fs, { ...opts, below: 0 });
    const c = one[0];
    if (c.rows > lines) Object.assign(c, { rows: lines, h: slotHeight(fs, lines) });
    fitSlot(c, lines, fs, room);
    return c;
  };
  for (const [k, chip] of chips.entries()) {
    let prev = laid.at(-1);
    const c = slot(chip, width);
    // a phone's last move makes room for Cancel beside it where its two-line slot still holds its words: Cancel
    // under it pushed the band 27 px past its room, and the hand down (newcomer review 30, letter_zh 5, 063→064)
    if (chip.quiet && prev && lines > 1 && prev.x + prev.w + 8 + c.w > x0 + width) {
      const narrow = slot(chips[k - 1], width - c.w - 8);
      if (narrow.text === prev.text) laid[laid.length - 1] = prev = { ...narrow, y: prev.y };
    }
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
  const fits = (text) => fitsIn(text, lines, fs, width - c.h);
  // the pill's room inside its round ends (paint.js chipInset, rounded up)
  if (fits(c.text)) return;
  // the consequence: from its ⚠, or the dash before it ("— takes Cthulhu: you win", 「——クトゥルフを奪う」)
  const at = c.text.search(/⚠|—/u);
  const head = at > 0 ? c.text.slice(0, at).trimEnd() : c.text;
  const warn = at > 0 ? c.text.slice(head.length) : "";
  // the move's target and card first, its words after them cut from their end, then its consequence's middle (⚠,
  // first and last words kept): cut in the head, "On… ⚠ if it eliminates…" and "On yourself:… 1 ⚠" hid the target
  // and the card (newcomer review 30, letter_en 2, 090, 040). A short consequence ("— takes Cthulhu: you win") whole.
  const colon = head.search(/[:：]/) + 1;
  const [lead, rest] = [head.slice(0, colon), head.slice(colon).trimStart()];
  const space = warn.match(/^\s*/)[0];
  const { spaced, units } = unitsOf(warn.trimStart());
  const long = units.length > (spaced ? 8 : 16);
  const cuts = long ? middleCuts(warn.trimStart(), spaced ? 6 : 10).map((t) => space + t) : [];
  // the first words of what it does (the card it names: "discard Nyarlathotep,…") before its consequence's
  const rests = [rest, ...endCuts(rest)];
  const firm = rests.slice(0, Math.max(1, rests.length - (unitsOf(rest).spaced ? 1 : 4)));
  const sep = lead && unitsOf(head).spaced ? " " : "";
  const tries = [[firm, [warn]], [rests, [warn]], [firm, cuts], [rests, cuts]];
  const named = colon > 0 && tries.flatMap(([rs, ts]) => ts.flatMap((t) => rs.map((r) => `${lead}${sep}${r}${t}`)))
    .find(fits);
  const cut = named || (warn && middleCut(head, warn, fits)) || middleCut(c.text, "", fits);
  if (cut) Object.assign(c, { text: cut, say: c.say ?? c.text, w: width });
}

/** Return whether `text` fits `lines` lines `room` px wide at `fs` (the painter's wrap at the chip's size), uncut. */
function fitsIn(text, lines, fs, room) {
  return !fitText(text, { width: room, size: fs, min: fs, maxLines: lines,
                          measure: (x, s) => textWidth(x, s, true) }).cut;
}

/** Return `head` with words (characters in CJK) cut from its middle so that `lead head tail` fits, or null. */
function middleCut(head, tail, fits, lead = "") {
  const sep = lead && unitsOf(head).spaced ? " " : "";
  return middleCuts(head).map((cut) => `${lead}${sep}${cut}${tail}`).find(fits) ?? null;
}

/** Return `text`'s words (characters in CJK) and whether they are spaced. */
function unitsOf(text) {
  const spaced = /\s/.test(text) && !/[\u3040-\u9fff]/u.test(text);   // CJK words: cut by character
  return { spaced, units: spaced ? text.split(/\s+/) : [...text] };
}

/** Return `text` with ever more words cut from its end ("discard Nyarlathotep,…"), longest first. */
function endCuts(text) {
  const { spaced, units } = unitsOf(text);
  return units.slice(1).map((_, i) => `${units.slice(0, units.length - 1 - i).join(spaced ? " " : "")}…`);
}

/** Return `text` with ever more words cut from its middle, `least` kept, longest first. */
function middleCuts(text, least = 1) {
  const { spaced, units } = unitsOf(text);
  const join = (us) => us.join(spaced ? " " : "");
  const cuts = [];
  for (let k = units.length - 1; k >= least; k--) {
    const front = Math.ceil(k / 2);
    cuts.push(`${join(units.slice(0, front))}…${spaced && k > 1 ? " " : ""}${join(units.slice(units.length - (k - front)))}`);
  }
  return cuts;
}
