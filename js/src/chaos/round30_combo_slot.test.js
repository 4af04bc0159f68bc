// Review 30, chaos_en 1 (129→131→136): A2 declined the reader's combo and "your Vanish is back in your hand" put it at
// the hand's END; the reader clicked where it had been and played Mischief by mistake. While the combo's question is
// the partner's, the card's place is kept, and it comes back to it (CH-COMBO-1: a declined card goes back to the hand).
import { describe, expect, it } from "vitest";
import { handSlots } from "./band.js";

const card = (id) => ({ id });
const ids = (hand) => hand.map((c) => `${c.id}@${c.slot}`);

describe("a declined combo's card comes back to its own place", () => {
  it("kept through the partner's answer, then filled by the same card", () => {
    const memo = {};
    const mine = { round: 2, turn: 1, to_act: "A1", combo: null };
    handSlots(memo, mine, "A1", ["mischief", "vanish", "mania"].map(card));
    // the offer: Vanish put down, A2 asked to join
    const asked = { ...mine, to_act: "A2", combo: { leader: "A1", partner: "A2", cards: { A1: "vanish" } } };
    expect(ids(handSlots(memo, asked, "A1", ["mischief", "mania"].map(card)))).toEqual(["mischief@0", "mania@2"]);
    // declined: the engine appends it; the page shows it where it was
    const back = { ...mine };
    expect(ids(handSlots(memo, back, "A1", ["mischief", "mania", "vanish"].map(card))))
      .toEqual(["mischief@0", "vanish@1", "mania@2"]);
  });
});
