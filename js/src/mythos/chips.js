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
  const end = chipRows(items, chips, x0, y0, width, fs, opts) - upBeside(items.slice(from), x0, width, fs);
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
