// Review 27, room_en 6 (097 → 103 → 106): "B1 has not joined yet · waiting for 1 min", a trip to Tables and back,
// then "waiting for 0 s" and no "Let a bot play B1" for 3 more minutes: the page's clock was capped at its own
// arrival. The table's clock is the server's (it starts when the table's first person sits: rooms/room.py), so a
// page that comes back reads it on, and the bot offer comes at the table's 3 minutes, not the page's.
import { describe, expect, it } from "vitest";
import { turnText } from "./client.js";
import { waitedAt } from "./nudge.js";
import { canAskBot } from "./takeover.js";

const seats = { A1: { human: true, connected: true, left: null }, B1: { human: true, connected: false, left: null },
                A2: { human: false, bot: "heuristic", connected: true } };
const take = { after: 180, bots: [], asked: [], needed: 1 };
// the page came back (its first state) when the table had waited 2 min on B1
const back = { to_act: "B1", seats, waited: 120, seen: 500000, arrived: 500000, takeover: take };

describe("a page come back reads the table's own wait (review 27, room_en 6)", () => {
  it("says the table's 2 min, not 0 s, and offers the bot at the table's 3 min", () => {
    expect(turnText(back, "A1", "en", "chaos", (s) => s, 500000)).toBe("B1 (a person) has not joined yet · waiting for 2 min");
    expect(waitedAt(back, 500000 + 60000)).toBe(180);
    expect(canAskBot(back, "A1", 500000 + 59000)).toBe(false);
    expect(canAskBot(back, "A1", 500000 + 60000)).toBe(true);
  });
});
