// What other seats did to the reader since its last turn, where it looks (newcomer review 25): over its hand, "B1 took
// your Sprint" / "Your hand was replaced by B2's Brainwash" (room_en 1, room_zh 1, chaos_ja 8: the hand changed with no
// cue on it, and its new cards wore the dashed cyan frame the legend calls "the last move"); a swap or a bomb's return
// done to its piece and an unseen enemy ghost that may reach it (chaos_ja 3, room_zh 9, chaos_en 1), in the same tag
// since review 26 (one place). The kernel's words (frames/chaos_news.py), sent with the seat's first move.
import { INK } from "../scene/build.js";
import { textWidth, wrapLines } from "../scene/text.js";

/** Return the seat's news ({hand, piece, threat}: each a line, where there is one) from its legal moves, or null. */
export function chaosNews(t) {
  if (t.design || !t.acting) return null;
  const moves = [...(t.byCell?.values() ?? []), ...(t.byCard?.values() ?? [])].flat();
  const all = [...(t.chips ?? []), ...(t.times ?? []), ...moves];
  return all.find((a) => a?.target?.news && typeof a.target.news === "object")?.target.news ?? null;
}

/** Draw the seat's news in the hand title's place, a solid tag (never the last move's dashed frame): the hand's, its
 * piece's and a ghost's threat; `room` keeps the title's height (a hand of the other role's two-line title). Return
 * whether it was drawn. One place, over no card, moving nothing (newcomer review 26: chaos_en 4, chaos_ja 4). Never cut
 * (review 27, chaos_en 4, 116/129; chaos_ja 1, 085: "… · a4 の …" hid the bomb): a longer line wraps, its first lines
 * rising into the room above the title, the last one in the title's place. */
export function handNewsTitle(t, p, room = 0) {
  const news = chaosNews(t);
  const said = [news?.hand, news?.piece, news?.threat].filter(Boolean).join(" · ");
  if (!said) return false;
  const { fs } = t;
  const lines = wrapLines(said, p.w - 10, fs, true);
  const step = fs + 5;
  // the last line in the title's place first: the page's "hand-title" item (its tip the whole news), then those above
  lines.reverse().forEach((line, k) => {
    const y = p.y - k * step;
    t.items.push({ type: "rect", x: p.x - 3, y: y - 3, w: Math.min(p.w, textWidth(line, fs, true) + 10), h: fs + 6,
                   fill: HAND_NEWS_FILL, label: "hand-news-tag" });
    t.text(line, p.x + 2, y, { colour: INK.text, bold: true, label: k ? "hand-news-line" : "hand-title", news: true,
                               maxW: p.w - 6, ...(!k && lines.length > 1 ? { tip: said } : {}) });
  });
  p.y += Math.max(fs + 6, room);
  return true;
}

// the hand news tag's fill: a deep violet, neither the last move's cyan nor the legal moves' gold
export const HAND_NEWS_FILL = "#4a3a7a";
