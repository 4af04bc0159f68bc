// A role swap's banner over the board (CH-SWAP-1, CH-SWAP-4; newcomer review 17, finding 1: the reader's piece or
// partner became a ghost/patient and only a toast and the story said so): one short line across the board's top,
// who is now what and what that role may do, in the table's language. It presses nothing (no id: clicks go through)
// and goes at the next move or after SWAP_BANNER_MS, whichever comes first. The page's `ui` remembers the roles seen.
import { INK } from "../scene/build.js";
import { wrapLines } from "../scene/text.js";

export const SWAP_BANNER_MS = 4000;

/** Return the view's moment: it changes with any move (a step, a card, a turn), so the banner goes at the next. */
function momentOf(view) {
  const pieces = (view.pieces ?? []).map((p) => `${p.seat}:${p.role}:${p.cell}`).join(" ");
  const hands = Object.entries(view.hands ?? {}).map(([s, h]) => `${s}:${h?.count}`).join(" ");
  return [view.round, view.turn, view.phase, view.to_act, view.extra_steps, view.prompt?.picked?.length, pieces,
          hands].join("|");
}

/** Return the reader's and its partner's seats whose role changed since the roles `before`, the reader's first. */
function changed(seat, roles, before) {
  const mate = `${seat[0]}${seat[1] === "1" ? "2" : "1"}`;
  return [seat, mate].filter((s) => before[s] && roles[s] && before[s] !== roles[s]);
}

/** Return the banner to show now ({seat, role}) from the page's memory, or null; remember the roles seen. */
function current(t) {
  const { view, ui, seat } = t;
  const roles = Object.fromEntries((view.pieces ?? []).map((p) => [p.seat, p.role]));
  const book = (ui.chaosSwap ??= {});
  const now = ui.now ?? Date.now();
  const moment = momentOf(view);
  if (book.seat !== seat || (book.turn ?? 0) > (view.turn ?? 0)) Object.assign(book, { seat, roles: null, shown: null });
  const swaps = book.roles ? changed(seat, roles, book.roles) : [];
  Object.assign(book, { roles, turn: view.turn ?? 0 });
  if (swaps.length) book.shown = { who: swaps[0], role: roles[swaps[0]], moment, at: now };
  const shown = book.shown;
  if (!shown || shown.moment !== moment || now - shown.at >= SWAP_BANNER_MS) {
    book.shown = null;
    return null;
  }
  return shown;
}

/** Draw the banner across the board's top (`board`: layoutBoard's geometry) when the reader's or partner's role has
 * just changed. */
export function swapBanner(t, board) {
  if (t.design || !t.seat || !t.ui || typeof t.ui !== "object" || t.view.result) return;
  const shown = current(t);
  if (!shown) return;
  const { w, fs } = t;
  const role = w(shown.role);
  const words = { role, seat: shown.who, can: w(`swap_can_${shown.role}`) };
  const text = w(shown.who === t.seat ? "swap_you" : "swap_partner", words);
  const width = board.cols * board.cs;
  const lines = wrapLines(text, width - 2 * fs, fs + 1, true).slice(0, 3);
  const h = lines.length * (fs + 5) + 12;
  const y = board.by + Math.round(board.cs * 0.15);
  t.items.push({ type: "rect", x: board.bx, y, w: width, h, fill: "rgba(20, 16, 40, 0.88)", label: "swap-banner" });
  lines.forEach((line, i) => t.text(line, board.bx + width / 2, y + 6 + i * (fs + 5), {
    size: fs + 1, bold: true, align: "center", colour: INK.gold, maxW: width - 2 * fs,
    label: i ? `swap-banner-text-${i}` : "swap-banner-text" }));
}
