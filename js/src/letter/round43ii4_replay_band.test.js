// Newcomer review 39 (round II, fixer II4), letter_zh 1 (390×844, 093 094): a replay's step on a phone kept the
// band's room for a card's choices, a ~225 px empty black block between the opponent's row and the hand, which it
// pushed off the screen. A replay's step has no prompt and no chips: the hand comes right under the opponent's row
// (under the room it keeps for a second row of discards, ~90 px: the end board's discard wraps there, 091).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/letter_start.json";

const BANNER = { title: "Cthulhu wins", text: "You lost.", win: false };
const at = (s, label) => s.items.find((i) => i.label === label);
const ROW = new Set(["clue-stack", "cthulhu", "opponent-discard"]);

describe("letter_zh 1 (review 39): a phone's replay step keeps no empty band", () => {
  for (const width of [360, 390]) {
    for (const lang of ["en", "zh", "zh-TW", "ja"]) {
      it(`${lang} at ${width}: the hand's label within 100 px of the opponent's row (was 235-278)`, () => {
        const input = { ...valid({ ...start, lang, legal: [], banner: BANNER }), ui: { touch: true } };
        const replay = layout(input, { width });
        const row = replay.items.filter((i) => ROW.has(i.label));
        expect(row.length).toBe(3);
        const foot = Math.max(...row.map((i) => i.y + i.h));
        const gap = at(replay, "hand-label").y - foot;
        expect(gap, `hand label ${gap} px under the row`).toBeLessThanOrEqual(100);
        expect(gap).toBeGreaterThanOrEqual(8);
      });
    }
  }
});
