// Review 38, room_en 8: the room's overlays stacked: "Seat links" opened over the game-over dialog (090), the
// Play-again ask lay over "? Rules and help" (101). One at a time now: opening one closes the other, and the table's
// result steps aside (its Hide, the "Show the result" pill in its place) while the links are open, back after.
import { describe, expect, it, vi } from "vitest";
import { allElements, useFakeDocument } from "../ui/fake_dom.js";
import { FakeSocket } from "./fake_socket.js";

vi.mock("../index.js", () => ({ render: () => () => {} }));
const { mountRoom } = await import("./client.js");
const { oneOverlay, resultAside } = await import("./one_overlay.js");

useFakeDocument({ body: true });

const links = { A1: { token: "tA1", link: "/r/page#room=r1&token=tA1" },
                spectators: { token: "ts", link: "/r/page#room=r1&token=ts" } };
const answer = { room: "r1", links, info: { game: "chaos", number: 1 } };

async function overTable() {
  const root = document.createElement("div");
  const room = mountRoom(root, { base: "/r", room: "r1", token: "tA1", lang: "en", links: answer,
                                 WebSocketClass: FakeSocket, loc: { protocol: "http:", host: "h" } });
  await new Promise((r) => setTimeout(r, 5));
  const say = (msg) => FakeSocket.last.onmessage({ data: JSON.stringify(msg) });
  say({ type: "joined", room: "r1", game: "chaos", seat: "A1", name: "", number: 1 });
  say({ type: "state", step: 49, to_act: null, result: { outcome: "B" }, banner: {}, name: "", number: 1,
        seats: { A1: { human: true, connected: true }, B1: { human: true, connected: true } }, view: {}, legal: [],
        log_lines: [], seed: 5, deal: "66aa0ec8" });
  const find = (cls) => allElements(root).find((n) => String(n.className).split(" ").includes(cls));
  return { room, find };
}

describe("round42hh7: one of the room's overlays at a time (review 38, room_en 8)", () => {
  it("Seat links closes the Play-again ask, and Play again closes the Seat links", async () => {
    const { room, find } = await overTable();
    find("cw-rematch").fire("click");
    expect(find("cw-rematch-ask").hidden).toBe(false);
    find("cw-share").fire("click");
    expect(find("cw-room-share").hidden).toBe(false);
    expect(find("cw-rematch-ask").hidden).toBe(true);
    find("cw-rematch").fire("click");
    expect(find("cw-rematch-ask").hidden).toBe(false);
    expect(find("cw-room-share").hidden).toBe(true);
    // the button reads "Seat links" again, not "Hide links" over a closed panel
    const face = allElements(find("cw-share")).find((n) => n.getAttribute?.("aria-hidden") === "false");
    expect(face.key).toBe("share");
    try { room.close(); } catch { /* the fake DOM has no remove() */ }
  });

  it("a second overlay closes the first; closing one by itself leaves the others alone", () => {
    const shut = [];
    const one = oneOverlay();
    one.opened("links", () => shut.push("links"));
    one.opened("ask", () => shut.push("ask"));
    expect(shut).toEqual(["links"]);
    one.closed("ask");
    one.opened("links", () => shut.push("links"));
    expect(shut).toEqual(["links"]);
  });

  it("the links open: the shown result hides (its Hide), and shows again when they close", () => {
    const clicks = [];
    const button = (key) => ({ click: () => clicks.push(key) });
    let shown = true;
    const host = { querySelector: (sel) => (sel.includes("hide") ? (shown ? button("hide") : null)
                                                                 : (shown ? null : button("show"))) };
    const back = resultAside(host);
    expect(clicks).toEqual(["hide"]);
    shown = false;
    back();
    expect(clicks).toEqual(["hide", "show"]);
    expect(resultAside({ querySelector: () => null })).toBeTypeOf("function");   // no result shown: nothing to do
  });
});
