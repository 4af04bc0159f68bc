// Newcomer review 26 (round AR, fixer AR1), letter_zh 10 (034): the one button of a selected card read as a sentence,
// "打出銀鑰匙：沒有效果。": a button ends without a full stop (every language).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import start from "../fixtures/letter_start.json";

const KEY = { id: "silver_key", value: 7, insane: false };
const ARMITAGE = { id: "professor_armitage", value: 5, insane: false };
const PLAY = (text) => [{ id: "play card=silver_key", kind: "play", fields: { card: "silver_key" },
                          target: { zone: "hand", index: 0 }, text, label: text.replace(/[。.]$/, "") }];

/** Return the chip texts when the reader selects the Silver Key, its one move said in `text`, at 390 px. */
function chips(lang, text) {
  const view = { ...start.view, hand: [KEY, ARMITAGE] };
  const scene = layout({ game: "letter", lang, mode: "play", seat: "player", view, legal: PLAY(text),
                         catalog: start.catalog, log_lines: [], step: 3, ui: { selected: 0 } }, { width: 390 });
  return scene.items.filter((i) => i.type === "chip" && /^act:/.test(i.id ?? "")).map((i) => i.text);
}

describe("a selected card's one button", () => {
  for (const [lang, text] of [["zh", "打出銀鑰匙：沒有效果。"], ["ja", "「銀の鍵」をプレイ：効果なし。"],
                              ["en", "Play The Silver Key: no effect."]]) {
    it(`${lang}: has no full stop`, () => {
      const said = chips(lang, text);
      expect(said.length).toBe(1);
      expect(said[0]).not.toMatch(/[。.]$/);
    });
  }
});
