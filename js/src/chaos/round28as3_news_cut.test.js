// Round AS, fixer AS3 (review 27, chaos_en 4: 116/117 "B1's combo swapped your role: you are a …", 129 "New hand: you
// swapped roles with B1 · B1 …"; chaos_ja 1, 085 "B1 の洗脳であなたの手札が入れ替わった・a4 の …"): the news over the
// hand was cut with "…" exactly when it mattered. It never cuts now: a second line, grown up into the free room above
// the hand (the cards keep their y), over no line, chip or card, at 1280 and 390 px in en, ja and zh.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

/** chaos_start (A1 to move) with `news` sent on its first move, as frames/chaos.py sends it. */
function told(news, lang = "en", selected = null) {
  const f = structuredClone(start);
  if (news) f.legal[0] = { ...f.legal[0], target: { ...f.legal[0].target, news } };
  return { ...valid(f), lang, ui: { selected } };
}

const over = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const NEWS = {
  en: { hand: "New hand: you swapped roles with B1", piece: "B1's combo swapped your role: you are a patient now" },
  ja: { hand: "B1 の洗脳であなたの手札が入れ替わった", piece: "a4 の爆弾で a8 へ戻された" },
  zh: { hand: "新手牌：你与 B1 互换了身份", piece: "B1 的合作换了你的身份：你现在是患者" },
};

describe("review 27: the news over the hand is never cut", () => {
  const card = start.view.hands.A1.cards[0].id;
  for (const [width, selected] of [[1280, null], [390, null], [1280, card]]) {
    for (const lang of Object.keys(NEWS)) {
      const read = selected ? ", a card read" : "";
      it(`at ${width} in ${lang}${read}: every word shown, the cards unmoved, over nothing read`, () => {
        const cardsY = (s) => s.items.filter((i) => i.type === "ccard").map((c) => c.y);
        const plain = layout(told(null, lang, selected), { width });
        const s = layout(told(NEWS[lang], lang, selected), { width });
        const lines = s.items.filter((i) => i.news).sort((a, b) => a.y - b.y).map((i) => i.text);
        // since review 33 (round BA) one line, the piece's, "+1 more in the story": the hand's line on its hover
        const tip = s.items.find((i) => i.label === "hand-title")?.tip ?? "";
        const shown = (lines.join("") + tip).replace(/\s+/g, "");
        for (const said of Object.values(NEWS[lang])) expect(shown).toContain(said.replace(/\s+/g, ""));
        expect(lines[0].startsWith(NEWS[lang].piece.split(" ")[0])).toBe(true);
        expect(cardsY(s)).toEqual(cardsY(plain));
        const tags = s.items.filter((i) => i.label === "hand-news-tag");
        const read = s.items.filter((i) => ["chip", "ccard", "seat", "cell"].includes(i.type)
                                           || (i.type === "text" && i.text && !i.news));
        for (const tag of tags) {
          const hit = read.find((r) => over(tag, { ...r, w: r.w ?? 40, h: r.h ?? r.size ?? 12 }));
          expect(hit, `${width} ${lang}: ${JSON.stringify(hit)}`).toBeUndefined();
        }
      });
    }
  }
});
