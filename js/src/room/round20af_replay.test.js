// Round AF (newcomer review 20, room_zh finding 2): "观看回放 does nothing I can see" (079/080/082/084_replay): the
// link opened a new tab, which a phone shows nowhere near the table; the replay opens in the same tab (its page leads
// back to the table: rooms/replays.py, tests/test_rooms_round20af.py).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allElements, installFakeDocument } from "../ui/fake_dom.js";
import { replayAddress, replayLink } from "./replay_link.js";
import { roomSay } from "./words.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

describe("finding 2: Watch the replay opens where a phone player sees it", () => {
  for (const lang of ["en", "ja", "zh", "zh-TW"]) {
    it(`opens the replay in the same tab (${lang})`, () => {
      const tools = document.createElement("span");
      const c = replayLink(tools, { wordsOf: (k) => roomSay(lang, "chaos", k),
                                    address: (seat) => replayAddress("/cthulhu/rooms", "R1", seat, lang) });
      const [link] = allElements(tools).filter((e) => /cw-replay-link/.test(String(e.className)));
      c.show({ result: { winner: "B" } }, "B1");
      expect(link.hidden).toBe(false);
      expect(link.href).toBe(`/cthulhu/rooms/R1/replay?seat=B1&lang=${encodeURIComponent(lang)}`);
      expect(link.target || "_self").toBe("_self");   // no new tab: a phone showed nothing of it
      expect(link.textContent).toBe(roomSay(lang, "chaos", "watch_replay"));
    });
  }
});
