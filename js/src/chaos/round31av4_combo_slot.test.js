// Round AV, fixer AV4 (newcomer review 30, chaos_en 1, 129→131→136): a declined combo's card came back at the hand's
// end and the reader's next click played Mischief. The page keeps its slot (band.js handSlots, 241e9d09); here the
// flows that test did not walk: the partner's answer never drawn (a bot's decline inside one step), and the reader's
// next card played after it (the cards after the played one keep their x: no second shift under the pointer).
import { describe, expect, it } from "vitest";
import { handSlots } from "./band.js";

const card = (id) => ({ id });
const ids = (hand) => hand.map((c) => `${c.id}@${c.slot}`);

describe("chaos_en 1: the declined card's slot, whatever frames the page saw", () => {
  it("the partner's question never drawn: the card is back in its own place, not at the end", () => {
    const memo = {};
    const mine = { round: 9, turn: 33, to_act: "A1", combo: null };
    handSlots(memo, mine, "A1", ["brainwash", "vanish", "mischief"].map(card));
    const back = handSlots(memo, mine, "A1", ["brainwash", "mischief", "vanish"].map(card));
    expect(ids(back)).toEqual(["brainwash@0", "vanish@1", "mischief@2"]);
  });

  it("then Brainwash played: Vanish and Mischief keep their slots (the played one is an outline)", () => {
    const memo = {};
    const mine = { round: 9, turn: 33, to_act: "A1", combo: null };
    handSlots(memo, mine, "A1", ["brainwash", "vanish", "mischief"].map(card));
    handSlots(memo, { ...mine, to_act: "A2", combo: { leader: "A1" } }, "A1", ["brainwash", "mischief"].map(card));
    handSlots(memo, mine, "A1", ["brainwash", "mischief", "vanish"].map(card));
    const after = handSlots(memo, mine, "A1", ["mischief", "vanish"].map(card));
    expect(ids(after)).toEqual(["vanish@1", "mischief@2"]);
    expect(after.played).toEqual([0]);
  });
});
