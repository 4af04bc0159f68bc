// Round AI (newcomer review 21, room_en finding 7, 001_start): "The header showed 'B1 (a person)… choosing… 12:28 this
// turn'. It counts up … I first read it as a countdown." A clock's m:ss reads as a timer running down; the turn line
// says the time spent, in words: "choosing for 12 min this turn" (seconds under a minute), the waits too.
import { describe, expect, it } from "vitest";
import { turnNews, turnText } from "./client.js";

const seats = { A1: { human: true, connected: true, left: null }, B1: { human: true, connected: true, left: null },
                B2: { human: false, bot: "heuristic", connected: true } };
const msg = (more = {}) => ({ to_act: "B1", seats, waited: 748, seen: 0, ...more });
const say = (lang, m = msg()) => turnText(m, "A1", lang, "chaos", (s) => s, 0);
const left = { ...seats, B1: { human: true, connected: false, left: 125 } };
const never = { ...seats, B1: { human: true, connected: false, left: null } };

describe("round AI8: the turn line's wait reads as time spent, not a countdown", () => {
  it("says 'choosing for 12 min this turn', never a clock's 12:28", () => {
    expect(say("en")).toBe("B1 (a person) is connected · has been choosing for 12 min");
    expect(say("en", msg({ waited: 42 }))).toBe("B1 (a person) is connected · has been choosing for 42 s");
    expect(say("en", msg({ to_act: "B2", waited: 7 }))).toBe("B2 (bot) has been choosing for 7 s");   // 7: no clock under 5 s (AQ8)
    expect(say("en", msg({ seats: left, waited: 65 }))).toBe("B1 (a person) left the room 2 min ago · waiting for 1 min");
    expect(say("en", msg({ seats: never, waited: 65 }))).toBe("B1 (a person) has not joined yet · waiting for 1 min");
  });

  it("in every language the rooms offer", () => {
    expect(say("ja")).toBe("B1（人間）は接続中・選んでいます（この番 12 分経過）");
    expect(say("zh")).toBe("B1（真人）已连接・已思考 12 分钟");
    expect(say("zh-TW")).toBe("B1（真人）已連線・已思考 12 分鐘");
    expect(say("ja", msg({ waited: 42 }))).toBe("B1（人間）は接続中・選んでいます（この番 42 秒経過）");
    expect(say("zh", msg({ seats: left, waited: 65 }))).toBe("B1（真人）2 分钟前离开・已等 1 分钟");
    for (const lang of ["en", "ja", "zh", "zh-TW"]) {
      for (const m of [msg(), msg({ seats: left }), msg({ seats: never }), msg({ waited: 5 })]) {
        expect(say(lang, m)).not.toMatch(/\d:\d\d/);   // no clock face anywhere
      }
    }
  });
});

// Newcomer review 21, room_zh finding 5: "while waiting I saw only '正在选择…', with no hint of what A1 was doing until it
// finished". A room sends each step as it is taken, its story lines with it: the turn line adds the newest line of the
// turn under way ("· so far: A1 moves to b3."), from its heading on; none at the turn's start.
describe("round AI8: the turn line says what the seat waited on has done so far this turn", () => {
  const lines = [{ text: "Round 3: A1's turn.", turn: 1 }, { text: "A1 moves to b3." }];

  it("keeps the newest line after the turn's heading, across state messages", () => {
    expect(turnNews(lines)).toBe("A1 moves to b3.");
    expect(turnNews([], "A1 moves to b3.")).toBe("A1 moves to b3.");                 // a state with no new line
    expect(turnNews([{ text: "A1 plays Checkup (Eye)." }], "A1 moves to b3.")).toBe("A1 plays Checkup (Eye).");
    expect(turnNews([{ text: "Round 3: your turn.", turn: 1, you: 1 }], "A1 draws.")).toBe("");   // a new turn
  });

  it("adds it to the person's wait, in every language", () => {
    const news = { news: "A1 moves to b3." };
    expect(say("en", msg({ waited: 42, ...news })))
      .toBe("B1 (a person) is connected · has been choosing for 42 s · so far: A1 moves to b3.");
    expect(say("ja", msg({ waited: 42, news: "A1 は b3 に移動する。" })))
      .toBe("B1（人間）は接続中・選んでいます（この番 42 秒経過）・ここまで：A1 は b3 に移動する。");
    expect(say("zh", msg({ waited: 42, news: "A1 移动到 b3。" })))
      .toBe("B1（真人）已连接・已思考 42 秒・目前：A1 移动到 b3。");
    expect(say("zh-TW", msg({ waited: 42, news: "A1 移動到 b3。" })))
      .toBe("B1（真人）已連線・已思考 42 秒・目前：A1 移動到 b3。");
    expect(say("en", msg({ waited: 42 }))).toBe("B1 (a person) is connected · has been choosing for 42 s");
  });
});
