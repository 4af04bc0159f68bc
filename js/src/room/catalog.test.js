import { describe, expect, it } from "vitest";
import { catalogCache } from "./catalog.js";
import { connectRoom } from "./connection.js";

// Issue 25: a join no longer re-sends the ~120 KB catalog: the page names the tag of the one it holds.
describe("the catalog is sent once", () => {
  const memory = () => ({ items: {}, getItem(k) { return this.items[k] ?? null; },
                          setItem(k, v) { this.items[k] = v; } });

  it("keeps a catalog it is sent, and fills a joined message that names only its tag", () => {
    const storage = memory();
    const cache = catalogCache(storage);
    expect(cache.tag()).toBe(null);
    const catalog = { ui: { en: { pass: "Pass" } }, cards: {} };
    expect(cache.fill({ type: "joined", catalog_tag: "t1", catalog })).toMatchObject({ catalog });
    expect(cache.tag()).toBe("t1");
    expect(cache.fill({ type: "joined", catalog_tag: "t1" }).catalog).toEqual(catalog);
    expect(cache.fill({ type: "joined", catalog_tag: "t2" }).catalog).toBe(undefined);   // not the one held
    expect(catalogCache(storage).tag()).toBe("t1");                                        // a reloaded page holds it
    expect(catalogCache({ getItem: () => "{not json" }).tag()).toBe(null);
  });

  it("names the tag it holds when it joins, and nothing when it holds none; fills what it is sent", () => {
    const sockets = [];
    class WS { constructor() { this.sent = []; sockets.push(this); } send(t) { this.sent.push(JSON.parse(t)); } }
    const timers = { setTimeout() {}, clearTimeout() {}, setInterval() {}, clearInterval() {} };
    let tag = null;
    const catalogs = { tag: () => tag, fill: (m) => m };
    connectRoom({ url: "ws://h", token: "T", onMessage() {}, WebSocketClass: WS, timers, catalogs });
    sockets[0].onopen();
    expect(sockets[0].sent[0]).toEqual({ type: "join", token: "T" });
    tag = "t1";
    sockets[0].onclose({ code: 1006 });
    connectRoom({ url: "ws://h", token: "", watch: true, onMessage() {}, WebSocketClass: WS, timers, catalogs });
    sockets.at(-1).onopen();
    expect(sockets.at(-1).sent[0]).toEqual({ type: "join", watch: true, catalog: "t1" });
    const got = [];
    const held = catalogCache({ getItem: () => JSON.stringify({ tag: "t1", catalog: { cards: { x: 1 } } }) });
    connectRoom({ url: "ws://h", token: "T", onMessage: (m) => got.push(m), WebSocketClass: WS, timers,
                  catalogs: held });
    sockets.at(-1).onmessage({ data: JSON.stringify({ type: "joined", catalog_tag: "t1" }) });
    expect(got[0].catalog).toEqual({ cards: { x: 1 } });
  });
});

// Issue 25: play_together.ipynb under standalone Voilà (no rooms API there) met a bare 403 (_xsrf) on create.
describe("a create on a server without rooms", () => {
  it("says what to run instead of the server's bare 403 or 404", async () => {
    const { createRoom, NO_ROOMS } = await import("./lobby.js");
    for (const status of [403, 404]) {
      const fetchImpl = async () => ({ status, json: async () => { throw new Error("html"); } });
      await expect(createRoom("/cthulhu/rooms", { game: "letter" }, fetchImpl)).rejects.toThrow(NO_ROOMS);
    }
    expect(NO_ROOMS).toMatch(/jupyter server/);
    expect(NO_ROOMS).toMatch(/python -m cthulhu_widgets.serve/);
    const refused = async () => ({ status: 403, json: async () => ({ error: "this token opens no seat" }) });
    await expect(createRoom("/r", {}, refused)).rejects.toThrow("this token opens no seat");   // a rooms answer
  });
});

// Issue 25: a join refused for the address's join rate (close 4029) is tried again, backing off; 4010 is final.
describe("closes of the per-client limits and of a closed table", () => {
  it("4029 reconnects after a wait, 4010 stops", () => {
    const sockets = [];
    const waits = [];
    const states = [];
    class WS { constructor() { this.sent = []; sockets.push(this); } send(t) { this.sent.push(t); } }
    const timers = { setTimeout(fn, ms) { waits.push([fn, ms]); }, clearTimeout() {}, setInterval() {},
                     clearInterval() {} };
    connectRoom({ url: "ws://h", token: "T", onMessage() {}, onStatus: (s) => states.push(s.state), WebSocketClass: WS,
                  timers });
    sockets[0].onclose({ code: 4029 });
    expect(states.at(-1)).toBe("waiting");
    waits.at(-1)[0]();
    sockets.at(-1).onclose({ code: 4010 });
    expect(states.at(-1)).toBe("closed");
    expect(waits.length).toBe(1);
  });
});
