// Review 37, room_en 4 / room_zh 5: after "Play again" the second table had no "Seat links" button and no seed at its
// end. The creator's page (it holds every key of the table) sends its keys with its ask, or after another seat's ask,
// and hands the server's links to the new table (rematch_links) to the page, which keeps them for the next table.
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

const LINKS = { room: "r1", info: { game: "chaos" }, links: { A1: { token: "ka", link: "/r/page#room=r1&token=ka" },
                                                             spectator: { token: "ks", link: "/r/page#room=r1&token=ks" } } };

async function table(links, heard) {
  const root = document.createElement("div");
  root.isConnected = true;
  const room = mountRoom(root, { base: "/r", room: "r1", token: "ka", lang: "en", WebSocketClass: FakeSocket, links,
                                 loc: { protocol: "http:", host: "h" }, onLinks: (answer) => heard.push(answer) });
  await new Promise((r) => setTimeout(r, 5));
  const socket = FakeSocket.last;
  const say = (msg) => socket.onmessage({ data: JSON.stringify(msg) });
  say({ type: "joined", room: "r1", game: "chaos", seat: "A1", name: "CHAOS Table 1" });
  const asks = () => socket.sent.filter((m) => m.type === "rematch");
  return { room, say, asks };
}

describe("round39ee2: the creator's next table keeps its Seat links", () => {
  it("another seat's Play again: the creator's page asks once with every key and keeps the links it gets", async () => {
    const heard = [];
    const { room, say, asks } = await table(LINKS, heard);
    say({ type: "rematch", room: "r2", link: "/r/page#room=r2&token=n1" });
    say({ type: "rematch", room: "r2", link: "/r/page#room=r2&token=n1" });
    expect(asks()).toEqual([{ type: "rematch", keys: { A1: "ka", spectator: "ks" } }]);
    const answer = { room: "r2", info: { game: "chaos" }, links: { A1: { token: "n1", link: "x" } } };
    say({ type: "rematch_links", answer });
    expect(heard).toEqual([answer]);
    try { room.close(); } catch { /* the fake DOM has no remove() */ }
  });

  it("a seat without the table's links sends no keys", async () => {
    const { room, say, asks } = await table(null, []);
    say({ type: "rematch", room: "r2", link: "/r/page#room=r2&token=n2" });
    expect(asks()).toEqual([]);
    try { room.close(); } catch { /* the fake DOM has no remove() */ }
  });
});
