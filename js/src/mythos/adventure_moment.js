// A completed adventure is a moment (newcomer review 24, mythos_ja: completing one passed with no celebration): when a
// seat's adventures gain a card, the table shows that card big, glowing, with who and "Adventure completed: +N points"
// in the table's language, for ADVENTURE_MS, the reader's and a bot's alike. It needs no click; a click on it ends it
// ("select:adv-seen"). The scene's `redrawIn` asks the page to lay the table out again when it ends (as CHAOS's swap
// banner does). The page's `ui` remembers the adventures seen, so a moment shows once.
import { INK } from "../scene/build.js";
import { textWidth } from "../scene/text.js";

export const ADVENTURE_MS = 1500;
export const SEEN = "adv-seen";

/** Return each seat's completed adventures: {seat: [{inst, id}]}. */
function doneOf(view) {
  return Object.fromEntries((view.players ?? []).map((p) => [p.seat, (p.adventures ?? []).filter((c) => c?.id != null)]));
}

/**
 * Return the moment to show now ({seat, card, left}: the ms it still stays) from the page's memory, or null; remember
 * the adventures seen. A click on the moment (ui.selected "adv-seen") ends it; a replay, the designer and a new game's
 * first frame show none.
 */
export function adventureMoment(input) {
  const { ui, view } = input ?? {};
  if (!ui || typeof ui !== "object" || !view || !Array.isArray(view.players)) return null;
  const book = (ui.mythosDone ??= {});
  if (ui.selected === SEEN) {
    ui.selected = null;
    book.shown = null;
  }
  if (input.mode === "design" || input.replaying) return null;
  const now = ui.now ?? Date.now();
  const done = doneOf(view);
  if ((book.round ?? 0) > (view.round ?? 0)) book.done = null;   // a new game: what the last one completed is gone
  if (book.done) {
    for (const [seat, cards] of Object.entries(done)) {
      const before = new Set((book.done[seat] ?? []).map((c) => c.inst));
      const card = cards.findLast((c) => !before.has(c.inst));
      if (card) book.shown = { seat, card, at: now };
    }
  }
  Object.assign(book, { done, round: view.round ?? 0 });
  const shown = book.shown;
  if (!shown || now - shown.at >= ADVENTURE_MS) {
    book.shown = null;
    return null;
  }
  return { ...shown, left: ADVENTURE_MS - (now - shown.at) };
}

/** Draw the moment over the table laid out `H` tall (in the band the window shows, `ui.visible`, where the page says
 * it): a dimmed veil, the adventure card big with the gold glow, who completed it and the points it scored. */
export function drawMoment(t, moment, H) {
  const { fs, W } = t.sizes;
  const band = t.ui?.visible;
  const top = Number.isFinite(band?.top) ? Math.max(0, band.top) : 0;
  const bottom = Number.isFinite(band?.bottom) ? Math.min(H, band.bottom) : H;
  const cw = Math.round(Math.min(150, W * 0.36));
  const ch = Math.round(cw * 1.4);
  const size = fs + 4;
  const h = ch + 2 * size + 32;
  const y0 = Math.max(0, Math.min(H - h, top + (bottom - top - h) / 2));
  const n = t.catalog?.cards?.[moment.card.id]?.value ?? 0;
  const said = t.w("adventure_done", { n });
  const bw = Math.min(W, Math.max(cw, textWidth(said, size, true)) + 4 * fs);
  // the veil ends the moment on a click; z over every control it covers (scene/hit.js)
  t.items.push({ type: "rect", x: 0, y: 0, w: W, h: Math.max(H, y0 + h), fill: "rgba(8, 6, 16, 0.55)",
                 id: `select:${SEEN}`, z: 10, label: "adventure-moment" });
  t.items.push({ type: "rect", x: (W - bw) / 2, y: y0, w: bw, h, fill: "rgba(30, 24, 12, 0.94)", label: "adventure-moment-box" });
  t.text(t.who(moment.seat), W / 2, y0 + 8, { size: fs, bold: true, align: "center", colour: INK.text, label: "adventure-moment-who" });
  // the card without its instance: no zoom, no motion key shared with the same card in the seat's adventures
  t.card({ id: moment.card.id }, (W - cw) / 2, y0 + fs + 14, cw, ch, { inert: true, label: "adventure-moment-card" })
    .highlight = true;   // the gold glow
  t.text(said, W / 2, y0 + fs + 20 + ch, { size, bold: true, align: "center", colour: INK.gold, label: "adventure-moment-text" });
}
