// Newcomer review 22, room_zh finding 3 (055_hand9, B1's turn in round 7 after B1's own reversal): "从现在起的顺序：你 → B2 →
// A2 → A1" read as the next round's order, "but the next round began with B2 and I moved last". The line now says
// where the next round begins, from the engine's view (turn_in_round: the round's slots left; next_seats: the seats
// it brings, CH-TEAM-3, CH-P1): "you; round 8: B2 → A2 → A1 → you".
import { describe, expect, it } from "vitest";
import { orderNow } from "./story.js";

const ORDER = ["A1", "A2", "B2", "B1"];   // team A first (CH-TEAM-3)

describe("the order in words says where the next round begins", () => {
  it("the reader plays the round's last turn: the next round opens with B2 and ends with the reader (055_hand9)", () => {
    const view = { order: ORDER, direction: -1, to_act: "B1", round: 7, turn_in_round: 3, next_seats: ["B2", "A2", "A1"] };
    expect(orderNow(view, "B1", "zh-CN")).toBe("从现在起的顺序：你；第 8 轮：B2 → A2 → A1 → 你");
    expect(orderNow(view, "B1", "zh-TW")).toBe("從現在起的順序：你；第 8 輪：B2 → A2 → A1 → 你");
    expect(orderNow(view, "B1", "ja")).toBe("ここからの順番：あなた；ラウンド 8：B2 → A2 → A1 → あなた");
    expect(orderNow(view, "B1", "en")).toBe("Turns from now: you; round 8: B2 → A2 → A1 → you");
  });

  it("one turn of the round left after A1's: the reader's, then round 8", () => {
    const view = { order: ORDER, direction: -1, to_act: "A1", round: 7, turn_in_round: 2, next_seats: ["B1", "B2", "A2"] };
    expect(orderNow(view, "B1", "en")).toBe("Turns from now: A1 → you; round 8: B2 → A2 → A1 → you");
  });

  it("a round's first turn: the whole round is this one, told as before", () => {
    const view = { order: ORDER, direction: -1, to_act: "B2", round: 8, turn_in_round: 0, next_seats: ["A2", "A1", "B1"] };
    expect(orderNow(view, "B1", "en")).toBe("Turns from now: B2 → A2 → A1 → you");
  });

  it("a turn taken in a combo is passed over, not taken for the round's end", () => {
    // A2 led a joint turn with A1 at slot 1: A1's slot 2 is passed over, B1 plays the round's last turn
    const view = { order: ORDER, direction: -1, to_act: "A2", round: 7, turn_in_round: 1, next_seats: ["B1", "B2", "A2"],
                   combo: { leader: "A2", partner: "A1", team: "A" } };
    expect(orderNow(view, "B1", "en")).toBe("Turns from now: A2 → you; round 8: B2 → A2 → A1 → you");
  });

  it("the round limit's last round promises no next one (newcomer review 23, room_en 2, 083_wait20: 'round 13' at 12/12)", () => {
    const view = { order: ["A1", "A2", "B2", "B1"], direction: -1, to_act: "A1", round: 12, max_rounds: 12, turn_in_round: 3,
                   next_seats: ["A2", "B2", "B1"] };
    expect(orderNow(view, "A1", "en")).toBe("Turns from now: you; then the game ends (its last round)");
    expect(orderNow(view, "A1", "zh-CN")).toBe("从现在起的顺序：你；之后游戏结束（最后一轮）");
    expect(orderNow({ ...view, max_rounds: 20 }, "A1", "en")).toContain("; round 13: ");
  });
});
