// Review 27, room_en 1 (room_zh 7): no course at a room: the first-run box gave only "3 things to know" and the
// lobby's pointer to the course was no link. Wanted: a real link, from the lobby and from the table's first-run box,
// opening the game's solo course (<rooms>/learn/<game>.html?learn=1, served by the rooms server) in a new tab; where
// the server does not serve it, no dead link: the words say where the course is.
import { describe, expect, it } from "vitest";
import { allElements, useFakeDocument } from "../ui/fake_dom.js";
import { lobbyHead } from "./lobby_head.js";
import { firstTip } from "./first_tip.js";
import { learnAddress, roomsPrefix } from "./learn_link.js";
import { addressAsks, startMessage } from "../lite/main.js";

useFakeDocument();

const answer = (ok) => async () => ({ ok });
const settle = () => new Promise((r) => setTimeout(r, 0));

describe("a room's way to the course (review 27, room_en 1)", () => {
  it("the lobby links each game's course when the server serves it (over the lobby since review 32, room_en 1)", async () => {
    const host = document.createElement("div");
    host.prepend = (node) => host.childNodes.unshift(node);   // the fake DOM's missing prepend
    const head = lobbyHead(host, { lang: "ja", prefix: "/x/cthulhu/rooms", fetchImpl: answer(true) });
    await settle();
    const row = allElements(head.el).find((n) => n.className === "cw-lobby-learn-links");
    expect(row.hidden).toBe(false);
    const links = allElements(row).filter((n) => n.tagName?.toLowerCase() === "a" && !n.hidden);
    const chaos = links.find((a) => a.href.includes("/learn/chaos.html"));
    expect(chaos.href).toBe("/x/cthulhu/rooms/learn/chaos.html?learn=1&lang=ja");
    expect(chaos.target).not.toBe("_blank");   // a sheet over the lobby: round34az7_lobby_back.test.js
    expect(links.length).toBeGreaterThanOrEqual(3);
    const line = allElements(head.el).find((n) => n.className === "cw-lobby-learn");
    expect(line.textContent).not.toContain("★ 遊び方を学ぶ」を押す");   // not the long way round: the link is here
  });

  it("no link where the server has no course: the words say where it is", async () => {
    const host = document.createElement("div");
    host.prepend = (node) => host.childNodes.unshift(node);   // the fake DOM's missing prepend
    const head = lobbyHead(host, { lang: "en", prefix: "/y/cthulhu/rooms", fetchImpl: answer(false) });
    await settle();
    expect(allElements(head.el).find((n) => n.className === "cw-lobby-learn-links").hidden).toBe(true);
    expect(allElements(head.el).find((n) => n.className === "cw-lobby-learn").textContent).toContain("press ★ Learn to play");
  });

  it("the table's first-run box holds the course's link (zh-TW)", async () => {
    const host = document.createElement("div");
    const tip = firstTip(host, { storage: null, prefix: "/z/cthulhu/rooms", fetchImpl: answer(true) });
    tip.show({ round: 1, max_rounds: 12 }, "zh-TW", "chaos", "A1");
    await settle();
    expect(tip.el.hidden).toBe(false);
    expect(tip.learn.hidden).toBe(false);
    expect(tip.learn.href).toBe("/z/cthulhu/rooms/learn/chaos.html?learn=1&lang=zh-TW&rounds=12");
    expect(tip.learn.textContent).toContain("學習遊玩");
  });

  it("the address: the rooms page's prefix, the table's language as the play page knows it", () => {
    expect(roomsPrefix("/base/cthulhu/rooms/page")).toBe("/base/cthulhu/rooms");
    expect(roomsPrefix("/lab/tree/play.ipynb")).toBe(null);
    expect(learnAddress("/cthulhu/rooms", "mythos", "zh-CN")).toBe("/cthulhu/rooms/learn/mythos.html?learn=1&lang=zh");
  });

  it("the play page opened with ?learn=1 asks the engine for the course before its first table (review 34, room_en 6)", () => {
    expect(addressAsks("?learn=1&lang=ja")).toEqual({ learn: true, lang: "ja", rounds: null });
    expect(addressAsks("?lang=xx")).toEqual({ learn: false, lang: null, rounds: null });
    const cfg = { game: "chaos", wheels: ["w.whl"], lang: "en" };
    expect(startMessage(cfg, addressAsks("?learn=1&lang=ja&rounds=12"))).toMatchObject(
      { type: "start", game: "chaos", lang: "ja", rounds: 12, learn: true });
    expect(startMessage(cfg, addressAsks(""))).toMatchObject({ lang: "en", learn: false });
  });
});
