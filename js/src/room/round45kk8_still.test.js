// Review 41, room_zh 5 (shot 101): a 简体中文 phone reader tapped 「猜 2」, the move played, and once the bot had
// answered the page scrolled ~35 px by itself to bring the hand in: the table's name and header went above the
// window. A later turn's scroll now keeps the whole status strip in sight (the table's name with whose turn), not only
// its turn line (review 31): a page at its top stays put; the first turn still brings the whole hand in (round F).
import { describe, expect, it, vi } from "vitest";
import { allElements, useFakeDocument } from "../ui/fake_dom.js";
import { FakeSocket } from "./fake_socket.js";

const asked = [];
vi.mock("../index.js", () => ({ render: () => () => {} }));
vi.mock("./reveal.js", () => ({ revealHand: (canvas, chat, win, opts) => { asked.push(opts); return 0; } }));
const { mountRoom } = await import("./client.js");

useFakeDocument({ body: true });

describe("round45kk8 the seat's turn keeps the table's name in sight", () => {
  it("the hand is brought in no further than keeps the status strip, name and all, in the window", async () => {
    vi.useFakeTimers();
    const root = document.createElement("div");
    const room = mountRoom(root, { base: "/r", room: "kXBSkjk5", token: "t", lang: "zh",
                                   WebSocketClass: FakeSocket, loc: { protocol: "http:", host: "h" } });
    await vi.advanceTimersByTimeAsync(5);
    const say = (msg) => FakeSocket.last.onmessage({ data: JSON.stringify(msg) });
    say({ type: "joined", room: "kXBSkjk5", game: "letter", seat: "player", name: "新手桌", number: 1 });
    say({ type: "state", step: 3, to_act: "player", result: null, banner: {}, view: {}, legal: [["x", "y"]],
          seats: { player: { human: true, connected: true } }, log_lines: [], name: "新手桌", number: 1 });
    await vi.advanceTimersByTimeAsync(400);
    vi.useRealTimers();
    const strip = allElements(root).find((n) => n.className === "cw-room-status");
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.at(-1).keep).toBe(strip);
    try { room.close(); } catch { /* the fake DOM has no remove() */ }
  });
});
