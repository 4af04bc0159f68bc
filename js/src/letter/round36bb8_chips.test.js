// Newcomer review 34 (round BB, fixer BB8), letter_en 3 (039): at the desk a one-line answer chip was cut after
// "vs the opponent's next card: lower, you lose…", its risk last. The risk comes first: whatever a cut leaves, it is
// there, on a desk (1280×800) and a phone (390×844).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import answer from "../fixtures/letter_answer.json";

const chips = (s) => s.items.filter((i) => i.type === "chip" && String(i.id).startsWith("act:"));

describe("letter_en 3: an answer chip says its loss before any cut", () => {
  for (const [width, height] of [[1280, 800], [390, 844]]) {
    it(`at ${width}×${height}`, () => {
      const s = layout({ ...valid(answer), ui: {} }, { width, height });
      const hand = chips(s).find((c) => String(c.id).includes("side=hand"));
      expect(hand.text, hand.text).toMatch(/^⚠ Lose if lower/u);
      const deck = chips(s).find((c) => String(c.id).includes("side=deck"));
      expect(deck.text, deck.text).toMatch(/^⚠ Deck top: discarded if lower/u);
    });
  }
});
