// The Letter band's chips in fixed slots (newcomer review 28, letter_en 2, 072/073): a card's first chip wrapped to two
// lines moved every chip below it 16 px, and a click aimed where "On the opponent" had been hit nothing. Each move's
// chip has a row of its own, a fixed pitch below the one before, so the k-th move lies in the same place whatever the
// words of the others. A slot is one line at a desk (the band has no px to spare: round6b's 656 px) and two on a
// phone (where most chips wrap); a longer chip's words are shrunk, then cut with an ellipsis (the painter's fit), the
// whole sentence in its tooltip (`say`) and its card's text. Cancel (a quiet chip) ends the last row where it fits,
// else comes under it. Pure: no DOM.
import { chipRows } from "../scene/build.js";

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
