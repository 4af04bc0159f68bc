// Round AV, fixer AV4 (newcomer review 30, chaos_en 2a, course shots 021/022): on a 1280×800 page the hand's news
// ("You stepped on a bomb at c7 … back to a8", two lines rising above the hand's title) lay under the "Dawn" time chip:
// only its "a8" showed. The time chips take a shorter form, or the news's room is kept: never one over the other.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import cards from "../fixtures/chaos_cards.json";

const over = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const PIECE = { en: "A bomb at c7 sent you back to your spawn a8: a hidden bomb from the start, or one team B planted",
                ja: "c7 の爆弾であなたは出現地点 a8 に戻された：最初からの隠し爆弾か、B チームが置いた爆弾",
                zh: "c7 的炸弹把你送回出生点 a8：开局就有的隐藏炸弹，或 B 队放置的炸弹" };

describe("chaos_en 2a: the hand's news never lies under a time chip", () => {
  for (const lang of ["en", "ja", "zh"]) {
    it(`${lang} at 930 px`, () => {
      const f = structuredClone({ ...cards, lang });
      f.legal[0].target.news = { piece: PIECE[lang] };
      const s = layout({ ...f, ui: {} }, { width: 930 });
      const chips = s.items.filter((i) => i.type === "chip" && /^act:declare_time/.test(i.id ?? ""));
      const news = s.items.filter((i) => /^hand-news/.test(i.label ?? "") || (i.label === "hand-title" && i.news));
      expect(chips.length).toBeGreaterThan(0);
      expect(news.length).toBeGreaterThan(2);
      const text = (i) => ({ ...i, h: i.h || i.size || 14, w: i.w || 1 });
      expect(chips.flatMap((c) => news.filter((n) => over(c, text(n))).map((n) => `${c.text} / ${n.text ?? n.label}`)))
        .toEqual([]);
    });
  }
});
