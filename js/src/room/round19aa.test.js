// Round AA (newcomer review 18) on the room page. Finding 1: when a room's game is over, each seat gets "Watch the
// replay": its own view of the whole game, step by step (the solo replay page the server makes of the finished game,
// rooms/replays.py), in the table's language; a spectator and a game in play get none.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allElements, installFakeDocument } from "../ui/fake_dom.js";
import { replayAddress, replayLink } from "./replay_link.js";
import { roomSay } from "./words.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

describe("round AA finding 1: Watch the replay at a room's end", () => {
  const make = (lang = "en") => {
    const tools = document.createElement("span");
    const c = replayLink(tools, { wordsOf: (k) => roomSay(lang, "chaos", k),
                                  address: (seat) => replayAddress("/cthulhu/rooms", "R1", seat, lang) });
    const [link] = allElements(tools).filter((e) => /cw-replay-link/.test(String(e.className)));
    return { c, link };
  };

  it("shows a seat its own replay's link once the game is over, never while it runs or to a spectator", () => {
    const { c, link } = make();
    c.show({ to_act: "A1" }, "A1");
    expect(link.hidden).toBe(true);
    c.show({ result: { winner: "B" } }, null);
    expect(link.hidden).toBe(true);
    c.show({ result: { winner: "B" } }, "B1");
    expect(link.hidden).toBe(false);
    expect(link.textContent).toBe("▶ Watch the replay");
    expect(link.href).toBe("/cthulhu/rooms/R1/replay?seat=B1&lang=en");
    expect(link.target).toBe("_blank");
  });

  it("says it in every language of the rooms, and asks the replay in the table's language", () => {
    const { c, link } = make("zh");
    c.show({ result: { winner: "A" } }, "B1");
    expect(link.textContent).toBe("▶ 观看回放");
    expect(link.href).toBe("/cthulhu/rooms/R1/replay?seat=B1&lang=zh");
    for (const lang of ["ja", "zh-TW", "zh-CN"]) {
      expect(roomSay(lang, "", "watch_replay")).not.toBe(roomSay("en", "", "watch_replay"));
      expect(roomSay(lang, "", "watch_replay_title")).not.toBe(roomSay("en", "", "watch_replay_title"));
    }
  });
});
