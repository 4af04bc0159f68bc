// Round AK (newcomer review 22, room_en finding 7 second half, 088_back): "After I came back from the replay, the story
// log pinned 'New game: deal of seed …'". Back from the replay loads the room's page again at the finished game; the
// table was drawn at the join, before the game's first state (its deal "" then), so the state that came next read as
// a new deal from a seed (ui/page.js dealtFromSeed: the server sends the seed at the end). Nothing was dealt: the page
// draws the table from the first state on, and what it pins is the game's own story (its end line).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFakeDocument } from "../ui/fake_dom.js";
import { FakeSocket } from "./fake_socket.js";
import { dealtFromSeed } from "../ui/page.js";

const drawn = [];
vi.mock("../index.js", () => ({
  render: ({ model }) => {
    drawn.push({ deal: model.get("deal"), seed: model.get("seed"), dealt: model.get("dealt") });
    return () => {};
  },
}));
const { mountRoom } = await import("./client.js");


let restore;
beforeEach(() => {
  restore = installFakeDocument();
  drawn.length = 0;
});
afterEach(() => restore());

describe("round AK8: the room's page loaded again at a finished game deals nothing new (review 22, 088_back)", () => {
  it("draws the table from the first state, so the end's seed is not a new deal's", async () => {
    const room = mountRoom(document.createElement("div"), { base: "/cthulhu/rooms", room: "r1", token: "t", lang: "en",
                                                            WebSocketClass: FakeSocket, loc: { protocol: "http:", host: "h" } });
    await new Promise((r) => setTimeout(r, 5));
    const say = (msg) => FakeSocket.last.onmessage({ data: JSON.stringify(msg) });
    say({ type: "joined", room: "r1", game: "chaos", seat: "A1", name: "CHAOS Table 1" });
    expect(drawn).toEqual([]);   // nothing to draw yet: the state comes next
    say({ type: "state", step: 49, to_act: null, result: { outcome: "draw" }, banner: { title: "Draw" },
          seats: { A1: { human: true, connected: true } }, view: {}, legal: [], log_lines: [], seed: 5214888798818683,
          deal: "d-5214" });
    expect(drawn).toEqual([{ deal: "d-5214", seed: 5214888798818683, dealt: undefined }]);
    // the page's own reading of that first draw: no "New game: deal of seed …"
    expect(dealtFromSeed(null, room.model)).toBe(null);
    try { room.close(); } catch { /* the fake DOM has no remove(): the clock is stopped already */ }
  });
});
