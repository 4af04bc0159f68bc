// Newcomer review 29 (round AU, fixer AU2), letter_en 9: "You are behind: this game is lost" at the player's turn
// (126), then "Race: 2 clues over Cthulhu …" after the player's move (128): the page counted the turns left from the
// player's turn both times. Counted by whose turn it is (the kernel's verdict.py `behind`, LS-CHECK-1, LS-P9), a lost
// game stays lost.
import { describe, expect, it } from "vitest";
import { insanityState } from "./layout_insanity.js";

// N = 2, 3 cards in the deck: one more turn of the player's (3 // 3); lost by the kernel's verdict (the view's
// `verdict`, which the page reads since review 30, letter_en 4: the page's own count is gone), the turns the clues
// need still counted by whose turn it is
const view = (clues, toAct, more = {}) => ({ insanity: 2, deck: { count: 3 }, opponent: { clues }, to_act: toAct,
                                             protected: {}, result: null, verdict: "behind", ...more });

describe("letter_en 9: LS-CHECK-1 LS-P9 a game told lost stays lost on the opponent's turn", () => {
  it("3 clues on the player's turn, then 2 on the opponent's: behind both times", () => {
    expect(insanityState(view(3, "player"))).toMatchObject({ key: "insanity_behind", need: 2 });
    expect(insanityState(view(2, "opponent"))).toMatchObject({ key: "insanity_behind", need: 2 });
  });
  it("the opponent's turn answered by the player (phase answer) counts as the opponent's", () => {
    expect(insanityState(view(2, "player", { prompt: { kind: "answer" } })).key).toBe("insanity_behind");
  });
  it("one more turn of the player's and 2 clues on its turn: still a race (this turn and the opponent's clear them)", () => {
    expect(insanityState(view(2, "player", { verdict: null })).key).toBe("insanity_race");
  });
});
