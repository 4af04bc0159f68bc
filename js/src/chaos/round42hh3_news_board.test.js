// Round HH, fixer HH3 (review 38, chaos_ja 1, shots 030 094 098 186): on a 390x844 phone the violet news line over the
// hand rose over the board's bottom row and covered the reader's piece and the home markers whenever a bot's message
// was long ("ボットの B1 は f1 の隠れた爆弾を踏み、スタート地点 h1 に戻された。…"). The news never covers the board.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

const BOMB = {
  en: "Bot B1 steps on the hidden bomb at f1 and is sent back to its start h1. That bomb is gone. The other bombs stay "
    + "hidden (a Checkup finds them).",
  ja: "ボットの B1 は f1 の隠れた爆弾を踏み、スタート地点 h1 に戻された。この爆弾はもう無い。ほかの爆弾は隠れたまま"
    + "（検診で見つけられる）。",
};

/** chaos_start as A1 sees it waiting while B1 plays, its story `log`. */
function frame(step, log, lang) {
  const f = structuredClone(start);
  Object.assign(f, { legal: [] }, { view: { ...f.view, to_act: "B1", turn: 2 } });
  return { ...valid(f), lang, step, deal: "d", log_lines: log };
}

const over = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe("review 38, chaos_ja 1: a long news line over a phone's hand never covers the board", () => {
  for (const lang of ["en", "ja"]) for (const width of [390, 350]) {
    it(`${lang} at ${width}: the news's tags lie under the board's last row`, () => {
      const ui = {};
      const mine = [{ text: "Round 1: your turn.", turn: 1, you: 1 }, { text: "You move to a4.", you: 1 }];
      layout({ ...valid(structuredClone(start)), lang, step: 1, deal: "d", log_lines: mine, ui }, { width });
      layout({ ...frame(2, mine, lang), ui }, { width });
      const log = [...mine, { text: "Round 1: Bot B1's turn.", turn: 1 }, { text: BOMB[lang], big: 1 }];
      const s = layout({ ...frame(3, log, lang), ui }, { width });
      const tags = s.items.filter((i) => i.label === "hand-news-tag");
      expect(tags.length).toBeGreaterThan(0);
      const board = s.items.filter((i) => ["cell", "piece", "spawn"].includes(i.type));
      const foot = Math.max(...board.map((b) => b.y + b.h));
      for (const tag of tags) {
        expect(board.filter((b) => over(tag, b)).map((b) => b.label ?? b.type)).toEqual([]);
        expect(tag.y).toBeGreaterThanOrEqual(foot);
      }
    });
  }
});
