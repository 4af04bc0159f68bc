// Newcomer review 26 (round AR, fixer AR1), letter_en 7 (109): on the opponent's turn, Cthulhu on top, the line under
// the hand still said "eliminate, take or swap Cthulhu away on your turn": the turn is over, so the line names no way
// out (what is true now, or nothing). On the reader's own turn the way out is still named.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import start from "../fixtures/letter_start.json";

const CTHULHU = { id: "cthulhu", insane: true, value: 8 };
const lineOf = (s) => s.items.filter((i) => i.label === "insanity-line").map((i) => i.text).join("").replace(/\s/g, "");

/** Return the Insanity line at `width` with Cthulhu on top, N = 3, deck 9, on `toAct`'s turn. */
function line(lang, toAct, width) {
  // no deck clock (deck.turns): the line counts deck ÷ (N + 1), the case's 2 turns (the start's 13 belong to deck 13)
  const deck = { ...start.view.deck, turns: undefined, count: 9 };
  const view = { ...start.view, insanity: 3, insane: true, to_act: toAct, deck,
                 opponent: { ...start.view.opponent, count: 1, clues: 0, top_known: true, cards: [CTHULHU] },
                 protected: { player: false, opponent: false } };
  return lineOf(layout({ ...start, lang, view, legal: toAct === "player" ? start.legal : [] }, { width }));
}

describe("the Insanity line on the opponent's turn", () => {
  for (const lang of ["en", "zh", "ja"]) {
    it(`${lang}: names no way out once the reader's turn is over`, () => {
      const way = start.catalog.ui[lang].insanity_race_top.slice(-10).replace(/\s/g, "");
      expect(line(lang, "player", 1280)).toContain(way);
      const waiting = line(lang, "opponent", 1280);
      expect(waiting).not.toContain(way);
      expect(waiting).toContain("9");   // the deck's count still told
    });
  }
});
