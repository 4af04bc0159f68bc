// Newcomer review 20, room_en finding 7: "The waiting timer restarts after each action ('choosing… 0:51', then later
// '0:31' in 015, 016). This makes a long turn by B1 look shorter than it was." The server's `waited` counts from the
// start of the seat's turn now (rooms/room.py turn_from); the turn line says so: "choosing… 2:12 this turn".
import { describe, expect, it } from "vitest";
import { turnText } from "./client.js";

const seats = { A1: { human: true, connected: true, left: null }, B1: { human: true, connected: true, left: null },
                B2: { human: false, bot: "heuristic", connected: true } };
const msg = { to_act: "B1", seats, waited: 132, seen: 0 };
const say = (lang, m = msg) => turnText(m, "A1", lang, "chaos", (s) => s, 0);

describe("round 21 AG6: the turn line's time is the seat's turn's", () => {
  it("says the time is this turn's, in every language the rooms offer", () => {
    // the time spent in words since round AI (review 21, room_en finding 7: '12:28' read as a countdown)
    expect(say("en")).toBe("B1 (a person) is connected · has been choosing for 2 min");
    expect(say("ja")).toBe("B1（人間）は接続中・選んでいます（この番 2 分経過）");
    expect(say("zh")).toBe("B1（真人）已连接・已思考 2 分钟");
    expect(say("zh-TW")).toBe("B1（真人）已連線・已思考 2 分鐘");
    expect(say("en", { ...msg, seats: { ...seats, B1: { human: true } } })).toBe("B1 (a person) has been choosing for 2 min");
  });
});
