// Review 33, room_en 2 / room_zh 10: at a room's table U (undo) showed a red banner "⚠ a table of several people has
// no undo…" over the board, which pushed the whole board down ~30 px, and it read as if a table with only bots should
// undo. A room never undoes (its other seats may be people): it says so in the strip's turn line, in place, and the
// table's error banner stays empty, so the board keeps its place.
import { describe, expect, it, vi } from "vitest";
import { allElements, useFakeDocument } from "../ui/fake_dom.js";
import { FakeSocket } from "./fake_socket.js";

vi.mock("../index.js", () => ({ render: () => () => {} }));
const { mountRoom } = await import("./client.js");


useFakeDocument({ body: true });

const SAYS = {
  en: "A room never undoes: the other seats may be people",
  ja: "部屋の卓では手を戻せない：ほかの席は人かもしれない",
  zh: "房间里的牌桌不能悔棋：其他座位可能是真人",
  "zh-TW": "房間裡的牌桌不能悔棋：其他座位可能是真人",
};

describe("a room's undo is refused in place (review 33, room_en 2, room_zh 10)", () => {
  for (const [lang, says] of Object.entries(SAYS)) {
    it(`U at a room's table says "${says}" in the turn line; no banner over the board (${lang})`, async () => {
      const root = document.createElement("div");
      const room = mountRoom(root, { base: "/r", room: "r1", token: "t", lang, WebSocketClass: FakeSocket,
                                     loc: { protocol: "http:", host: "h" } });
      await new Promise((r) => setTimeout(r, 5));
      FakeSocket.last.onmessage({ data: JSON.stringify({ type: "joined", room: "r1", game: "chaos", seat: "A1",
                                                         name: "CHAOS Table 1" }) });
      room.model.send({ cmd: "undo" });
      const turn = allElements(root).find((n) => n.className === "cw-room-turn");
      expect(turn.textContent).toBe(says);
      expect(room.model.get("error") || "").toBe("");   // the table's red strip, which pushed the board down
      expect(FakeSocket.last.sent.filter((m) => m.type === "undo")).toEqual([]);
      try { room.close(); } catch { /* the fake DOM has no remove() */ }
    });
  }
});
