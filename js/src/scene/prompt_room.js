// A prompt's block of a fixed height: the table's ask ("Your turn: move one step…", a combo's "Join … or decline")
// fitted to a few lines, shrunk to fit them rather than taking another, so what lies below it (the hand) keeps one y
// whatever the prompt says (newcomer review 7, rooms at 1280: the hand moved with the prompt's length). For the
// games' layouts (chaos/panel.js, letter/layout.js, mythos/layout.js), which the lead switches to it.
import { MIN_TEXT, wrapLines } from "./text.js";

export const PROMPT_LINES = 2;   // a prompt's room: two lines at the table's size

/** Return the px `count` lines of size `size` take, drawn `gap` px apart (as the layouts' p.line draws them). */
export function linesHeight(count, size, gap = Math.round(size / 3)) {
  return count > 0 ? count * size + (count - 1) * gap : 0;
}

/**
 * Return {size, lines, height} of `text` in a block `width` px wide: its lines at `size`, else at the largest size
 * down to `min` that fits `lines` lines; the block's `height` is `lines` lines at `size`, the same for every prompt
 * that fits (a prompt too long even at `min` takes the lines it needs: a prompt is read whole, never cut). `gap`: the
 * px between lines as the layout draws them (Letter: 4), else a third of the size.
 */
export function promptRoom(text, { width, size, lines = PROMPT_LINES, min = MIN_TEXT, bold = true, gap }) {
  const high = (count, at) => linesHeight(count, at, gap ?? Math.round(at / 3));   // a layout's own line gap if given
  const room = high(lines, size);
  const said = String(text ?? "");
  if (!said.trim()) return { size, lines: [], height: room };
  for (let s = Math.floor(size); s >= Math.min(min, size); s--) {
    const wrapped = wrapLines(said, width, s, bold);
    if (wrapped.length <= lines) return { size: s, lines: wrapped, height: room };
  }
  const at = Math.min(min, size);
  const wrapped = wrapLines(said, width, at, bold);
  return { size: at, lines: wrapped, height: Math.max(room, high(wrapped.length, at)) };
}
