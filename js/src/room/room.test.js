import { describe, expect, it } from "vitest";
import { turnText } from "./client.js";
import { backoff, connectRoom } from "./connection.js";
import { absolute, cookie, createRequest } from "./lobby.js";
import { initialTraits, RoomModel, traitsOf } from "./model.js";
import { parseFragment, roomsBase } from "./page.js";

describe("the seat's frame", () => {
  it("is the table's traits as the server sent them: moves with targets and sentences, the log, the banner", () => {
    const legal = [{ id: "move col=4 row=3", kind: "move", target: { cell: [3, 4] }, text: "Move to (3,4)." }];
    const t = traitsOf({ type: "state", step: 7, view: { to_act: "A1" }, legal, log_lines: [{ text: "A1 moves." }],
                         log_from: 12, banner: {}, seed: null, deal: "abcd1234" }, "A1");
    expect(t).toMatchObject({ legal, log_lines: [{ text: "A1 moves." }], log_from: 12, banner: {}, step: 7,
                              history_len: 7, deal: "abcd1234" });
    expect(traitsOf({ type: "state", step: 0, view: {}, legal: null }, "A1")).toMatchObject({ legal: [],
                                                                                              log_lines: [] });
  });
});

describe("model", () => {
  it("state messages set the traits; each listener is called once per message", () => {
    const sent = [];
    const model = new RoomModel(initialTraits("chaos", "A1"), (m) => sent.push(m));
    let calls = 0;
    const cb = () => { calls += 1; };
    model.on("change:view change:legal change:step", cb);
    model.update(traitsOf({ type: "state", step: 4, view: { to_act: "A1" },
                            legal: [{ id: "end", fields: {}, target: { chip: true }, text: "End the turn." }],
                            seed: null, deal: "abcd1234" }, "A1"));
    expect(calls).toBe(1);
    expect(model.get("step")).toBe(4);
    expect(model.get("legal")[0].target).toEqual({ chip: true });
    expect(model.get("autoplay")).toBe(false);
    model.send({ cmd: "act", id: "end", step: 4 });
    expect(sent).toEqual([{ cmd: "act", id: "end", step: 4 }]);
    model.off("change:view change:legal change:step", cb);
    model.update({ step: 5 });
    expect(calls).toBe(1);
  });
  it("the joined message gives the catalog, no seat menu, and no words for a step chip (round 6d: none in a room)", () => {
    const t = traitsOf({ type: "joined", seat: null, catalog: { seats: ["A1"], ui: { en: { bot_plays: "Bot" } } } });
    expect(t.catalog_data.seats).toEqual([]);
    expect(t.catalog_data.ui.en.bot_plays).toBe("");
    expect(t.seat).toBe("");
    expect(traitsOf({ type: "error", message: "x".repeat(500) }).error.length).toBe(300);
  });
});

describe("connection", () => {
  class FakeSocket {
    static all = [];
    constructor(url) {
      this.url = url;
      this.sent = [];
      this.readyState = 1;
      FakeSocket.all.push(this);
    }
    send(text) { this.sent.push(JSON.parse(text)); }
    close() {}
  }
  const timers = { waits: [], setTimeout(fn, ms) { this.waits.push([fn, ms]); return 1; }, clearTimeout() {},
                   setInterval() { return 2; }, clearInterval() {} };

  it("joins with the token first, reconnects with backoff, stops on a final close", () => {
    const got = [];
    const status = [];
    connectRoom({ url: "ws://h/cthulhu/rooms/r/ws", token: "T", onMessage: (m) => got.push(m),
                  onStatus: (s) => status.push(s.state), WebSocketClass: FakeSocket, timers });
    const ws = FakeSocket.all.at(-1);
    ws.onopen();
    expect(ws.sent[0]).toEqual({ type: "join", token: "T" });
    ws.onmessage({ data: JSON.stringify({ type: "joined", seat: "A1" }) });
    ws.onmessage({ data: "not json" });
    expect(got).toEqual([{ type: "joined", seat: "A1" }]);
    ws.onclose({ code: 1006 });
    expect(status.at(-1)).toBe("waiting");
    const [reopen, wait] = timers.waits.at(-1);
    expect(wait).toBeGreaterThanOrEqual(400);
    reopen();
    const again = FakeSocket.all.at(-1);
    expect(again).not.toBe(ws);
    again.onclose({ code: 4001 });
    expect(status.at(-1)).toBe("closed");
    expect(timers.waits.length).toBe(1);
  });
  it("backoff doubles to 15 s", () => {
    expect(backoff(0, () => 0.5)).toBe(500);
    expect(backoff(3, () => 0.5)).toBe(4000);
    expect(backoff(20, () => 0.5)).toBe(15000);
  });
});

describe("page and lobby", () => {
  it("reads the fragment and the rooms prefix", () => {
    expect(parseFragment("#room=abc&token=x-y_z")).toEqual({ room: "abc", token: "x-y_z", watch: false });
    expect(parseFragment("")).toEqual({ room: "", token: "", watch: false });
    expect(parseFragment("#room=abc&watch=1")).toEqual({ room: "abc", token: "", watch: true });   // issue 23: Watch
    expect(roomsBase("/user/me/cthulhu/rooms/page")).toBe("/user/me/cthulhu/rooms");
  });
  it("builds the create request: a secret deal or a whole seed", () => {
    expect(createRequest({ game: "chaos", seats: { A1: "human" } }).seed).toBe(null);
    expect(createRequest({ game: "chaos", seats: {}, seedText: " 12 " }).seed).toBe(12);
    expect(() => createRequest({ game: "chaos", seats: {}, seedText: "1e3" })).toThrow(/whole number/);
  });
  it("cookies and absolute links", () => {
    expect(cookie("_xsrf", { cookie: "a=1; _xsrf=2%7C3" })).toBe("2|3");
    expect(absolute("/cthulhu/rooms/page#room=r", "http://h:1")).toBe("http://h:1/cthulhu/rooms/page#room=r");
  });
  it("says whose turn it is", () => {
    const seats = { A1: { human: true }, B1: { human: false, bot: "random" } };
    expect(turnText({ to_act: "A1", seats }, "A1")).toBe("Your turn (A1)");
    expect(turnText({ to_act: "B1", seats }, "A1")).toBe("B1 to act (random bot)");
    expect(turnText({ result: { outcome: "A", cause: "escaped" }, seed: 5 }, "A1"))
      .toBe("Game over: the result is on the table");           // no banner: a neutral sentence, no codes
    expect(turnText({ result: { outcome: "A" }, banner: { title: "Team A wins", text: "Its patient escaped." } }, "A1"))
      .toBe("Game over: Team A wins");   // the why is the result card's, whole on the table
    // the seed is the strip's own button (room/strip.js seedButton), never cut at the sentence's end (review 9)
    expect(turnText({ result: { outcome: "A" }, seed: 7, banner: { title: "Team A wins", text: "Its patient escaped." } }, "A1"))
      .toBe("Game over: Team A wins");
  });
});
