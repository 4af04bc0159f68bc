// Newcomer review 13 (CHAOS phone): after an Undo inside "Learn to play" the coach said "the tutorial's deal stays as
// it was" while a toast said the unseen cards and bombs were dealt afresh. The course's undo keeps its deal (its mark
// carries `again`), so the page says nothing of a new deal there; a fair undo elsewhere still says it.
import { describe, expect, it } from "vitest";
import { saysDealtAfresh } from "./page.js";

const lines = [{ text: "Round 1" }, { text: "A1 moves" }];
const seen = { step: 5, count: 2, lines, deal: "d1" };
const model = (coach) => ({ get: (k) => ({ undo_policy: "fair", deal: "d1", coach })[k] });

describe("the 'dealt afresh' toast after a fair undo", () => {
  it("is said after a fair undo of a game", () => {
    expect(saysDealtAfresh(seen, 3, lines, model({}))).toBe(true);
  });
  it("is not said when Learn to play's undo kept the deal", () => {
    expect(saysDealtAfresh(seen, 3, lines, model({ n: 2, again: 3, done: "You took your move back." }))).toBe(false);
  });
});
