// The reader's own say over a bot's folded panel (newcomer review 17, finding 2): a panel the table folded flat to its
// name and numbers, to keep the hand in the window, carries a chip "▾ Show Bot 2's table" that lays it out whole right
// in its place, and the chip turns to "▴ Hide Bot 2's table"; the choice stays (ui.panelOpen) until undone.
// The table around it is the one laid out with it shut, the reader's panel pushed down the same size: the opened table
// drew the reader's own panel smaller (newcomer review 31, mythos_en 1), opened off a 1280×800 window below the hand
// (review 32, mythos_en 4), and laid over the table it covered the reader's own panel (review 34, mythos_en 1).
import { MIN_TEXT, textWidth } from "../scene/text.js";

/** Return whether a panel laid out `folded` shows only its name and numbers. */
export const flat = (t, folded) => folded === "flat" || (folded === true && t.fighting);

/** Return how seat `p`'s panel is laid out: as the table folds it (`fold`), the reader's choice or not; remember the
 * chip's choice (ui.panelOpen) and, where the panel is flat and opened, note it to draw whole below the hand
 * (`t.chosenOpen`: layout.js). */
export function chosenFold(t, p, fold) {
  const ui = t.ui && typeof t.ui === "object" ? t.ui : null;
  const zone = `panel-${p.seat}-open`;
  if (ui && t.open === zone) ui.panelOpen = p.seat;
  if (ui && t.open === `${zone}-shut`) ui.panelOpen = null;
  // (not to measure the table: its fitted height is the shut one's, so opening it never rescales the table)
  if (ui?.panelOpen === p.seat && !ui.fitting && flat(t, fold)) t.chosenOpen = new Set([...(t.chosenOpen ?? []), p.seat]);
  return fold;
}

/** Return whether seat `p`'s panel laid out `folded` is the brief one: the bot's on a two-seat desk in a fight, in sight
 * beside the reader's (folded flat behind a "Show" chip, the bot's table was hidden and the panels folded like an
 * accordion: newcomer review 24, mythos_en 3, open since review 23): its name and score line, then its cards (location,
 * threat, allies, adventures…) on one row, smaller. Flat stays the last resort where even that leaves no room. */
export const brief = (t, folded, p) => folded === "brief" && p.seat !== t.me?.seat;

/** Return the chip of seat `p`'s panel laid out `folded` (its size, words and action), or null where it has none: a flat
 * panel's Show, or its Hide where the reader opened it. */
export function foldChip(t, p, folded) {
  const open = Boolean(t.chosenOpen?.has(p.seat));
  if (p.seat === t.me?.seat || (!flat(t, folded) && !open)) return null;
  const size = Math.max(MIN_TEXT, t.sizes.fs - 1);
  // (its Show says the table is folded: "Show Bot 2's table" left the fold unsaid, newcomer review 36, mythos_en 2)
  const [show, hide] = [`▾ ${t.w("panel_folded", { seat: t.who(p.seat) })}`, `▴ ${t.w("panel_hide", { seat: t.who(p.seat) })}`];
  // one width for both, so Hide comes where Show was pressed and the title beside it keeps its room
  const w = Math.ceil(Math.max(textWidth(show, size), textWidth(hide, size))) + Math.round(size * 1.6);
  const zone = `panel-${p.seat}-open`;
  return { type: "chip", w, h: t.sizes.fs + 4, text: open ? hide : show, size,
           id: `select:${open ? `${zone}-shut` : zone}`, quiet: true, label: `fold-${p.seat}` };
}

/** Put the table the reader opened (`part`, laid out on its own after the others) in the place of seat `seat`'s folded
 * panel (its part among `parts`), everything under it pushed down by what it adds, the hand only by what its `slack`
 * (the room it was dropped by to sit at a 1280×800 window's foot) does not take, the reader's panel only by what the
 * room above it (`seated`: layout.js seatStill) does not. Return how far the hand went down. */
export function laidIn(items, parts, part, seat, slack, seated = 0) {
  const shut = parts.find((q) => q.name === "others" && items[q.from]?.type === "mpanel" && items[q.from].label === `panel-${seat}`);
  const own = items.slice(part.from, part.to);
  const opened = own.find((i) => i.type === "mpanel");
  if (!shut || !opened) return 0;
  const dy = (part.y1 - part.y0) - (shut.y1 - shut.y0);
  const hand = parts.find((q) => q.name === "hand");
  const handItems = new Set(hand ? items.slice(hand.from, hand.to) : []);
  const handDy = Math.max(0, dy - Math.max(0, slack));
  const me = parts.find((q) => q.name === "me");
  const mine = new Set(me && seated > 0 ? items.slice(me.from, me.to) : []);
  const up = items[shut.from].y - opened.y;
  const below = (i) => (handItems.has(i) ? handDy : mine.has(i) ? Math.max(0, dy - seated) : dy);
  for (const i of items.slice(shut.to, part.from)) i.y += below(i);
  for (const i of own) i.y += up;
  items.splice(shut.from, shut.to - shut.from);
  return handDy;
}
