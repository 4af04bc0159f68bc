// Newcomer review 33 (round BA, fixer BA5), letter_en 10 (105): the Insanity line said "Race: 1 clue over Cthulhu;
// never eliminate the last yourself" while the one card over Cthulhu was the Mi-Go Braincase, not a clue (LS-P5).
// With only the known Braincase over Cthulhu the line counts no clue: it says the deck's clock alone.
import { describe, expect, it } from "vitest";
import { insanityState } from "./layout_insanity.js";
import start from "../fixtures/letter_start.json";

describe("letter_en 10 (review 33): the Braincase over Cthulhu is no clue", () => {
  it("the race line names no clue over Cthulhu", () => {
    const opponent = { cards: [{ id: "mi_go_braincase", value: 0 }, { id: "cthulhu", insane: true, value: 8 }],
                       clues: 1, count: 2, top_known: true };
    const view = { ...start.view, insanity: 1, deck: { ...start.view.deck, count: 5 }, opponent, to_act: "player" };
    const s = insanityState(view, []);
    expect(s.race).toBe(true);
    expect(s.key).not.toBe("insanity_race");   // "Race: 1 clue over Cthulhu; never eliminate the last yourself"
    expect(s.short ?? s.key).not.toMatch(/^insanity_race/u);   // a phone's "· 1 clue to go" / "· Cthulhu on top"
  });
  it("a real last clue keeps its race line", () => {
    const opponent = { cards: [{ id: "investigators", value: 1 }, { id: "cthulhu", insane: true, value: 8 }],
                       clues: 1, count: 2, top_known: true };
    const view = { ...start.view, insanity: 1, deck: { ...start.view.deck, count: 5 }, opponent, to_act: "player" };
    expect(insanityState(view, []).key).toBe("insanity_race");
  });
});
