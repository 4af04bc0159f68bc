// Newcomer review 34 (round BB, fixer BB8), letter_en 6 (120): "Your last turn: From here this game can no longer be
// won. You must play The Silver Key…": the table's word said at the decision came before the move it was said beside.
// The reader's move leads; what the table said before it follows.
import { describe, expect, it } from "vitest";
import { ownTurn } from "./layout_story.js";

const log = [
  { text: "Turn 3: your turn.", turn: 1, you: 1 },
  { text: "Insanity check: 2 cards go from the deck to your discard pile: Cats of Ulthar, Hound of Tindalos." },
  { text: "You draw The Silver Key.", you: 1, cards: [["The Silver Key", "silver_key"]] },
  { text: "The deck cannot save you now: play on to learn, or try Easy (beside New game)." },
  { text: "You must play The Silver Key: you hold a card of 5 or more.", you: 1, cards: [["The Silver Key", "silver_key"]] },
  { text: "The Silver Key has no effect: this 7 never does anything when played.", cards: [["The Silver Key", "silver_key"]] },
  { text: "Turn 4: the opponent's turn.", turn: 1 },
];

describe("letter_en 6: the last turn's summary tells the move first", () => {
  it("the verdict said before the play follows it", () => {
    const said = ownTurn(log).map((l) => l.text);
    expect(said[0]).toMatch(/^You must play The Silver Key/u);
    expect(said.at(-1)).toMatch(/^The deck cannot save you now/u);
    expect(said).toHaveLength(3);
  });
});
