// The Letter prompt's block: one height from the first turn, as tall as the longest prompt the kernel says takes at
// the table's width, so the hand and deck row below never moves and no prompt is drawn under PROMPT_MIN px.
// Newcomer review 9 (desk, d02 / d12): a three-line prompt ("… You are sane, so Nyarlathotep … uses its Sane effect")
// grew the band ~16 px, moved the hand row and shrank to 11 px (scene/prompt_room.js keeps two lines only).
import { wrapLines } from "../scene/text.js";

export const PROMPT_MIN = 12;   // a prompt's smallest size at a desk's width (a phone's table size is smaller: that)
const GAP = 4;                  // px between a prompt's lines, as layout.js draws them
// The longest turn prompt of the kernel (games/letter/texts.py `prompt`: "You must play <the longest name>: …" and
// the Cthulhu danger, or "Your turn: …" and a lesson) measured in bold ems (scene/text.js estimate), rounded up.
const PROMPT_EMS = { en: 145, zh: 100, ja: 152 };
const WRAP = 0.9;   // the share of a line's width words fill on average (a word that does not fit starts a line)

/** Return the px `count` lines of `size` take. */
function high(count, size) {
  return count > 0 ? count * size + (count - 1) * GAP : 0;
}

/** Return how many lines the room of a prompt keeps at `width` px: the longest prompt's at its smallest size. */
export function promptLines(lang, width, size) {
  const ems = PROMPT_EMS[String(lang).slice(0, 2)] ?? PROMPT_EMS.en;
  return Math.max(2, Math.ceil((ems * Math.min(PROMPT_MIN, size)) / (width * WRAP)));
}

/**
 * Return {size, lines, height} of a prompt in the Letter band `width` px wide: its lines at the largest size from
 * `size` down to PROMPT_MIN (the table's size when smaller) that fit the room; `height` is the room's, the same for
 * every prompt (one too long even at the smallest size takes the lines it needs: a prompt is read whole). `lines`:
 * the room's lines at the smallest size (the longest turn prompt's by default; a selected card's prompt, JS's own
 * words, keeps two: its band's chips come under it, and the band is kept as tall as the tallest of them anyway).
 */
export function fitPrompt(text, { width, size, lang, lines: most = promptLines(lang, width, size), grow = false }) {
  const min = Math.min(PROMPT_MIN, size);
  const room = Math.max(high(most, min), high(2, size));
  const said = String(text ?? "");
  if (!said.trim()) return { size, lines: [], height: room };
  // `grow`: a selected card's prompt keeps the table's size and takes the lines it needs (its band keeps room for the
  // tallest selection's chips below): The Shining Trapezohedron's three lines fell to a smaller bold font (newcomer
  // review 11, finding 7, desk 024)
  if (grow) {
    const lines = wrapLines(said, width, size, true);
    return { size, lines, height: Math.max(room, high(lines.length, size)) };
  }
  for (let s = Math.floor(size); s >= min; s--) {
    const lines = wrapLines(said, width, s, true);
    if (high(lines.length, s) <= room) return { size: s, lines, height: room };
  }
  const lines = wrapLines(said, width, min, true);
  return { size: min, lines, height: Math.max(room, high(lines.length, min)) };
}
