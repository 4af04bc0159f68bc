// Letter, newcomer review 25, letter_zh 3 (075 -> 077): a mis-tap the opponent's reply made final, and Undo was greyed
// at once. A table whose kernel steps back from the end (undo_at_end: Letter) keeps Undo; the others still grey it
// after Game over (newcomer review 11, finding 4, Mythos 331).
import { describe, expect, it } from "vitest";
import { barState } from "./toolbar.js";

const over = { mode: "play", seat: "player", step: 9, history_len: 9, undo_policy: "keep", seats: [],
               view: { to_act: null, result: { outcome: "loss" } } };

describe("Undo after Game over", () => {
  it("stays enabled where the kernel steps back from the end, and greyed elsewhere", () => {
    expect(barState({ ...over, undo_at_end: true }).undoDisabled).toBe(false);
    expect(barState(over).undoDisabled).toBe(true);
    expect(barState({ ...over, undo_at_end: true, replaying: true }).undoDisabled).toBe(true);
  });
});
