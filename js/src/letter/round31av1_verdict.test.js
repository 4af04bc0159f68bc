// Newcomer review 30 (round AV, fixer AV1), letter_en 1 and 4: the Insanity line reads the kernel's verdict only (the
// view's `verdict`, verdict.py): the page's own count said "this game is lost" (074) where the end panel named a later
// moment (080), and a face-up Elder Sign as the last clue was never said (089: LS-O4, LS-TURN-7, LS-P10).
import { describe, expect, it } from "vitest";
import { insanityState } from "./layout_insanity.js";

// N = 2, 3 cards in the deck: one more turn of the player's; 3 clues would need two
const view = (more = {}) => ({ insanity: 2, deck: { count: 3 }, opponent: { clues: 3 }, to_act: "player",
                               protected: {}, result: null, ...more });

describe("review 30, letter_en 4: one verdict, the kernel's", () => {
  it("no `behind` of the page's own when the kernel does not say it", () => {
    expect(insanityState(view({ verdict: null })).key).not.toBe("insanity_behind");
  });
  it("the kernel's `behind` is said, with the turns the clues need", () => {
    expect(insanityState(view({ verdict: "behind" }))).toMatchObject({ key: "insanity_behind", need: 2, race: true });
  });
});

describe("review 30, letter_en 1: LS-O4 LS-TURN-7 the face-up Elder Sign as the last clue", () => {
  const sign = { opponent: { clues: 1, top_known: true, cards: [{ id: "elder_sign" }, { id: "cthulhu" }] },
                 insanity: 1, deck: { count: 10 } };
  it("lost: said in red on the reader's turn and the opponent's", () => {
    expect(insanityState(view({ ...sign, verdict: "sign" }))).toMatchObject({ key: "insanity_sign", doom: true });
    expect(insanityState(view({ ...sign, verdict: "sign", to_act: "opponent" })).key).toBe("insanity_sign");
  });
  it("a swap or a take in hand: what to do, in amber, not a verdict", () => {
    expect(insanityState(view({ ...sign, verdict: "sign_out" }))).toMatchObject({ key: "insanity_sign_out",
                                                                                  race: true, doom: false });
  });
});
