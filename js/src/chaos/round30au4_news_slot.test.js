// CHAOS, review 29 (round AU, fixer AU4), chaos_ja 1 (093, 142): on a phone the news over the hand ("B2 があなたの
// 「検診」を取った、B1 が…", two lines) rose over "B1 を待っています" and its "B1 を進める ▶" chip.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

const NEW = [{ function: "amnesia", id: "amnesia_eye", role: "patient", suit: "eye" },
             { function: "protection", id: "protection_skull", role: "patient", suit: "skull" }];

/** chaos_start as A1 sees it: acting, or waiting while B1 plays, at `cell` with `cards`. */
function frame(acting, { cell = [4, 1], cards = null, lang = "ja" } = {}) {
  const f = structuredClone(start);
  f.view.pieces = f.view.pieces.map((p) => (p.seat === "A1" ? { ...p, cell } : p));
  if (cards) f.view.hands.A1 = { cards, count: cards.length };
  if (!acting) Object.assign(f, { legal: [] }, { view: { ...f.view, to_act: "B1", turn: 2 } });
  return { ...valid(f), lang };
}

describe("chaos_ja 1: the news over the hand covers no prompt line or chip", () => {
  for (const lang of ["ja", "en"]) {
    it(`${lang}: a two-line news while B1 plays lies clear of the waiting line and its ▶ chip`, () => {
      const ui = {};
      layout({ ...frame(true, { lang }), ui }, { width: 328 });
      layout({ ...frame(false, { lang }), ui }, { width: 328 });
      const s = layout({ ...frame(false, { lang, cell: [8, 1], cards: NEW }), ui }, { width: 328 });
      const tags = s.items.filter((i) => i.label === "hand-news-tag");
      // (one line since review 33, round BA: the change that matters most; two only where 11 px holds no one)
      expect(tags.length).toBeGreaterThan(0);
      const bot = s.items.find((i) => i.id === "cmd:bot_step");
      const wait = s.items.find((i) => i.label === "prompt");
      // its own slot: under the waiting line's row, whatever the news's width (093's spanned the column)
      const row = Math.max(bot.y + bot.h, wait.y + (wait.size ?? 12));
      // (since round BB the waiting line lies under the hand, the news over the hand's title under the board)
      const roof = Math.min(bot.y, wait.y);
      const board = Math.max(...s.items.filter((i) => i.type === "cell").map((i) => i.y + i.h));
      for (const g of tags) {
        expect(g.y >= row || g.y + g.h <= roof, "the news over the waiting line or its ▶ chip").toBe(true);
        expect(g.y, "the news over the board").toBeGreaterThanOrEqual(board);
      }
    });
  }
});
