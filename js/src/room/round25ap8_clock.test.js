// Review 24 (AP8 finding 5, room_en): "Choosing for 11 min" on arrival: the first turn's clock ran from the room's
// creation, long before this page came. The turn line's clock counts the time since the turn began for this page: at
// most since the page arrived (its first state); none at the reader's own turn.
import { describe, expect, it } from "vitest";
import { turnText } from "./client.js";

const seats = { A1: { human: true, connected: true, left: null }, B1: { human: true, connected: false, left: null },
                B2: { human: false, bot: "heuristic", connected: true } };
const msg = (more = {}) => ({ to_act: "B1", seats, waited: 660, seen: 100000, arrived: 100000, ...more });

describe("AP8 finding 5: a page that arrives sees the turn's clock from its arrival", () => {
  it("says seconds since arrival, not the 11 min since the room was made", () => {
    expect(turnText(msg(), "A1", "en", "chaos", (s) => s, 105000))
      .toBe("B1 (a person) has not joined yet · waiting for 5 s");
    expect(turnText(msg({ to_act: "B2" }), "A1", "zh", "chaos", (s) => s, 100000 + 125000))
      .toBe(turnText(msg({ to_act: "B2", waited: 125, arrived: undefined }), "A1", "zh", "chaos", (s) => s, 100000));
  });

  it("a turn that began after the arrival counts from its own start", () => {
    const later = msg({ waited: 42, seen: 700000, arrived: 100000 });
    expect(turnText(later, "A1", "en", "chaos", (s) => s, 700000)).toBe("B1 (a person) has not joined yet · waiting for 42 s");
  });

  it("says no clock at the reader's own turn", () => {
    expect(turnText(msg({ to_act: "A1" }), "A1", "en", "chaos", (s) => s, 105000)).not.toMatch(/\d+ (s|min)/);
  });
});
