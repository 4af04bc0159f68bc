// Review 24 (AP8 finding 5, room_en): "Choosing for 11 min" on arrival: the first turn's clock ran from the room's
// creation, long before this page came. Since review 27 (room_en 6: capped at the page's arrival, a page come back read
// "0 s") the server's clock starts when the table's first person sits (rooms/room.py join;
// tests/test_rooms_round28as5_standin.py), and the page reads it as it is: a new table's first page reads seconds,
// a page come back the table's own time; none at the reader's own turn.
import { describe, expect, it } from "vitest";
import { turnText } from "./client.js";

const seats = { A1: { human: true, connected: true, left: null }, B1: { human: true, connected: false, left: null },
                B2: { human: false, bot: "heuristic", connected: true } };
const msg = (more = {}) => ({ to_act: "B1", seats, waited: 660, seen: 100000, arrived: 100000, ...more });

describe("AP8 finding 5: a page that arrives sees the table's clock", () => {
  it("says the server's seconds since the first person sat, not the 11 min since the room was made", () => {
    expect(turnText(msg({ waited: 0 }), "A1", "en", "chaos", (s) => s, 105000))
      .toBe("B1 (a person) has not joined yet · waiting for 5 s");
    expect(turnText(msg({ to_act: "B2", waited: 0 }), "A1", "zh", "chaos", (s) => s, 100000 + 125000))
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
