// Round II, fixer II3 (review 39, chaos_ja 5, shots 067 174; room_zh 3, 168 117): on a 390x844 phone the seat's own
// turn's three-line news "残り 2 枚：…；B1 の「記憶喪失」であなたの「統合失調症（月）」が無作為に取られた" stood on the board's
// last row. The news never covers a board cell, and says every word (its lines whole, or the whole on its tip).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

const NEWS = {
  ja: "残り 2 枚：手番の終わりに 3 枚まで引く；B1 の「記憶喪失」であなたの「統合失調症（月）」が無作為に取られた",
  en: "2 cards left: draw up to 3 at the turn's end; B1's Amnesia took your Schizophrenia (Moon) at random",
};

/** chaos_start (A1 to move) with `news` sent on its first move, the hand cut to two cards, one maybe chosen. */
function told(news, lang, selected) {
  const f = structuredClone(start);
  f.legal[0] = { ...f.legal[0], target: { ...f.legal[0].target, news: { hand: news } } };
  return { ...valid(f), lang, ui: { selected } };
}

const over = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe("review 39, chaos_ja 5: the seat's own three-line news on a phone covers no board cell", () => {
  for (const lang of ["en", "ja"]) for (const width of [390, 350]) for (const selected of [null, 0]) {
    it(`${lang} at ${width}, card chosen ${selected !== null}: tags under the cells, every word readable`, () => {
      const s = layout(told(NEWS[lang], lang, selected), { width });
      const tags = s.items.filter((i) => i.label === "hand-news-tag");
      expect(tags.length).toBeGreaterThan(0);
      const board = s.items.filter((i) => ["cell", "piece", "spawn"].includes(i.type));
      const foot = Math.max(...board.map((b) => b.y + b.h));
      for (const tag of tags) {
        expect(board.filter((b) => over(tag, b)).map((b) => b.label ?? b.type)).toEqual([]);
        expect(tag.y).toBeGreaterThanOrEqual(foot + 2);
      }
      const lines = s.items.filter((i) => i.news).sort((a, b) => a.y - b.y);
      const said = lines.map((i) => i.text).join("");
      const tip = lines.find((i) => i.tip)?.tip ?? "";
      const whole = said.includes("…") ? tip : said;
      expect(whole.replace(/\s+/g, "")).toBe(NEWS[lang].replace(/\s+/g, ""));
    });
  }
});
