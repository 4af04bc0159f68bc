// The reader's own say over a bot's folded panel (newcomer review 17, finding 2): a panel the table folded flat to its
// name and numbers, to keep the hand in the window, carries a chip "▾ Show Bot 2's table" that lays it out whole right
// under it, over the table, and the chip turns to "▴ Hide Bot 2's table"; the choice stays (ui.panelOpen) until undone.
// The table under it is the one laid out with it shut: the opened table drew the reader's own panel smaller and moved it
// (newcomer review 31, mythos_en 1); laid below the hand it opened off a 1280×800 window (review 32, mythos_en 4).
import { INK } from "../scene/build.js";
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
  if (p.seat === t.me?.seat || !flat(t, folded)) return null;
  const open = Boolean(t.chosenOpen?.has(p.seat));
  const size = Math.max(MIN_TEXT, t.sizes.fs - 1);
  const [show, hide] = [`▾ ${t.w("panel_show", { seat: t.who(p.seat) })}`, `▴ ${t.w("panel_hide", { seat: t.who(p.seat) })}`];
  // one width for both, so Hide comes where Show was pressed and the title beside it keeps its room
  const w = Math.ceil(Math.max(textWidth(show, size), textWidth(hide, size))) + Math.round(size * 1.6);
  const zone = `panel-${p.seat}-open`;
  return { type: "chip", w, h: t.sizes.fs + 4, text: open ? hide : show, size,
           id: `select:${open ? `${zone}-shut` : zone}`, quiet: true, label: `fold-${p.seat}` };
}

// the opened table's layer: over the table's items (a press there is the opened table's), under a card's zoom (z 10)
const OVER = 5;

/** Move the items of the table the reader opened (`part`, laid out on its own) right under seat `seat`'s folded panel,
 * over what lies there, in sight without a scroll: nothing under it moves, a press on it never reaches what it covers. */
export function laidOver(items, part, seat) {
  const folded = items.find((i) => i.type === "mpanel" && i.label === `panel-${seat}`);
  const own = items.slice(part.from, part.to);
  const opened = own.find((i) => i.type === "mpanel");
  if (!folded || !opened) return;
  const dy = folded.y + folded.h + 4 - opened.y;
  for (const i of own) Object.assign(i, { y: i.y + dy, z: Math.max(i.z ?? 0, OVER + 1) });
  // the table's own colour around it, catching the presses ("cmd:none" stops them: scene/hit.js)
  items.splice(part.from, 0, { type: "rect", x: opened.x - 4, y: opened.y - 4, w: opened.w + 8, h: opened.h + 8,
                               fill: INK.table, id: "cmd:none", z: OVER, label: `opened-${seat}` });
}
