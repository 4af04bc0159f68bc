// Newcomer review 33 (round BA, fixer BA5), letter_en 10 (105): the Insanity line said "Race: 1 clue over Cthulhu;
// never eliminate the last yourself" while the one card over Cthulhu was the Mi-Go Braincase, not a clue (LS-P5).
// With only the known Braincase over Cthulhu the line counts no clue: it says the deck's clock alone.
// Round BB (diff review of round BA): the kernel says which cards over Cthulhu are clues (the view's
// opponent.clues_only, games/letter/state.py State.braincase_over); the line reads that count and never a card's id.
import { describe, expect, it } from "vitest";
import { insanityState } from "./layout_insanity.js";
import start from "../fixtures/letter_start.json";

const BRAINCASE = { id: "mi_go_braincase", value: 0, insane: true };
const CTHULHU = { id: "cthulhu", insane: true, value: 8 };

/** A race table (N = 1, deck 5: 2 turns) with `opponent` over Cthulhu. */
function race(opponent) {
  // no deck clock (deck.turns): the line counts deck ÷ (N + 1), the 2 turns meant (the start's 13 belong to deck 13)
  const deck = { ...start.view.deck, turns: undefined, count: 5 };
  return { ...start.view, insanity: 1, deck, opponent, to_act: "player" };
}

describe("letter_en 10 (review 33): the Braincase over Cthulhu is no clue", () => {
  it("the race line names no clue over Cthulhu", () => {
    const s = insanityState(race({ cards: [BRAINCASE, CTHULHU], clues: 1, clues_only: 0, count: 2, top_known: true }));
    expect(s.race).toBe(true);
    expect(s.key).not.toBe("insanity_race");   // "Race: 1 clue over Cthulhu; never eliminate the last yourself"
    expect(s.short ?? s.key).not.toMatch(/^insanity_race/u);   // a phone's "· 1 clue to go" / "· Cthulhu on top"
  });
  it("a real last clue keeps its race line", () => {
    const opponent = { cards: [{ id: "investigators", value: 1 }, CTHULHU], clues: 1, count: 2, top_known: true };
    expect(insanityState(race(opponent)).key).toBe("insanity_race");
  });
  it("the line reads the kernel's count, not the top card's id (the front end knows views, never rules)", () => {
    // the kernel's count alone: a hidden top card it says is no clue
    const told = race({ cards: [{ hidden: true }, CTHULHU], clues: 1, clues_only: 0, count: 2, top_known: false });
    expect(insanityState(told).short).toBe("insanity_next");
    // the Braincase's id without the kernel's count: the line applies no rule of its own
    const untold = race({ cards: [BRAINCASE, CTHULHU], clues: 1, count: 2, top_known: false });
    expect(insanityState(untold).key).toBe("insanity_race");
  });
  it("a clue under the Braincase is counted alone", () => {
    const opponent = { cards: [BRAINCASE, { hidden: true }, CTHULHU], clues: 2, clues_only: 1, count: 3,
                       top_known: true };
    const s = insanityState(race(opponent));
    expect([s.key, s.clues]).toEqual(["insanity_race", 1]);   // "Race: 1 clue over Cthulhu", not 2
  });
});
