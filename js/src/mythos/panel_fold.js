// The reader's own say over a bot's folded panel (newcomer review 17, finding 2): a panel the table folded flat to its
// name and numbers, to keep the hand in the window, carries a chip "▾ Show Bot 2's table" that lays it out whole, and
// the opened panel a chip "▴ Hide Bot 2's table" that folds it again; the choice stays (ui.panelOpen) until undone.
import { MIN_TEXT, textWidth } from "../scene/text.js";

/** Return whether a panel laid out `folded` shows only its name and numbers. */
export const flat = (t, folded) => folded === "flat" || (folded === true && t.fighting);

/** Return how seat `p`'s panel is laid out: unfolded where the reader opened it by its chip, else as the table folds
 * it (`fold`); remember the chip's choice (ui.panelOpen), which keeps the Hide chip on the panel until pressed. */
export function chosenFold(t, p, fold) {
  const ui = t.ui && typeof t.ui === "object" ? t.ui : null;
  const zone = `panel-${p.seat}-open`;
  if (ui && t.open === zone) ui.panelOpen = p.seat;
  if (ui && t.open === `${zone}-shut`) ui.panelOpen = null;
  // (not to measure the table: its fitted height is the folded one's, so opening it never rescales the table)
  if (ui?.panelOpen !== p.seat || ui.fitting) return fold;
  t.chosenOpen = new Set([...(t.chosenOpen ?? []), p.seat]);
  // its cards smaller where the hand needs the room (layout.js foldTries), brief in a fight where even that is too tall
  return t.openSmall ? t.openSmall : false;
}

/** Return whether seat `p`'s panel laid out `folded` is the brief one: the bot's on a two-seat desk in a fight, in sight
 * beside the reader's (folded flat behind a "Show" chip, the bot's table was hidden and the panels folded like an
 * accordion: newcomer review 24, mythos_en 3, open since review 23): its name and score line, then its cards (location,
 * threat, allies, adventures…) on one row, smaller. Flat stays the last resort where even that leaves no room. */
export const brief = (t, folded, p) => folded === "brief" && p.seat !== t.me?.seat;

/** Return the chip of seat `p`'s panel laid out `folded` (its size, words and action), or null where it has none. */
export function foldChip(t, p, folded) {
  const shut = flat(t, folded);
  // the reader's own panel folds only while the bot's is opened (layout.js): that chip's Hide gives it back
  if (p.seat === t.me?.seat || (!shut && !t.chosenOpen?.has(p.seat))) return null;
  const size = Math.max(MIN_TEXT, t.sizes.fs - 1);
  const text = `${shut ? "▾" : "▴"} ${t.w(shut ? "panel_show" : "panel_hide", { seat: t.who(p.seat) })}`;
  const zone = `panel-${p.seat}-open`;
  return { type: "chip", w: Math.ceil(textWidth(text, size)) + Math.round(size * 1.6), h: t.sizes.fs + 4, text, size,
           id: `select:${shut ? zone : `${zone}-shut`}`, quiet: true, label: `fold-${p.seat}` };
}
