// Review 39, room_zh 12 (002, 075): a "CHAOS 牌桌 2" sat at "轮到 A1 · 第 12/20 轮" in the lobby's list the whole
// session; nothing said nobody had moved there for long. The row's status now says how long since the table's last
// move (the server's `idle`, rooms/room.py info) once it is two minutes or more: "A1 to act · idle 25 min".
import { describe, expect, it } from "vitest";
import { roomRow } from "./rooms_list.js";

const table = (idle, extra = {}) => ({ room: "r2", game: "chaos", number: 2, to_act: "A1", round: 12, max_rounds: 20,
                                       seats: { A1: {}, B1: {} }, free: [], joined: ["A1"], idle, ...extra });

describe("the lobby's list says how long a table has been idle (review 39, room_zh 12)", () => {
  const SAYS = {
    en: ["A1 to act · idle 25 min", "A1 to act · idle 2 h"],
    ja: ["A1 の番 · 25 分動きなし", "A1 の番 · 2 時間動きなし"],
    "zh-TW": ["輪到 A1 · 閒置 25 分鐘", "輪到 A1 · 閒置 2 小時"],
    "zh-CN": ["轮到 A1 · 闲置 25 分钟", "轮到 A1 · 闲置 2 小时"],
  };
  for (const [lang, [mins, hours]] of Object.entries(SAYS)) {
    it(`says "${mins}" after 25 minutes and "${hours}" after two hours (${lang})`, () => {
      expect(roomRow(table(1500), lang).status).toBe(mins);
      expect(roomRow(table(2 * 3600 + 600), lang).status).toBe(hours);
    });
  }

  it("says nothing of a table played now, a finished one, or an older server's info", () => {
    expect(roomRow(table(90), "en").status).toBe("A1 to act");
    expect(roomRow(table(null, { over: true }), "en").status).toBe("finished");
    expect(roomRow(table(undefined), "en").status).toBe("A1 to act");
    expect(roomRow(table(600, { to_act: null }), "en").status).toBe("in play · idle 10 min");
    // the hours round: 95 min after "idle 89 min" reads "idle 2 h", not "idle 1 h" (diff review of round JJ)
    expect(roomRow(table(89 * 60), "en").status).toBe("A1 to act · idle 89 min");
    expect(roomRow(table(95 * 60), "en").status).toBe("A1 to act · idle 2 h");
  });
});
