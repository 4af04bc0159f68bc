// Review 39, room_en 12 (272): after "Play again" the chat panel came back folded ("▴ Chat") though the player had
// left it open: the new table's page is a new room, and the open chat was kept per room. Going to the new game now
// carries the open chat along; a folded chat stays folded there.
import { describe, expect, it, vi } from "vitest";
import { allElements, useFakeDocument } from "../ui/fake_dom.js";
import { FakeSocket } from "./fake_socket.js";

vi.mock("../index.js", () => ({ render: () => () => {} }));
const { mountRoom } = await import("./client.js");

useFakeDocument({ body: true });
const tick = () => new Promise((r) => setTimeout(r, 5));
const seats = { A1: { human: true, connected: true }, B1: { human: false, bot: "heuristic", connected: true } };

/** Return the page of room `room` in this tab: {root, room, find(class)}. */
async function roomPage(room) {
  globalThis.location.hash = `#room=${room}&token=t`;
  const root = document.createElement("div");
  const page = mountRoom(root, { base: "/r", room, token: "t", lang: "en", WebSocketClass: FakeSocket,
                                 loc: { protocol: "http:", host: "h" } });
  await tick();
  const say = (msg) => FakeSocket.last.onmessage({ data: JSON.stringify(msg) });
  say({ type: "joined", room, game: "chaos", seat: "A1", name: "CHAOS Table 1" });
  await tick();
  const find = (cls) => allElements(root).find((n) => String(n.className).split(" ").includes(cls));
  return { root, page, say, find };
}

/** Play a finished table's Play again to its new table's page, the chat left `open`; return the new page. */
async function playAgain(open) {
  const first = await roomPage("r1");
  if (open) first.find("cw-chat-toggle").fire("click");
  expect(first.find("cw-room-chat").dataset.open).toBe(String(open));
  first.say({ type: "state", step: 9, to_act: null, result: { winner: "A" }, seats, view: {}, legal: [] });
  first.find("cw-rematch").fire("click");   // "A new table with the same seats?"
  allElements(first.root).find((n) => n.textContent === "Yes, new table").fire("click");
  first.say({ type: "rematch", link: "/r/page#room=r2&token=t2" });
  expect(globalThis.location.assigned).toEqual(["/r/page#room=r2&token=t2"]);
  try { first.page.close(); } catch { /* the fake DOM has no remove() */ }
  const next = await roomPage("r2");   // the page reloads on the new hash (room/page.js)
  return next.find("cw-room-chat").dataset.open;
}

describe("the chat after Play again is as the player left it (review 39, room_en 12)", () => {
  const withTab = async (body) => {
    const saved = { s: globalThis.sessionStorage, l: globalThis.location };
    const store = new Map();
    globalThis.sessionStorage = { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => store.set(k, String(v)),
                                  removeItem: (k) => store.delete(k) };
    const assigned = [];
    globalThis.location = { hash: "", pathname: "/r/page", assigned, assign: (link) => assigned.push(link) };
    try { await body(); } finally { Object.assign(globalThis, { sessionStorage: saved.s, location: saved.l }); }
  };

  it("left open, the new table's chat opens", () => withTab(async () => {
    expect(await playAgain(true)).toBe("true");
  }));

  it("left folded, the new table's chat stays folded", () => withTab(async () => {
    expect(await playAgain(false)).toBe("false");
  }));
});
