// Round AR, fixer AR4 (newcomer review 26, chaos_ja 6, 182/186/191): with 6-8 cards on a 390 px phone the suit's word
// (髑髏, 月) lay over the suit's glyph in the card's middle. On a card too short for both, the word stays and the middle
// glyph goes (the suit's glyph keeps the upper right corner): nothing overlaps.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { suitPlace } from "./paint.js";
import cards from "../fixtures/chaos_cards.json";

const SUITS = ["moon", "eye", "skull"];

/** chaos_cards with the seat holding `n` ghost cards, in `lang`. */
function hand(n, lang) {
  const f = structuredClone({ ...cards, lang });
  const own = f.view.hands[f.seat];
  own.cards = Array.from({ length: n }, (_, i) => ({ function: i % 2 ? "prank" : "brainwash", id: `${i % 2 ? "prank" : "brainwash"}_${SUITS[i % 3]}`,
                                                     role: "ghost", suit: SUITS[i % 3] }));
  own.count = n;
  return valid(f);
}

const overlap = (a, b) => a.y < b.y + b.h && b.y < a.y + a.h && a.x < b.x + b.w && b.x < a.x + a.w;

describe("chaos_ja 6: a big hand's suit word never lies over the suit's glyph", () => {
  for (const lang of ["ja", "zh", "en"]) {
    it(`${lang} at 390 px, 6 to 8 cards`, () => {
      const bad = [];
      for (const n of [6, 7, 8]) {
        const s = layout({ ...hand(n, lang), ui: {} }, { width: 390 });
        const faces = s.items.filter((i) => i.type === "ccard" && !i.small);
        expect(faces.length).toBeGreaterThanOrEqual(n);
        for (const c of faces) {
          const { glyph, word } = suitPlace(c);
          if (glyph && overlap(glyph, word)) bad.push(`${n} cards: ${c.w}×${c.h}`);
        }
      }
      expect(bad).toEqual([]);
    });
  }
});
