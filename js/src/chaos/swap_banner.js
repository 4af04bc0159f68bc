// A role swap's banner by the board (CH-SWAP-1, CH-SWAP-4; newcomer review 17, finding 1: the reader's piece or
// partner became a ghost/patient and only a toast and the story said so): a short line beside the board (wide) or
// above it (narrow), on no cell, who is now what and what that role may do, in the table's language. It presses
// nothing (no id: clicks go through) and goes at the reader's next move (the bots' moves keep it) or after
// SWAP_BANNER_MS, whichever comes first; one shown while the reader waited goes at its next decision: the
// scene's `redrawIn` asks the page to lay the table out again then. The page's `ui` remembers the roles seen.
import { INK } from "../scene/build.js";
import { cellName } from "./labels.js";
import { textWidth, wrapLines } from "../scene/text.js";

export const SWAP_BANNER_MS = 4000;
const STEP = 3;   // a narrow table's banner's line gap
const READ = new Set(["text", "chip", "seat", "ccard", "tod", "piece", "cell", "key", "spawn", "error"]);

/** Return the view's moment: it changes with any move (a step, a card, a turn), so the banner goes at the next. */
function momentOf(view) {
  const pieces = (view.pieces ?? []).map((p) => `${p.seat}:${p.role}:${p.cell}`).join(" ");
  const hands = Object.entries(view.hands ?? {}).map(([s, h]) => `${s}:${h?.count}`).join(" ");
  return [view.round, view.turn, view.phase, view.to_act, view.extra_steps, view.prompt?.picked?.length, pieces,
          hands].join("|");
}

/** Return the seats whose role changed since the roles `before`: the reader's, its partner's, then the enemies' (newcomer
 * review 20, chaos_en finding 1: "you are now the ghost; B1 is now the patient"). */
function changed(seat, roles, before) {
  const mate = `${seat[0]}${seat[1] === "1" ? "2" : "1"}`;
  const others = Object.keys(roles).filter((s) => s !== seat && s !== mate).sort();
  return [seat, mate, ...others].filter((s) => before[s] && roles[s] && before[s] !== roles[s]);
}

/** Return the banner to show now ({seat, role, left}: the ms it still stays) from the page's memory, or null; remember
 * the roles seen. */
function current(t) {
  const { view, ui, seat } = t;
  const roles = Object.fromEntries((view.pieces ?? []).map((p) => [p.seat, p.role]));
  const book = (ui.chaosSwap ??= {});
  const now = ui.now ?? Date.now();
  const moment = momentOf(view);
  if (book.seat !== seat || (book.turn ?? 0) > (view.turn ?? 0)) Object.assign(book, { seat, roles: null, shown: null });
  const swaps = book.roles ? changed(seat, roles, book.roles) : [];
  const mine = view.to_act === seat;
  // a swap the reader's own act made (the view before was its decision) is its moment: its time counts now, while the
  // bots play (review 28, chaos_en 4, 153: "You are now a patient…" stayed the bots' whole round)
  const own = book.mine && !mine;
  const before = book.roles;
  Object.assign(book, { roles, turn: view.turn ?? 0, mine });
  if (swaps.length) {
    // a swap while one is still up tells every change since the roles before the first, the reader's own first
    // (review 32, room_zh 1: the reader's own flip, then A2's swap with B2, read "Your partner B2 is now a ghost")
    const up = live(book.shown, moment, mine, now);
    const since = up ? changed(seat, roles, book.shown.from) : [];
    const from = since.length ? book.shown.from : before;
    book.shown = { swaps: (since.length ? since : swaps).map((s) => [s, roles[s]]), from, moment,
                   at: mine || own ? now : null, mine, waited: !mine && !own };
  }
  const shown = book.shown;
  // one shown while the reader waited ends at its next decision, where the hand's news tells its own swap in one line
  // (review 28, chaos_en 4: "You are now a patient…" a round later, 153, then stacked with that news, 154-156)
  if (!live(shown, moment, mine, now)) {
    book.shown = null;
    return null;
  }
  // another seat's move keeps it (newcomer review 18, finding 4: in a burst of bot steps it went a moment after it
  // came), and its time counts from the reader's turn (review 20, chaos_en finding 1: the bots' 4 s took it unseen)
  Object.assign(shown, { moment, mine, at: shown.at ?? (mine ? now : null) });
  return { ...shown, left: shown.at === null ? SWAP_BANNER_MS : SWAP_BANNER_MS - (now - shown.at) };
}

/** Return whether the banner `shown` still stays at `moment` (`mine`: the reader decides now; `now`: the clock). */
function live(shown, moment, mine, now) {
  const over = (shown?.moment !== moment && shown?.mine) || (shown?.waited && mine);
  return !!shown && !over && (shown.at === null || now - shown.at < SWAP_BANNER_MS);
}

/** Return where the banner goes, on no board cell (newcomer review 17 left open: over rows 1-2 it hid the gate for
 * 4 s) and over no line, chip, seat or card the player reads (newcomer review 23, chaos_en finding 4, 083_g54: over the
 * panel's Order row; chaos_ja finding 1, 069_g43: over the hand's card names): in the first free room of the panel
 * beside a wide board, or under a narrow one (review 22, chaos_ja finding 5: not over the column letters); where no
 * room is free, over the panel's top (wide) or the hand's title (narrow) as before. */
export function place(t, board, h, foot) {
  const { fs, m, W } = t;
  const right = board.bx + board.cols * board.cs;
  const x = board.wide ? right + m : m;
  const width = board.wide ? W - right - 2 * m : W - 2 * m;
  const top = board.wide ? board.by : board.bottom + 2;
  const y = freeRoom(readBoxes(t, x, x + width), top, foot, h);
  if (y !== null) return { x, y, width };
  if (board.wide) return { x, y: board.by, width };
  const made = roomAboveOrder(t, h);
  if (made !== null) return { x, y: made, width };
  const title = t.items.find((i) => i.label === "hand-title");
  const chips = t.items.filter((i) => i.type === "chip" && i.y >= board.bottom).map((i) => i.y + i.h + 2);
  return { x, y: title ? Math.max(title.y - 4, ...chips) : Math.max(board.bottom + m, ...chips), width, title };
}

/** Return the top of room `h` tall made on a phone above its turn order, under the hand and its chips (the lines under
 * it move down, the table's foot with them: t.madeFoot), null where no turn order is drawn: with no empty block kept
 * under the hand (newcomer review 35, chaos_ja 2) a banner there covered the hand's title. */
function roomAboveOrder(t, h) {
  const order = t.items.filter((i) => /^(order-next|last-legend)/.test(i.label ?? ""));
  if (!order.length) return null;
  const y = Math.min(...order.map((i) => i.y)) - 2;
  const dy = h + 8;
  t.items.forEach((i, k) => {   // (in place: t.text pushes to this very list)
    if (i.y >= y && !i.background) t.items[k] = { ...i, y: i.y + dy, ...(i.area ? { area: { ...i.area, y: i.area.y + dy } } : {}) };
  });
  t.madeFoot = Math.max(...t.items.map((i) => i.y + (i.h || i.size || 0)));
  return y;
}

/** Return the boxes the player reads (lines, chips, seats, cards, pieces) that cross the columns x0..x1. */
function readBoxes(t, x0, x1) {
  return t.items.filter((i) => READ.has(i.type) && (i.type !== "text" || i.text)).map((i) => {
    if (i.type !== "text") return { x: i.x, y: i.y, w: i.w ?? 1, h: i.h ?? 1 };
    const w = textWidth(String(i.text), i.size ?? t.fs, !!i.bold);
    return { x: i.align === "center" ? i.x - w / 2 : i.align === "right" ? i.x - w : i.x, y: i.y, w, h: i.size ?? t.fs };
  }).filter((b) => b.x < x1 && x0 < b.x + b.w);
}

/** Return the top of the first room `h` tall between `top` and `foot` that no box crosses (null: none). */
function freeRoom(boxes, top, foot, h) {
  const tops = [top, ...boxes.map((b) => b.y + b.h + 3)].filter((y) => y >= top).sort((a, b) => a - b);
  return tops.find((y) => y + h <= foot && !boxes.some((b) => b.y < y + h + 2 && y < b.y + b.h)) ?? null;
}

/** Return the banner's words: the reader's (or partner's) new role and what it may do, then each other changed seat's
 * role, "· B1: patient" (the table's role words, in every language). */
function bannerWords(t, swaps, short = false) {
  const { w, seat } = t;
  const team = swaps.filter(([s]) => s[0] === seat[0]);
  const [who, role] = team[0] ?? [];
  // a patient once the key has opened the gate: to reach it, not find the key (review 33, chaos_en 6)
  const open = role === "patient" && t.view.gate_open && Array.isArray(t.view.map?.gate);
  const can = short ? "" : open ? w("swap_can_patient_open", { gate: cellName(t.view.map.gate) })
    : w(`swap_can_${role}`);   // short: who is now what, no role's summary (its colon dropped)
  const head = who ? w(who === seat ? "swap_you" : "swap_partner", { role: w(role), seat: who, can })
    .replace(/\s*[:：]\s*$/, "") : "⇄";
  const rest = swaps.filter(([s]) => s !== who).map(([s, r]) => `${s}${w.sep ?? ": "}${w(r)}`);
  return [head, ...rest].join(" · ").replace("⇄ · ", "⇄ ");
}

/** Draw the banner beside or above the board (`board`: layoutBoard's geometry) when the reader's or partner's role has
 * just changed; return the ms after which the page lays the table out again to take it away (0: none shown). */
export function swapBanner(t, board, foot = Infinity) {
  if (t.design || !t.seat || !t.ui || typeof t.ui !== "object" || t.view.result) return 0;
  const shown = current(t);
  if (!shown) return 0;
  const { fs } = t;
  const wide = board.wide ? t.W - board.bx - board.cols * board.cs - 2 * t.m : t.W - 2 * t.m;
  const size = board.wide ? fs + 1 : fs;
  const step = size + (board.wide ? 4 : STEP);
  // the whole sentence (newcomer review 23, chaos_en finding 4: three lines cut it at "· B1:")
  let lines = wrapLines(bannerWords(t, shown.swaps), wide - 2 * fs, size, true);
  let h = lines.length * step + (board.wide ? 8 : 6);
  const at = place(t, board, h, foot);
  if (at.title) {   // over the hand's title: its short words, in the title's slot, the hand's news not under it
    lines = wrapLines(bannerWords(t, shown.swaps, true), wide - 2 * fs, size, true);
    h = lines.length * step + 6;
    at.y = Math.min(at.y, at.title.y + fs + 3 - h);
    hideUnder(t, { x: at.x, y: at.y, w: at.width, h });
  }
  // one toast at a time: the hand's violet news waits while the banner shows (review 38, chaos_en 6, 230: "You met B2:
  // you are a patient now" under "⇄ You are now a patient", the same change twice); it comes back when the banner goes
  newsWaits(t);
  // opaque: an older line under it never shows through (review 31, chaos_ja 1, 148/149)
  t.items.push({ type: "rect", x: at.x, y: at.y, w: at.width, h, fill: "rgb(20, 16, 40)", label: "swap-banner" });
  lines.forEach((line, i) => t.text(line, at.x + at.width / 2, at.y + 3 + i * step, {
    size, bold: true, align: "center", colour: INK.gold, maxW: at.width - 2 * fs,
    label: i ? `swap-banner-text-${i}` : "swap-banner-text" }));
  return Math.max(1, Math.ceil(shown.left));
}

/** Drop the hand's news lines and tags; a phone's news in the title's place becomes the plain title again. */
function newsWaits(t) {
  for (let k = t.items.length - 1; k >= 0; k--) {
    const i = t.items[k];
    if (i.news && i.label === "hand-title") {
      const { tip, news, ...plain } = i;
      t.items[k] = { ...plain, text: t.w("hand"), colour: INK.dim, bold: false, size: t.fs };
    } else if (i.label === "hand-news-tag" || i.news) t.items.splice(k, 1);
  }
}

/** Drop the hand's news drawn where the banner goes (review 31, chaos_ja 1, 148/149 and 070: a role swap's banner over
 * the hand's title, "新しい手札…" showing through it): one banner at a time; the news comes back when the banner goes. */
function hideUnder(t, box) {
  const under = (i) => i.y < box.y + box.h && box.y < i.y + (i.h ?? i.size ?? t.fs);
  for (let k = t.items.length - 1; k >= 0; k--) {
    const i = t.items[k];
    if ((i.label === "hand-news-tag" || i.news) && under(i)) t.items.splice(k, 1);
  }
}
