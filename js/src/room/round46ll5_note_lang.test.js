// Round LL, fixer LL5: review 42 (room_zh 4, 136): in a 简体中文 reader's Letter room, after the in-table language went
// to English the note "…按钮、菜单和聊天为简体中文" stayed under the strip, and was false. The note follows the table's
// language: it goes while the table reads English or 日本語 and comes back with Chinese.
import { describe, expect, it, vi } from "vitest";
import { allElements, useFakeDocument } from "../ui/fake_dom.js";
import { FakeSocket } from "./fake_socket.js";
import { readAsChinese } from "./words.js";

vi.mock("../index.js", () => ({ render: () => () => {} }));
const { mountRoom } = await import("./client.js");
const { scriptNote } = await import("./lobby.js");

useFakeDocument({ body: true });

const note = (root) => allElements(root).find((n) => String(n.className).split(" ").includes("cw-room-script"));

describe("round46ll5 the room's script note follows the table's language (review 42, room_zh 4)", () => {
  it("a 简体中文 reader's Letter room: the note goes at English and 日本語, and comes back at 中文", async () => {
    const root = document.createElement("div");
    const room = mountRoom(root, { base: "/r", room: "abc", token: "t", lang: "zh-CN", WebSocketClass: FakeSocket,
                                   loc: { protocol: "http:", host: "h" } });
    await new Promise((r) => setTimeout(r, 5));
    FakeSocket.last.onmessage({ data: JSON.stringify({ type: "joined", room: "abc", game: "letter", seat: "player",
                                                       name: "", number: 1 }) });
    expect(note(root)?.textContent).toBe(scriptNote("letter", "zh-CN"));
    for (const [lang, said] of [["en", undefined], ["ja", undefined], ["zh", scriptNote("letter", "zh-CN")]]) {
      room.model.send({ cmd: "lang", value: lang });
      expect(note(root)?.hidden ? undefined : note(root)?.textContent, lang).toBe(said);
    }
    try { room.close(); } catch { /* its clock stopped first; the fake page's root has no remove() */ }
    readAsChinese(undefined);
  });
});
