// Review 36, room_en / room_zh finding 1: the room page hands the server's "Play again" offer (a rematch message) to
// the lobby's "Your tables" (page.js followTable), so the finished table's entry becomes its next game's.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFakeDocument } from "../ui/fake_dom.js";
import { FakeSocket } from "./fake_socket.js";

vi.mock("../index.js", () => ({ render: () => () => {} }));
const { mountRoom } = await import("./client.js");

let restore;
beforeEach(() => {
  restore = installFakeDocument();
  document.body = document.createElement("body");
});
afterEach(() => restore());

describe("round38dd7: the next game's offer reaches the page's onNext", () => {
  it("a rematch message is passed on once, with its room and link", async () => {
    const root = document.createElement("div");
    root.isConnected = true;
    const heard = [];
    const room = mountRoom(root, { base: "/r", room: "r1", token: "t", lang: "en", WebSocketClass: FakeSocket,
                                   loc: { protocol: "http:", host: "h" }, onNext: (offer) => heard.push(offer) });
    await new Promise((r) => setTimeout(r, 5));
    const say = (msg) => FakeSocket.last.onmessage({ data: JSON.stringify(msg) });
    say({ type: "joined", room: "r1", game: "chaos", seat: "A1", name: "CHAOS Table 1" });
    expect(heard).toEqual([]);
    say({ type: "rematch", room: "r2", link: "/r/page#room=r2&token=t2" });
    expect(heard).toEqual([{ type: "rematch", room: "r2", link: "/r/page#room=r2&token=t2" }]);
    try { room.close(); } catch { /* the fake DOM has no remove() */ }
  });
});
