// Issue 23, rooms round 6c item 4: a room's end offers "Play again" (a new room of the same seats and options, made
// by the server: rooms/hub.py Hub.rematch); each page gets its own seat's link to it.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allElements, installFakeDocument } from "../ui/fake_dom.js";
import { rematchControls } from "./rematch.js";
import { roomSay } from "./words.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

describe("round 6c item 4: Play again at a room's end", () => {
  const make = (lang = "en") => {
    const tools = document.createElement("span");
    const sent = [];
    const went = [];
    const c = rematchControls(tools, { send: (m) => sent.push(m), wordsOf: (k) => roomSay(lang, "chaos", k),
                                       go: (l) => went.push(l) });
    const [button, link] = allElements(tools).filter((e) => /^cw-rematch(-join)?$/.test(String(e.className)));
    const yes = allElements(tools).find((e) => String(e.className) === "cw-rematch-yes");
    return { c, sent, went, button, link, yes };
  };

  it("shows the button to a seat once the game is over, asks the server, and goes to its own link", () => {
    const { c, sent, went, button, link, yes } = make();
    c.show({ to_act: "A1" }, "A1");
    expect(button.hidden).toBe(true);              // in play: no button
    c.show({ result: { winner: "B" } }, null);
    expect(button.hidden).toBe(true);              // a spectator asks nothing
    c.show({ result: { winner: "B" } }, "A1");
    expect(button.hidden).toBe(false);
    expect(button.textContent).toBe("Play again");
    button.fire("click");
    expect(sent).toEqual([]);   // it asks first (review 29, room_en 9)
    yes.fire("click");
    expect(sent).toEqual([{ type: "rematch" }]);
    c.offered({ type: "rematch", room: "N1", link: "http://x/cthulhu/rooms/page#room=N1&token=t" });
    expect(went).toEqual(["http://x/cthulhu/rooms/page#room=N1&token=t"]);
    expect(link.hidden).toBe(false);
    expect(button.hidden).toBe(true);
  });

  it("offers the other seats the new game's link without taking them there, in their language", () => {
    const { c, went, link } = make("ja");
    c.show({ result: { winner: "A" } }, "B1");
    c.offered({ type: "rematch", room: "N1", link: "L" });
    expect(went).toEqual([]);
    expect(link.href).toBe("L");
    expect(link.textContent).toBe("▶ 新しいゲームへ");
    for (const lang of ["en", "ja", "zh-TW", "zh-CN"]) expect(roomSay(lang, "", "play_again")).not.toBe("play_again");
  });
});

describe("round 6c item 7: an unnamed table is named by its game and number", () => {
  it("reads 'Lovecraft Letter Table 3' (en/ja/zh) in the list, the strip and the tab, not 'Table CsCQ31IS'", async () => {
    const { roomRow } = await import("./rooms_list.js");
    const { roomName, tabTitle } = await import("./words.js");
    const info = { room: "CsCQ31IS", game: "letter", name: "", number: 3, seats: { player: {} }, free: [] };
    expect(roomRow(info, "en").name).toBe("Lovecraft Letter Table 3");
    expect(roomRow(info, "ja").name).toBe("Lovecraft Letter 卓 3");
    expect(roomRow({ ...info, game: "chaos" }, "zh-CN").name).toBe("CHAOS 牌桌 3");
    expect(roomRow({ ...info, name: "Friday" }, "en").name).toBe("Friday");
    expect(roomName({ number: 2 }, "X1", "en", "mythos")).toBe("Mythos Table 2");
    expect(tabTitle({ number: 2, to_act: "p1" }, "p0", "X1", "ja", "mythos")).toBe("Mythos 卓 2");
    expect(roomName({}, "X1", "en", "chaos")).toBe("Table X1");   // an older room without a number
  });
});
