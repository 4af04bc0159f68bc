// The Letter table's naming chips (Investigators, Deep Ones: a value named, LS-P1) in a grid of equal cells: a number
// keeps its cell on every turn, its consequence ("· none left", "— you know it is a 6") wrapped or shrunk inside it.
// Chips as wide as their words moved "Name 6" sideways when "Name 4 · none left" came, and a tap by position named 5
// (newcomer review 22, Letter zh-TW finding 2, 042 vs 080). Pure: no DOM.
import { chipRows } from "../scene/build.js";
import { MIN_TEXT, textWidth, wrapLines } from "../scene/text.js";

const GAP = 8;
const CORNER = 6;   // a cell is a rounded box, not a pill: its two lines keep the cell's width (a pill's ends cut it)

/** Return the grid's columns: 4, else fewer, each cell at least as wide as the longest name (`head`, "Sane: Name 8"). */
export function gridColumns(width, fs, head) {
  const least = textWidth(head, fs, true) + Math.round(fs * 1.6);
  return [4, 3, 2].find((cols) => (width - (cols - 1) * GAP) / cols >= least) ?? 1;
}

/**
 * Lay out `chips` ({text, id, quiet, say, value}) from (x0, y0) within `width`: those naming a value in the grid's
 * cells, by value (the game's values in order: the same every turn), the others after them: Cancel (the quiet chip)
 * in the cell after the last number where there is one, the rest in rows under the grid. Return the foot, `below` under.
 */
export function nameGrid(items, chips, x0, y0, width, fs, { below = 12, head }) {
  const slots = [...new Set(chips.filter((c) => c.value !== undefined).map((c) => c.value))].sort((a, b) => a - b);
  const cols = gridColumns(width, fs, head);
  const cw = Math.floor((width - (cols - 1) * GAP) / cols);
  // as tall as a chip row, or as two lines at the least size where that is taller: a cell's words never make it taller
  const h = Math.max(Math.round(fs * 2), Math.round(2.2 * MIN_TEXT + 4));
  const cell = (i) => ({ x: x0 + (i % cols) * (cw + GAP), y: y0 + Math.floor(i / cols) * (h + 4), w: cw, h });
  const fits = (c) => textWidth(c.text, fs, true) <= cw - 2 * CORNER;   // else two lines from the least size
  let size = fs;   // one size for every cell of the grid (review 41, letter_en 8, 038: one name smaller than the rest)
  const put = (c, i) => {
    const one = fits(c) && size === fs;
    items.push({ type: "chip", ...cell(i), text: c.text, size, id: c.id, quiet: Boolean(c.quiet),
                 fit: true, rows: one ? 1 : 2, corner: CORNER, ...(c.say ? { say: c.say } : {}) });
  };
  const names = chips.filter((c) => c.value !== undefined);
  // a head every name shares ("Sane: ", 理智：) is left out where the cell cannot hold it: the cell keeps the number
  // and its consequence ("Sane: Name 8 — eliminates Cthulhu: you win" did not fit a phone's cell)
  const shared = names[0]?.text.match(/^[^:：]+[:：]\s*/)?.[0];
  const bare = shared && names.every((c) => c.text.startsWith(shared));
  // kept where the cell holds it, two lines at the least: "Name 2" beside "Insane: …" read as no row at all (newcomer
  // review 28, letter_en 7, 099); a longer consequence drops it (its cell then says the number and what it does)
  const holds = (text) => wrapLines(text, cw - 2 * CORNER, MIN_TEXT, true).length <= 2;
  const cells = names.map((c) => (bare && !holds(c.text) ? { ...c, text: c.text.slice(shared.length) } : c));
  const cancel = slots.length % cols ? chips.find((c) => c.value === undefined && c.quiet) : undefined;
  size = [...cells, ...(cancel ? [cancel] : [])].every(fits) ? fs : MIN_TEXT;
  cells.forEach((c) => put(c, slots.indexOf(c.value)));
  if (cancel) put(cancel, slots.length);
  const rest = chips.filter((c) => c.value === undefined && c !== cancel);
  const foot = y0 + Math.ceil(slots.length / cols) * (h + 4) - 4;
  return rest.length ? chipRows(items, rest, x0, foot + 6, width, fs, { below }) : foot + below;
}
