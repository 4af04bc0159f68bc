// Newcomer review 38 (round HH, fixer HH5), letter_zh 7 (390×844, 061, 063): a replay's step showed a big blank message
// box between the opponent's row and the hand (the band's panel, with no prompt and no chip in a replay). A replay's
// step draws no empty panel there, on a phone and at a desk (the panel is a splice under the band: nothing moves).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/letter_start.json";

const BANNER = { title: "Cthulhu wins", text: "You lost.", win: false };
const at = (s, label) => s.items.find((i) => i.label === label);

describe("letter_zh 7 (review 38): a replay's step shows no blank message box", () => {
  for (const width of [390, 930]) {
    for (const lang of ["en", "zh", "zh-TW", "ja"]) {
      it(`${lang} at ${width}: no empty band panel; the live table keeps its own`, () => {
        const input = { ...valid({ ...start, lang, legal: [], banner: BANNER }), ui: { touch: width < 600 } };
        const replay = layout(input, { width });
        expect(at(replay, "prompt-panel")).toBeUndefined();
        const withPanel = layout({ ...input, banner: null }, { width });
        expect(at(withPanel, "prompt-panel"), "the live table keeps its panel").toBeDefined();
      });
    }
  }
});
