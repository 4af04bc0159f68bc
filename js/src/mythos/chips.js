// The Mythos table's chips laid out whole: scene/build.js chipRows wraps a chip to at most three lines, and a Japanese
// action's label on a phone ("「ウォーターベリー州立病院」へ近隣移動する：…（⚠ …）") needs four or five, so it was cut
// with "…" (newcomer review 14, finding 4). Pure: no DOM, no rules.
import { chipRows } from "../scene/build.js";
import { wrapLines } from "../scene/text.js";

/**
 * chipRows (same arguments, same return), then each chip whose label needs more lines than it was given grows to
 * hold them all, the chips under it moved down as far: every chip reads whole, never cut.
 */
export function wholeChips(items, chips, x0, y0, width, fs, opts = {}) {
  const from = items.length;
  const end = chipRows(items, chips, x0, y0, width, fs, opts);
  const pad = Math.round(fs * 1.6);
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
  return end + grown;
}
