// CHAOS round AF (newcomer review 20, chaos_ja finding 1, 044_m10): the order in words listed the reader twice
// ("ここからの順番：あなた → B2 → B1 → あなた") and, while the partner's combo asked the reader to join, put the reader first
// though the round's turn was the partner's ("逆回り：このラウンドは味方の A2 から"). Each seat once, from the seat
// whose turn it is, in the engine's order (view.next_seats, CH-P1); the strip's "next" is its second name.
import { describe, expect, it } from "vitest";
import { orderNow } from "../ui/story.js";

const ORDER = ["A1", "A2", "B2", "B1"];
const names = (line) => line.slice(line.indexOf("：") + 1).split(" → ");

describe("the order in words names each seat once", () => {
  it("the reader's next turn in the next round is not named a second time (044_m10)", () => {
    const view = { order: ORDER, direction: -1, to_act: "A1", next_seats: ["B2", "B1", "A1"] };
    expect(orderNow(view, "A1", "ja")).toBe("ここからの順番：あなた → B2 → B1");
  });

  it("a lost turn passed over: the reader is named once", () => {
    const view = { order: ORDER, direction: -1, to_act: "A2", next_seats: ["B1", "B2", "A2"] };
    expect(orderNow(view, "A2", "en")).toBe("Turns from now: you → B1 → B2");
  });

  it("asked to join the partner's combo, the line starts with the partner whose turn it is (the kernel's view)", () => {
    // seed 1, round 3: A2 leads a combo and asks A1; the engine's next seats count A1's own turn next
    const view = { order: ORDER, direction: -1, to_act: "A1", phase: "join", next_seats: ["A1", "B1", "B2"],
                   combo: { leader: "A2", partner: "A1", team: "A" } };
    for (const lang of ["en", "ja", "zh-CN", "zh-TW"]) {
      const seats = names(orderNow(view, "A1", lang).replace(": ", "："));
      expect(seats[0]).toBe("A2");
      expect(new Set(seats).size).toBe(seats.length);
    }
    expect(orderNow(view, "A1", "en")).toBe("Turns from now: A2 → you → B1 → B2");
  });

  it("an enemy's combo asking the reader to counter starts with the enemy leader", () => {
    const view = { order: ORDER, direction: -1, to_act: "A1", phase: "react", next_seats: ["A2", "A1", "B2"],
                   combo: { leader: "B2", partner: "B1", team: "B" } };
    expect(orderNow(view, "A1", "en")).toBe("Turns from now: B2 → A2 → you");
  });
});
