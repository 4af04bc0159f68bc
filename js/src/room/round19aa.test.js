// Round AA (newcomer review 18) on the room page. Finding 1: when a room's game is over, each seat gets "Watch the
// replay": its own view of the whole game, step by step (the solo replay page the server makes of the finished game,
// rooms/replays.py), in the table's language; a spectator and a game in play get none.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allElements, installFakeDocument } from "../ui/fake_dom.js";
import { replayAddress, replayLink } from "./replay_link.js";
import { turnText } from "./client.js";
import { pageClear } from "./strip.js";
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
    expect(link.target).toBeUndefined();   // the same tab since review 20 (room_zh finding 2: a phone saw no new tab)
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

// Finding 3: long silent waits on a person's seat said nothing. The turn line says who is choosing, a person or a
// bot, and for how long (the server's `waited` seconds at the state, counted on here), for every seat waited on.
describe("round AA finding 3: '<seat> (a person) is choosing… m:ss' in the turn line", () => {
  const seats = { A1: { human: true }, B1: { human: true }, B2: { human: false, bot: "heuristic" } };

  it("says who is choosing and for how long, counting on from when the state came", () => {
    // the time spent in words since round AI (review 21, room_en finding 7: '12:28' read as a countdown)
    const msg = { to_act: "B1", seats, waited: 55, seen: 1_000_000 };
    expect(turnText(msg, "A1", "en", "chaos", (s) => s, 1_000_000)).toBe("B1 (a person) has been choosing for 55 s");
    expect(turnText(msg, "A1", "en", "chaos", (s) => s, 1_010_400)).toBe("B1 (a person) has been choosing for 1 min");
    expect(turnText({ ...msg, to_act: "B2", waited: 7 }, "A1", "en", "chaos", (s) => s, 1_000_000))
      .toBe("B2 (bot) has been choosing for 7 s");   // 7: no clock under 5 s (AQ8)
    expect(turnText(msg, null, "en", "chaos", (s) => s, 1_000_000)).toBe("B1 (a person) has been choosing for 55 s");   // a spectator too
  });

  it("leaves the seat's own turn and the end as they were", () => {
    expect(turnText({ to_act: "A1", seats, waited: 9, seen: 0 }, "A1", "en", "chaos", (s) => s, 0)).toBe("Your turn (A1)");
    expect(turnText({ result: {}, banner: { title: "Team A wins" }, seats, waited: 3 }, "A1")).toBe("Game over: Team A wins");
  });

  it("says it in every language the rooms offer", () => {
    const msg = { to_act: "B1", seats, waited: 5, seen: 0 };
    expect(turnText(msg, "A1", "ja", "chaos", (s) => s, 0)).toBe("B1（人間）が選んでいます（この番 5 秒経過）");
    expect(turnText(msg, "A1", "zh", "chaos", (s) => s, 0)).toBe("B1（真人）已思考 5 秒");
    expect(turnText(msg, "A1", "zh-TW", "chaos", (s) => s, 0)).toBe("B1（真人）已思考 5 秒");
  });
});

// Finding 4: on a phone the open chat drawer (fixed at the window's foot) covered the story, which lies at the page's
// foot: scrolled to the end, the story's newest lines stayed under the drawer. The page ends the drawer's height
// lower while it is open, so its end (the story) scrolls above the drawer.
describe("round AA finding 4: the page's end scrolls above the open chat", () => {
  const drawerOf = (height) => ({ getBoundingClientRect: () => ({ top: 844 - height, bottom: 844, height }) });
  const withFixed = (position, run) => {
    const old = globalThis.getComputedStyle;
    globalThis.getComputedStyle = () => ({ position });
    try { run(); } finally { globalThis.getComputedStyle = old; }
  };

  it("pads the room's foot as deep as the open drawer, and takes it away when it folds", () => {
    const root = { style: {} };
    withFixed("fixed", () => {
      expect(pageClear(root, drawerOf(252), true)).toBe(260);
      expect(root.style.paddingBottom).toBe("260px");
      expect(pageClear(root, drawerOf(252), false)).toBe(0);
      expect(root.style.paddingBottom).toBe("");
    });
  });

  it("adds nothing where the chat has its own column (not over the page)", () => {
    const root = { style: {} };
    withFixed("static", () => expect(pageClear(root, drawerOf(252), true)).toBe(0));
    expect(root.style.paddingBottom).toBe("");
  });
});
