// Review 33, chaos_ja 7 (217): the reader stepped onto a2, marked an amber "R11 ?", hit a bomb and went back to start.
// The "?" meant "may have changed since" and that was said only in the legend under the hand: a finger's tap on the
// cell moved at once. A move onto an amber "✓?" cell now asks a first tap that shows the mark's words (checked in
// round 11, a bomb may have been planted since), as a known bomb's does; the second tap moves.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

/** The start fixture (A1, a patient, to move: a7 or b8) in `lang` at `width`, with a7 checked in round 11 and in doubt. */
function scene(lang, width) {
  const f = structuredClone(start);
  f.lang = lang;
  f.view.round = 14;
  f.view.checked = [{ cell: [7, 1], bomb: false, round: 11, turn: 44, doubt: true }];
  return layout({ ...valid(f), ui: {} }, { width });
}

describe("an amber ✓? cell says what it means at the tap that would step on it", () => {
  for (const [lang, width, words] of [["en", 390, /round 11.*may have planted/s], ["ja", 328, /11 ラウンド.*かもしれない/s]]) {
    it(`${lang} at ${width} px: the first tap on a7 shows the mark's words, the cell b8 (no mark) moves at once`, () => {
      const s = scene(lang, width);
      const a7 = s.items.find((i) => i.label === "cell-7-1");
      const b8 = s.items.find((i) => i.label === "cell-8-2");
      expect(a7.id).toMatch(/^act:move/);
      expect(a7.confirm).toBe(true);
      expect(a7.tip).toMatch(words);
      expect(b8.confirm).toBe(false);
    });
  }
});
