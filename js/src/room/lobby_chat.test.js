// Issue 23 (rooms): the lobby's rows, the open-seats choice, the tab title, the chat's labels and lines, the watch
// join; the page flow itself (lobby, share, chat drawn as text) is tests/test_browser_rooms_lobby.py.
import { describe, expect, it } from "vitest";
import { chatLabel, mergeLines, SHOWN } from "./chat.js";
import { connectRoom } from "./connection.js";
import { turnText } from "./client.js";
import { createRequest } from "./lobby.js";
import { listingUrl, roomRow } from "./rooms_list.js";
import { roomSay, seatName, tabTitle } from "./words.js";

const info = { room: "k3", game: "chaos", name: "Friday", step: 12, round: 3, to_act: "B1", over: false, free: ["A2"],
               seats: { A1: { human: true }, A2: { human: true }, B1: { human: false }, B2: { human: false } } };

describe("issue 23 lobby", () => {
  it("a listed room's row: name, game, seats free and taken, round, finished or not; Join only on free seats", () => {
    expect(roomRow(info)).toMatchObject({ name: "Friday", seats: "1 free · 3 taken", progress: "round 3",
                                          status: "B1 to act", free: ["A2"] });
    expect(roomRow({ ...info, name: "", over: true })).toMatchObject({ name: "Table k3", status: "finished", free: [] });
    expect(listingUrl("/cthulhu/rooms/", 40)).toBe("/cthulhu/rooms?offset=40");
    expect(roomRow({ ...info, game: "mythos", to_act: "p0" }).status).toBe("Player 1 to act");   // as its table says
  });

  it("the list of tables speaks the lobby's language: ja and both Chinese scripts, no English word left", () => {
    const ja = roomRow({ ...info, game: "mythos", to_act: "p1", name: "" }, "ja");
    expect(ja).toMatchObject({ name: "卓 k3", seats: "空き 1 · 着席 3", progress: "ラウンド 3", status: "プレイヤー 2 の番" });
    expect(roomRow({ ...info, over: true }, "zh-TW").status).toBe("已結束");
    expect(roomRow(info, "zh-CN")).toMatchObject({ seats: "空位 1 · 已坐 3", status: "轮到 B1" });
    for (const lang of ["ja", "zh-TW", "zh-CN"]) {
      const row = roomRow({ ...info, name: "" }, lang);
      expect([row.name, row.seats, row.progress, row.status].join(" ")).not.toMatch(/[A-Za-z]{3,}/);
    }
  });

  it("open seats are off unless chosen, and only for a listed table", () => {
    expect(createRequest({ game: "chaos", seats: {} }).open_seats).toBe(false);
    expect(createRequest({ game: "chaos", seats: {}, openSeats: true }).open_seats).toBe(true);
    expect(createRequest({ game: "chaos", seats: {}, openSeats: true, listed: false }).open_seats).toBe(false);
  });

  it("watching from the lobby joins with watch: true and no token", () => {
    const sent = [];
    let socket = null;
    class WS { constructor() { this.readyState = 1; socket = this; }
      send(t) { sent.push(JSON.parse(t)); } close() {} }
    const timers = { setTimeout: (f) => f(), clearTimeout() {}, setInterval: () => 0, clearInterval() {} };
    const c = connectRoom({ url: "ws://x", token: "", watch: true, onMessage() {}, WebSocketClass: WS, timers });
    socket.onopen();
    expect(sent).toEqual([{ type: "join", watch: true }]);
    c.close();
  });
});

describe("issue 23 tab title and chat", () => {
  it("the tab says the table's name, and '● Your turn — <name>' while this seat is to act", () => {
    expect(tabTitle({ name: "Friday", to_act: "A1" }, "A1", "k3")).toBe("● Your turn — Friday");
    expect(tabTitle({ name: "Friday", to_act: "B1" }, "A1", "k3")).toBe("Friday");
    // the server declines a CHAOS seat's lone decline and offers it no move: no "your turn" for it (round D)
    expect(tabTitle({ name: "Friday", to_act: "A1", legal: [] }, "A1", "k3")).toBe("Friday");
    expect(tabTitle({ name: "Friday", to_act: "A1", legal: [{ id: "end" }] }, "A1", "k3")).toBe("● Your turn — Friday");
    expect(tabTitle({ name: "", to_act: "A1", result: { outcome: "A" } }, "A1", "k3")).toBe("Table k3");
    expect(tabTitle({ name: "", to_act: "A1" }, null, "k3")).toBe("Table k3");   // a spectator is never to act
    expect(tabTitle({ name: "金曜", to_act: "p0" }, "p0", "k3", "ja", "mythos")).toBe("● あなたの番 — 金曜");
    expect(tabTitle({ name: "x", to_act: "A1" }, "A1", "k3", "zh", "chaos")).toBe("● 轮到你了 — x");
    expect(tabTitle({ name: "x", to_act: "player" }, "player", "k3", "zh", "letter")).toBe("● 輪到你了 — x");
  });

  it("a line is labelled as a person: You, the seat, or Spectator, in the page's language", () => {
    expect(chatLabel({ seat: "A1" }, "A1")).toBe("You");
    expect(chatLabel({ seat: "A2" }, "A1")).toBe("A2");
    expect(chatLabel({ seat: null }, "A1")).toBe("Spectator");
    expect(chatLabel({ seat: null }, null, "ja", "chaos")).toBe("観戦者");
    expect(chatLabel({ seat: "A2" }, "A1", "en", "chaos")).toBe("Your partner A2");
    expect(chatLabel({ seat: "B1" }, "A1", "en", "chaos")).toBe("B1");
    expect(chatLabel({ seat: "A2" }, "A1", "zh", "chaos")).toBe("队友A2");
    expect(chatLabel({ seat: "p1" }, "p0", "ja", "mythos")).toBe("p1");
    expect(roomSay("ja", "mythos", "watching")).toBe("観戦中");
  });

  it("lines merge by number (a rejoin sends the tail again) and the panel keeps the last 50", () => {
    const a = [{ n: 0, seat: "A1", text: "hi" }, { n: 1, seat: null, text: "<img src=x onerror=alert(1)>" }];
    expect(mergeLines(a, [a[1], { n: 2, seat: "A2", text: "yo" }]).map((l) => l.n)).toEqual([0, 1, 2]);
    const many = Array.from({ length: 80 }, (_, n) => ({ n, seat: "A1", text: String(n) }));
    const kept = mergeLines([], many);
    expect(kept.length).toBe(SHOWN);
    expect(kept[0].n).toBe(30);
    expect(mergeLines([], [{ n: "x", text: 1 }, null])).toEqual([]);   // not a line: dropped
  });
});

describe("issue 23: the room strip in the table's language", () => {
  it("says whose turn it is in en, ja and the game's Chinese", () => {
    const seats = { A1: { human: true }, B1: { human: false, bot: "random" } };
    expect(turnText({ to_act: "A1", seats }, "A1")).toBe("Your turn (A1)");
    expect(turnText({ to_act: "A1", seats }, "A1", "ja", "chaos")).toBe("あなたの番（A1）");
    expect(turnText({ to_act: "B1", seats }, "A1", "zh", "chaos")).toBe("轮到 B1（随机电脑）");
    expect(turnText({ to_act: "B1", seats }, "A1", "zh", "mythos")).toBe("B1 to act (random bot)");   // no Chinese Mythos
  });
});

describe("issue 23: seats named as the table names them", () => {
  it("a Mythos room's p0 is 'Player 1' where the catalog says so; other seats keep their names", () => {
    const catalog = { ui: { en: { player_n: "Player {n}" }, ja: { player_n: "プレイヤー {n}" } } };
    expect(seatName("p0", "mythos", catalog)).toBe("Player 1");
    expect(seatName("p1", "mythos", catalog, "ja")).toBe("プレイヤー 2");
    expect(seatName("p1", "mythos", {})).toBe("p1");
    expect(seatName("A1", "chaos", catalog)).toBe("A1");
    const name = (s) => seatName(s, "mythos", catalog);
    expect(turnText({ to_act: "p1", seats: { p1: { human: true } } }, "p0", "en", "mythos", name)).toBe("Player 2 to act");
    expect(chatLabel({ seat: "p1" }, "p0", "en", "mythos", name)).toBe("Player 2");
  });
});
