// CHAOS, round AQ (fixer AQ3), newcomer review 25: room_en 1, room_zh 1, chaos_ja 8 (a hand replaced or stolen between
// turns with no cue on the hand, its new cards in the dashed cyan frame the legend calls "the last move"); chaos_ja 3,
// room_zh 9 (a swap or a bomb's return told only below the fold); chaos_en 1 (an unseen ghost's threat never flagged).
// The kernel's lines (frames/chaos_news.py) come with the seat's first move; the table draws them where it looks.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

const NEWS = { hand: "Your hand was replaced by B2's Brainwash", piece: "A bomb at c8 sent you back to a8",
               threat: "B2 may be near: it can reach you next turn and swap" };

/** chaos_start (A1 to move) with `news` sent on its first move, as frames/chaos.py sends it. */
function told(news) {
  const f = structuredClone(start);
  if (news) f.legal[0] = { ...f.legal[0], target: { ...f.legal[0].target, news } };
  return valid(f);
}

const cells = (s) => s.items.filter((i) => i.type === "cell");

describe("review 25: what others did to the reader, over its hand and by the board", () => {
  for (const width of [1280, 390]) {
    it(`at ${width}: the hand's title is the news, in a solid tag; its cards keep the last-move frame (the piece's line shown)`, () => {
      const s = layout({ ...told(NEWS), ui: {} }, { width });
      const title = s.items.find((i) => i.label === "hand-title");
      // the piece's line first since review 33 (round BA: role > move > hand), the whole in its tip
      expect((title.tip ?? title.text).startsWith(NEWS.piece)).toBe(true);
      const tag = s.items.find((i) => i.label === "hand-news-tag");
      expect(tag && tag.fill).toBeTruthy();
      expect(tag.y).toBeLessThanOrEqual(title.y);
      const cards = s.items.filter((i) => i.type === "ccard");
      expect(cards.length).toBeGreaterThan(0);
      // the line shown is the piece's, the hand's change only in "+N more": the cards keep the last-move frame, the one
      // thing pointing at them (round BA's review; a hand's line shown drops it: round35ba1_hand_frame.test.js)
      expect(cards.some((c) => c.fresh)).toBe(false);   // paint.js draws no dashed frame on a fresh card
    });
    it(`at ${width}: a bomb's return and an unseen ghost's threat are told with it, on no cell`, () => {
      // review 26 (chaos_en 4, chaos_ja 4): in the hand title's tag, one place, the whole on hover where cut
      const s = layout({ ...told(NEWS), ui: {} }, { width });
      const title = s.items.find((i) => i.label === "hand-title");
      const lines = `${title.text} ${title.tip ?? ""}`;
      expect(lines).toContain("sent you back to a8");
      expect(lines).toContain("B2 may be near");
      const box = s.items.find((i) => i.label === "hand-news-tag");
      for (const c of cells(s)) {
        const apart = box.x >= c.x + c.w || c.x >= box.x + box.w || box.y >= c.y + c.h || c.y >= box.y + box.h;
        expect(apart).toBe(true);
      }
    });
  }
  it("without news the hand keeps its title and no banner is drawn", () => {
    const s = layout({ ...told(null), ui: {} }, { width: 1280 });
    expect(s.items.find((i) => i.label === "hand-title").text).not.toBe(NEWS.hand);
    expect(s.items.some((i) => i.label === "board-news" || i.label === "hand-news-tag")).toBe(false);
  });
});
