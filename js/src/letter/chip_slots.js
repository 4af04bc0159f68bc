// The Letter band's chips in fixed slots (newcomer review 28, letter_en 2, 072/073): a card's first chip wrapped to two
// lines moved every chip below it 16 px, and a click aimed where "On the opponent" had been hit nothing. Each move's
// chip has a row of its own, a fixed pitch below the one before, so the k-th move lies in the same place whatever the
// words of the others. A slot is two lines on a phone (where most chips wrap) and at a desk where the band has room
// for all of a selection's chips so (review 32: one-line desk slots cut the words a choice needs), else one line; a
// longer chip keeps its size and loses words from the end of what it does, never
// its ⚠ part (review 29, letter_en 3: the painter shrank it, then cut its end, the consequence), the whole sentence
// in its tooltip (`say`) and its card's text. Cancel (a quiet chip) ends the last row where it fits, else comes under
// it. Pure: no DOM.
import { chipRows } from "../scene/build.js";
import { chipInset } from "../paint.js";
import { MIN_TEXT, fitText, textWidth } from "../scene/text.js";

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

/**
 * Lay out `chips` (as chipRows takes them, same options) a slot each from (x0, y0); return the foot, `below` under.
 * `opts.foot`: the band's foot; a desk's slots take two lines where all of them fit above it, so a long chip shows its
 * words whole (newcomer review 32, letter_en 2: "Insane: Look… — already known", one line while the band had room for
 * two). The slots' lines depend on how many chips there are, never on their words: the k-th move keeps its place.
 */
export function slotRows(items, chips, x0, y0, width, fs, opts = {}) {
  if (!chips.length) return y0;
  const lines = opts.kept ? slotLines(width) : wholeLines(chips, width, fs);   // `kept`: the band's room measured
  const wide = lines < 2 && opts.foot !== undefined ? laidSlots(chips, 2, x0, y0, width, fs, opts) : null;
  let laid = wide && foot(wide, opts) <= opts.foot ? wide : laidSlots(chips, lines, x0, y0, width, fs, opts);
  // a kept band's one-line slots cut a long ⚠ chip's move ("Sane: Compare the deck's… ⚠ …"): each chip then takes
  // the lines its words need, where that is no taller than the band drawn anyway (newcomer review 37, letter_en 2)
  const grown = opts.kept && laid.some(cutChip) ? grownSlots(chips, x0, y0, width, fs, opts) : null;
  if (grown && foot(grown, opts) <= Math.max(opts.foot ?? -Infinity, foot(laid, opts))) laid = grown;
  items.push(...laid);
  return foot(laid, opts);
}

/** Return whether a laid-out chip lost words ("…" the kernel did not write; fitSlot keeps them in `say`). */
export function cutChip(c) {
  const dots = (text) => (String(text).match(/…/gu) ?? []).length;
  return c.type === "chip" && dots(c.text) > dots(c.say ?? c.text);
}

/** Return `chips` a row each from (x0, y0), each as many lines as its words need whole at `fs`, Cancel beside the first
 * row with room for it; null where a chip needs more than MOST_LINES. */
function grownSlots(chips, x0, y0, width, fs, opts) {
  const laid = [];
  let y = y0;
  for (const chip of chips.filter((c) => !c.quiet)) {
    const lines = [1, 2, 3, 4].slice(0, MOST_LINES).find((n) => fitsIn(chip.text, n, fs, slotRoom(width, fs, n)));
    if (!lines) return null;
    const one = [];
    chipRows(one, [chip], x0, 0, width, fs, { ...opts, below: 0 });
    const c = one[0];
    const wrapped = lines > 1 || c.rows !== undefined || c.w > width;
    if (wrapped) Object.assign(c, { rows: lines, h: slotHeight(fs, lines), w: width });
    laid.push(Object.assign(c, { y }));
    y += c.h + GAP;
  }
  for (const chip of chips.filter((c) => c.quiet)) {
    const one = [];
    chipRows(one, [chip], x0, 0, width, fs, { ...opts, below: 0 });
    // beside a row with room, else beside a wrapped move still whole that much narrower: a row of its own for Cancel
    // made ja's Hound of Tindalos band 26 px taller than the band the hand keeps room for (review 37, letter_en 2)
    const room = width - one[0].w - 8;
    const narrow = laid.findLast((r) => r.rows && fitsIn(r.text, r.rows, fs, slotRoom(room, fs, r.rows)));
    if (!laid.some((r) => r.x + r.w + 8 + one[0].w <= x0 + width) && narrow) narrow.w = room;
    const row = laid.find((r) => r.x + r.w + 8 + one[0].w <= x0 + width);
    laid.push(Object.assign(one[0], row ? { x: row.x + row.w + 8, y: row.y } : { y }));
  }
  return laid;
}

// the most lines a slot takes: a long ⚠ chip wraps rather than shrinks or loses words (newcomer review 36, letter_en 2)
const MOST_LINES = 4;

/** Return the lines of the slots of `chips` in a band `width` px wide: the band's own (slotLines), more where a chip's
 * words need them whole at `fs` (its ⚠ chips were cut or drawn at 11 px: newcomer review 36, letter_en 2). */
function wholeLines(chips, width, fs) {
  const whole = (n) => chips.every((c) => c.quiet || fitsIn(c.text, n, fs, slotRoom(width, fs, n)));
  let n = slotLines(width);
  while (n < MOST_LINES && !whole(n)) n += 1;
  return n;
}

/** Return the foot of laid-out chips, `below` under. */
function foot(laid, opts) {
  return Math.max(...laid.map((c) => c.y + c.h)) + (opts.below ?? 10);
}

/** Return `chips` laid out in slots of `lines` lines from (x0, y0). */
function laidSlots(chips, lines, x0, y0, width, fs, opts) {
  const pitch = slotHeight(fs, lines) + GAP;
  const laid = [];
  let row = -1;
  const slot = (chip, room) => {
    const one = [];
    chipRows(one, [chip], x0, 0, room, fs, { ...opts, below: 0 });
    const c = one[0];
    // the painter's own room decides the rows (chipRows wraps wider): a row too few drew the words smaller
    for (let r = c.rows ?? 1; r < lines && !c.quiet && !opts.kept && !fitsIn(c.text, r, fs, slotRoom(room, fs, r)); r += 1) {
      Object.assign(c, { rows: r + 1, h: slotHeight(fs, r + 1), w: room });
    }
    if (c.rows > lines) Object.assign(c, { rows: lines, h: slotHeight(fs, lines) });
    fitSlot(c, lines, fs, room, opts.kept);
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
  return filled(laid, slotHeight(fs, lines), x0 + width);
}

/** Return `laid` with each move's chip that has a move under it as tall as its slot and as wide as the band: a one-line
 * chip in a two-line slot left an empty row under it that read as a missing chip (newcomer review 39, letter_en 7).
 * The last move keeps its height: Cancel under it stays where it was, and the band's height with it. */
function filled(laid, h, right) {
  const moves = laid.filter((m) => !m.quiet);
  for (const c of moves.filter((m) => m.h < h && moves.some((n) => n.y > m.y))) Object.assign(c, { h, w: right - c.x });
  return laid;
}

/** Fit a chip's words to its `lines` at `fs`: its start kept, trailing clauses then words dropped with "…". */
function fitSlot(c, lines, fs, width, shrink = false) {
  if (c.rows === undefined && c.w < width) return;   // one line, narrower than the slot: whole
  const fits = (text) => fitsIn(text, lines, fs, slotRoom(width, fs, lines));
  if (fits(c.text)) return;
  // A cut keeps each part's start, never a splice inside a part: a ⚠ cut in its middle read false ("⚠ you may… 15
  // unseen cards are a 5 or 6"), a move cut before its card lost it ("Compare… (6)") (newcomer review 31, letter_en
  // 1, 063, 007; letter_zh 5, 140). The move keeps its target and card (up to the colon and its first words; whole
  // without a colon), its consequence its ⚠ and first clause; what goes, goes from a part's end with "…" (`say` has it).
  const at = c.text.search(/⚠|—/u);
  const move = at > 0 ? c.text.slice(0, at).trimEnd() : c.text;
  const warn = at > 0 ? c.text.slice(at) : "";
  // the head runs to the move's last colon: "Sane: On yourself:" names whom the move targets ("Sane: On…" hid it:
  // newcomer review 33, letter_en 2, 103)
  const colon = Math.max(move.lastIndexOf(":"), move.lastIndexOf("：")) + 1;
  // the move's words from its end, at last its whole clause after the colon ("…on yourself… — the opponent is
  // protected"): a short consequence (an outcome: "— takes Cthulhu: you win") stays whole before the move's words go
  const moves = [move, ...(colon > 0 ? [...startCuts(move, colon), `${move.slice(0, colon - 1).trimEnd()}…`] : [])];
  const firm = moves.slice(0, Math.max(1, moves.length - (unitsOf(move).spaced ? 2 : 1)));
  const warns = warn ? [warn, ...startCuts(warn, 2, true)] : [""];
  const clause = warns.findIndex((w) => !/[,:;，：；、。]/u.test(w.slice(0, -1)));
  const { spaced, units } = unitsOf(warn);
  const short = units.length <= (spaced ? 8 : 20);
  const sep = warn ? " " : "";
  // a ⚠ part is read whole (newcomer review 35, letter_en 2: "Insane… ⚠ if the last clue is Elder Sign…" hid the
  // loss): the move's words go first; a move's never in a smaller font (review 36, letter_en 2: drawn at 11 px)
  if (warn.startsWith("⚠")) {
    const whole = moves.map((m) => `${m}${sep}${warn}`);
    const shrunk = (text) => shrink && fitsIn(text, lines, fs, slotRoom(width, fs, lines), MIN_TEXT);   // an answer's
    const kept = whole.find(fits) ?? whole.find(shrunk);
    if (kept) return void Object.assign(c, { text: kept, say: c.say ?? c.text, w: width });
  }
  const tries = short ? [[moves, [warn]], [moves, warns]]
    : [[firm, [warn]], [[move], warns.slice(0, clause + 1)], [moves, warns]];
  // one cut at most where one keeps the ⚠'s first clause, else its first three words: "Play The Shining
  // Trapezohedron: no… ⚠ you may have to play The Silver…" cut both parts (newcomer review 32, letter_en 2, 150)
  const all = tries.flatMap(([ms, ws]) => ws.flatMap((w) => ms.map((m) => [m, w])));
  const once = ([m, w]) => m === move || w === warn;
  const said = ([, w]) => warns.indexOf(w) <= Math.max(clause, 0);
  const three = ([, w]) => unitsOf(w.replace(/…$/u, "")).units.length >= Math.min(3, units.length);
  // then the ⚠'s first clause kept with the move's head, cut twice: "Sane: On the opponent… ⚠ if the last clue is
  // Elder Sign (1 unseen)…" rather than one cut in that clause (newcomer review 33, letter_en 2)
  const ranked = [...all.filter((p) => once(p) && said(p)), ...all.filter(said),
                  ...all.filter((p) => once(p) && three(p)), ...all];
  const cut = ranked.map(([m, w]) => `${m}${sep}${w}`).find(fits);
  if (cut) Object.assign(c, { text: cut, say: c.say ?? c.text, w: width });
}

/** Return whether `text` shows whole in a two-line slot (the most a slot takes) of a band `width` px wide at `fs`. */
export function wholeInSlot(text, width, fs) {
  return fitsIn(text, 2, fs, slotRoom(width, fs, 2));
}

/** Return the room for a slot's words: the painter's own, inside the pill's round ends (paint.js chipInset). The whole
 * height (h) took 12 px more and cut a phone's chip that fits two lines (newcomer review 32, letter_zh). */
function slotRoom(width, fs, lines) {
  return width - 2 * Math.ceil(chipInset(slotHeight(fs, lines), Math.max(MIN_TEXT, fs), lines));
}

/** Return `text`'s starts, longest first, at least `least` long: whole clauses, then words (CJK: characters), "…". */
function startCuts(text, least, chars = false) {
  const { spaced } = unitsOf(text);
  const clauses = [...text.matchAll(/\s*[,:;，：；、。]/gu)].map((m) => m.index).filter((i) => i > least);
  const first = Math.min(...clauses, text.length);
  // CJK: after a name's closing bracket; a consequence (`chars`) at last at any character outside a name
  // (「ウルター…」 cut the card, 「若對手棄牌堆無瘋…」 a clause: review 31, letter_zh 5)
  const whole = (i) => [["「", "」"], ["（", "）"]].every(([o, e]) => text.slice(0, i).split(o).length
                                                                     === text.slice(0, i).split(e).length);
  const words = spaced ? [...text.matchAll(/\S\s+/gu)].map((m) => m.index + 1)
    : [...text].map((_, i) => i).filter((i) => whole(i) && (chars || /[」）]/u.test(text[i - 1])));
  const at = [...clauses.reverse(), ...words.filter((i) => i > least && i < first).reverse()];
  // no dangling small word before the "…" ("Swap Cats of Ulthar for the…")
  const bare = (t) => t.replace(/[\s,:;，：；、。(（]+$/u, "").replace(/(\s+(the|a|an|of|for|with|to|from|and|its))+$/iu, "");
  return [...new Set(at.map((i) => `${bare(text.slice(0, i))}…`))];
}

/** Return whether `text` fits `lines` lines `room` px wide at `fs`, or shrunk to `min` (the painter's wrap), uncut. */
function fitsIn(text, lines, fs, room, min = fs) {
  return !fitText(text, { width: room, size: fs, min, maxLines: lines,
                          measure: (x, s) => textWidth(x, s, true) }).cut;
}

/** Return `text`'s words (characters in CJK) and whether they are spaced. */
function unitsOf(text) {
  const spaced = /\s/.test(text) && !/[\u3040-\u9fff]/u.test(text);   // CJK words: cut by character
  return { spaced, units: spaced ? text.split(/\s+/) : [...text] };
}
