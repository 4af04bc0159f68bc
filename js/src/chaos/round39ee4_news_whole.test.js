// Round EE, fixer EE4 (review 37, chaos_ja 1, shots 077/078/134/137): on a 390 px phone the news over the hand read "B1"
// alone then "の「記憶喪失」で…" on the next line, or only "B1 …", or the new hand's names cut to "…". Now its words are
// whole, broken only between words (never inside a card's name, never a seat alone on a line), the cards unmoved.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

/** chaos_start (A1 to move) with `news` sent on its first move, as frames/chaos.py sends it. */
function told(news, lang) {
  const f = structuredClone(start);
  if (news) f.legal[0] = { ...f.legal[0], target: { ...f.legal[0].target, news } };
  return { ...valid(f), lang, ui: { selected: null } };
}

const NAMES = { ja: ["記憶喪失", "統合失調症", "検診", "躁状態／疾走", "洗脳"], zh: ["失忆", "精神分裂", "体检", "洗脑"],
                en: ["Amnesia", "Schizophrenia", "Checkup", "Brainwash"] };
const NEWS = {
  ja: [{ hand: "B1 の「記憶喪失」であなたの「検診」が無作為に取られた" },
       { hand: "新しい手札（B2 の洗脳）：統合失調症、記憶喪失、検診、躁状態／疾走" },
       { hand: "B2 があなたの「統合失調症」を取った、B1 の「記憶喪失」であなたの「記憶喪失」が無作為に取られた" }],
  zh: [{ hand: "B1 的失忆随机拿走了你的体检" }, { hand: "新手牌（B2 的洗脑）：精神分裂、失忆、体检、狂躁、失忆" }],
  en: [{ hand: "B1's Amnesia took your Checkup at random" },
       { hand: "New hand (B2's Brainwash): Schizophrenia, Amnesia, Checkup, Amnesia" }],
};

describe("review 37, chaos_ja 1: the news over a phone's hand is whole", () => {
  for (const [lang, all] of Object.entries(NEWS)) for (const width of [390, 340]) {
    all.forEach((news, k) => {
      it(`${lang} #${k} at ${width}: every word shown, no "…", no seat alone, no name cut, the cards unmoved`, () => {
        const cardsY = (s) => s.items.filter((i) => i.type === "ccard").map((c) => c.y);
        const plain = layout(told(null, lang), { width });
        const s = layout(told(news, lang), { width });
        const lines = s.items.filter((i) => i.news).sort((a, b) => a.y - b.y).map((i) => i.text);
        // (a 340 px phone's three-line news would rise over the board's last row: one line, the whole on its tip,
        // review 38, chaos_ja 1 — round42hh3_news_board)
        const tip = s.items.find((i) => i.news && i.tip)?.tip;
        if (width < 390 && lines.length === 1 && lines[0].includes("…")) {
          expect(tip.replace(/\s+/g, "")).toBe(news.hand.replace(/\s+/g, ""));
          return;
        }
        expect(lines.join("").replace(/\s+/g, "")).toBe(news.hand.replace(/\s+/g, ""));
        for (const line of lines) {
          expect(line).not.toContain("…");
          expect(line.trim()).not.toMatch(/^[AB][12]$/);
        }
        for (const [a, b] of lines.slice(1).map((l, i) => [lines[i], l])) {
          for (const name of NAMES[lang]) {
            for (let j = 1; j < name.length; j += 1) {
              const broke = a.trimEnd().endsWith(name.slice(0, j)) && b.trimStart().startsWith(name.slice(j));
              expect(broke, `${name} cut: ${a} / ${b}`).toBe(false);
            }
          }
        }
        expect(cardsY(s)).toEqual(cardsY(plain));
      });
    });
  }
});
