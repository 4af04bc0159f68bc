// What other seats did to the reader since its last turn, where it looks (newcomer review 25): over its hand, "B1 took
// your Sprint" / "Your hand was replaced by B2's Brainwash" (room_en 1, room_zh 1, chaos_ja 8: the hand changed with no
// cue on it, and its new cards wore the dashed cyan frame the legend calls "the last move"); beside or under the board,
// a swap or a bomb's return done to its piece and an unseen enemy ghost that may reach it (chaos_ja 3, room_zh 9,
// chaos_en 1). The kernel's words (frames/chaos_news.py), sent with the seat's first move as the board marks are.
import { INK } from "../scene/build.js";
import { textWidth, wrapLines } from "../scene/text.js";
import { place } from "./swap_banner.js";

/** Return the seat's news ({hand, piece, threat}: each a line, where there is one) from its legal moves, or null. */
export function chaosNews(t) {
  if (t.design || !t.acting) return null;
  const moves = [...(t.byCell?.values() ?? []), ...(t.byCard?.values() ?? [])].flat();
  const all = [...(t.chips ?? []), ...(t.times ?? []), ...moves];
  return all.find((a) => a?.target?.news && typeof a.target.news === "object")?.target.news ?? null;
}

/** Draw the hand's news in the hand title's place, a solid tag (never the last move's dashed frame); return whether
 * it was drawn. */
export function handNewsTitle(t, p) {
  const said = chaosNews(t)?.hand;
  if (!said) return false;
  const { fs } = t;
  const [line] = wrapLines(said, p.w - 10, fs, true);
  t.items.push({ type: "rect", x: p.x - 3, y: p.y - 3, w: Math.min(p.w, textWidth(line, fs, true) + 10), h: fs + 6,
                 fill: HAND_NEWS_FILL, label: "hand-news-tag" });
  t.text(line, p.x + 2, p.y, { colour: INK.text, bold: true, label: "hand-title", news: true, maxW: p.w - 6,
                               ...(line !== said ? { tip: said } : {}) });
  p.y += fs + 6;
  return true;
}

// the hand news tag's fill: a deep violet, neither the last move's cyan nor the legal moves' gold
export const HAND_NEWS_FILL = "#4a3a7a";

/** Draw what was done to the reader's piece and an unseen ghost's threat, one line each, beside a wide board or under a
 * narrow one, over no cell (swap_banner.js's place); nothing while the role swap's own banner shows. */
export function boardNews(t, board, foot = Infinity) {
  const news = chaosNews(t);
  const lines = [news?.piece, news?.threat].filter(Boolean);
  if (!lines.length) return;
  const { fs } = t;
  const width = board.wide ? t.W - board.bx - board.cols * board.cs - 2 * t.m : t.W - 2 * t.m;
  const rows = lines.flatMap((l) => wrapLines(l, width - 12, fs, false));
  const h = rows.length * (fs + 4) + 6;
  const at = place(t, board, h, foot);
  t.items.push({ type: "rect", x: at.x, y: at.y, w: at.width, h, fill: HAND_NEWS_FILL, label: "board-news" });
  rows.forEach((row, i) => t.text(row, at.x + 6, at.y + 3 + i * (fs + 4), {
    colour: INK.text, label: i ? `board-news-text-${i}` : "board-news-text", maxW: at.width - 12 }));
}
