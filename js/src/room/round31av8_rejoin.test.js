// Round AV, fixer AV8 (left from stop 56, review 30): a seat that joined again (its connection lost and back, the
// course's sheet open the while) was no longer "in the solo course" for the others: the server keeps the flag with
// the connection, and the page did not say it again. A join with the sheet open says it again.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFakeDocument } from "../ui/fake_dom.js";
import { FakeSocket } from "./fake_socket.js";
import { closeSheet, openSheet } from "./learn_sheet.js";

vi.mock("../index.js", () => ({ render: () => () => {} }));
const { mountRoom } = await import("./client.js");


let restore;
beforeEach(() => {
  restore = installFakeDocument();
  document.body = document.createElement("body");
});
afterEach(() => {
  closeSheet();
  restore();
});

describe("round AV8: a join with the course's sheet open says the seat is in the course again", () => {
  it("sends {type: course, on: true} at each join while the sheet is open, never while it is closed", async () => {
    const root = document.createElement("div");
    root.isConnected = true;
    const room = mountRoom(root, { base: "/r", room: "r1", token: "t", lang: "en", WebSocketClass: FakeSocket,
                                   loc: { protocol: "http:", host: "h" } });
    await new Promise((r) => setTimeout(r, 5));
    const say = (msg) => FakeSocket.last.onmessage({ data: JSON.stringify(msg) });
    const courses = () => FakeSocket.last.sent.filter((m) => m.type === "course");
    say({ type: "joined", room: "r1", game: "chaos", seat: "A1", name: "CHAOS Table 1" });
    expect(courses()).toEqual([]);
    openSheet("/r/learn/chaos.html?learn=1&lang=en", "en");
    FakeSocket.last.sent.length = 0;
    say({ type: "joined", room: "r1", game: "chaos", seat: "A1", name: "CHAOS Table 1" });   // joined again
    expect(courses()).toEqual([{ type: "course", on: true }]);
    try { room.close(); } catch { /* the fake DOM has no remove() */ }
  });
});
