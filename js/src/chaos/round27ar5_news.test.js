// Round AR, fixer AR5 (newcomer review 26): the news of what others did to the reader has one place, the hand's title
// slot, and lies over nothing. chaos_en 4 (018/020): "A bomb at c7 sent you back to a8" sat at y≈192 over the Day line,
// one step later at y≈335 under the order chips; chaos_ja 4 (117/124): "B1 が近くにいるかもしれない…" lay over the
// cards' tops on a phone; room_zh 3: over "你的手牌". Nothing moves for it: the cards keep their y.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

/** chaos_start (A1 to move) with `news` sent on its first move, as frames/chaos.py sends it. */
function told(news, lang = "en", ghost = false) {
  const f = structuredClone(start);
  if (ghost) f.view.pieces = f.view.pieces.map((p) => (p.seat === "A1" ? { ...p, role: "ghost" } : p));
  if (news) f.legal[0] = { ...f.legal[0], target: { ...f.legal[0].target, news } };
  return { ...valid(f), lang, ui: {} };
}

const over = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const NEWS = [{ piece: "A bomb at c7 sent you back to a8" },
              { threat: "B1 が近くにいるかもしれない：次の手番であなたに届き、入れ替わる" }];

describe("review 26: the news sits in the hand's title slot, the same place every time, over no card", () => {
  for (const width of [1280, 390]) {
    it(`at ${width}: a bomb's return and a ghost's threat are the hand's title; the cards do not move`, () => {
      const plain = layout(told(null), { width });
      const title = plain.items.find((i) => i.label === "hand-title");
      const cardsY = plain.items.filter((i) => i.type === "ccard").map((c) => c.y);
      for (const news of NEWS) {
        const s = layout(told(news, news.threat ? "ja" : "en"), { width });
        // (on a desk the news has its own line right above "Your hand", which keeps its place: review 35, chaos_en 5)
        const said = s.items.filter((i) => /^hand-(title|news-line)$/.test(i.label ?? "") && i.news).sort((a, b) => a.y - b.y).at(-1);
        expect(`${said.text} ${said.tip ?? ""}`).toContain(Object.values(news)[0].slice(0, 12));
        expect(s.items.find((i) => i.label === "hand-title").y).toBe(title.y);   // one place (chaos_en 4)
        expect(title.y - said.y).toBeLessThanOrEqual(width > 480 ? title.size + 8 : 0);
        const tag = s.items.find((i) => i.label === "hand-news-tag");
        const cards = s.items.filter((i) => i.type === "ccard");
        expect(cards.map((c) => c.y)).toEqual(cardsY);   // nothing below it moves
        expect(cards.some((c) => over(tag, c))).toBe(false);   // over no card (chaos_ja 4)
        expect(s.items.some((i) => i.label === "board-news")).toBe(false);
      }
    });
  }
  for (const width of [1280, 390]) {
    it(`at ${width}: a swap's line over a hand of the other role keeps the cards where its title left them`, () => {
      const cardsY = (s) => s.items.filter((i) => i.type === "ccard").map((c) => c.y);
      const plain = layout(told(null, "ja", true), { width });
      const s = layout(told({ piece: "B2 と入れ替わった：あなたは今幽霊" }, "ja", true), { width });
      // (a desk's title stays, the news on its own line above it: the news hid the title, review 41, chaos_en 4, 042)
      const said = s.items.filter((i) => i.news).map((i) => `${i.text} ${i.tip ?? ""}`).join(" ");
      expect(said).toContain("B2 と入れ替わった");
      const title = s.items.find((i) => i.label === "hand-title");
      expect(title.news ?? false).toBe(width < 480);
      expect(cardsY(s)).toEqual(cardsY(plain));
    });
  }
});
