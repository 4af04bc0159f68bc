// Review 25 (room_en 10): "choosing for 0 s this turn" flashed at every turn change; no clock under a few seconds.
// Left 7 of the last stop: the Nudge and "Let a bot play B1" followed the server's clock while the strip's clock
// counted from the page's arrival at most: one clock (nudge.js waitedAt), so the buttons come when the strip says.
import { describe, expect, it } from "vitest";
import { turnText } from "./client.js";
import { canNudge, waitedAt } from "./nudge.js";
import { canAskBot } from "./takeover.js";

const seats = { A1: { human: true, connected: true, left: null }, B1: { human: true, connected: true, left: null },
                B2: { human: false, bot: "heuristic", connected: true } };
const msg = (more = {}) => ({ to_act: "B1", seats, waited: 0, seen: 0, ...more });
const say = (m, lang = "en", now = 0) => turnText(m, "A1", lang, "chaos", (s) => s, now);

describe("AQ8: no clock at a turn's first seconds", () => {
  it("says whose turn, not 'for 0 s', in every language", () => {
    expect(say(msg({ to_act: "B2" }))).toBe("B2 to act (bot)");
    expect(say(msg({ waited: 2 }))).toBe("B1 to act");
    for (const lang of ["en", "ja", "zh", "zh-TW"]) {
      expect(say(msg({ to_act: "B2", waited: 1 }), lang)).not.toMatch(/[0-9] ?(s|秒)/);
    }
    expect(say(msg({ waited: 12 }))).toBe("B1 (a person) is connected · has been choosing for 12 s");
  });
});

describe("AQ8: the strip's clock and the buttons' are one", () => {
  const take = { after: 300, bots: [], asked: [], needed: 1 };
  // (a turn just begun; since review 27, room_en 6 a page's clock is the table's, not capped at the page's arrival:
  // the server starts it at the table's first person, rooms/room.py join)
  const late = msg({ waited: 0, seen: 0, arrived: 0, takeover: take });
  it("shows the Nudge when the strip says a minute, not before", () => {
    expect(say(late, "en", 30000)).toBe("B1 (a person) is connected · has been choosing for 30 s");
    expect(waitedAt(late, 30000)).toBe(30);
    expect(canNudge(late, "A1", 30000)).toBe(false);
    expect(canAskBot(late, "A1", 30000)).toBe(false);
    expect(say(late, "en", 61000)).toBe("B1 (a person) is connected · has been choosing for 1 min");
    expect(canNudge(late, "A1", 61000)).toBe(true);
    expect(say(late, "en", 301000)).toMatch(/choosing for 5 min$/);
    expect(canAskBot(late, "A1", 301000)).toBe(true);
  });
});
