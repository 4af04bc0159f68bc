// Review 35, room_zh 11 (shots 202-204): "← 返回牌桌" from the replay showed an empty dark page for a few seconds, then
// the game-over panel the reader had hidden popped up again. The page says it is connecting (in its language) until
// the table comes back, and the hidden result stays hidden for this room in this tab (sessionStorage).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { allElements, fakeModel, installFakeDocument } from "../ui/fake_dom.js";
import { buildEnding } from "../ui/ending.js";
import { buildPage } from "../ui/page.js";
import { FakeSocket } from "./fake_socket.js";

vi.mock("../index.js", () => ({ render: () => () => {} }));
const { mountRoom } = await import("./client.js");

let restore;
let held;
beforeEach(() => {
  restore = installFakeDocument();
  held = {};
  globalThis.sessionStorage = { getItem: (k) => held[k] ?? null, setItem: (k, v) => { held[k] = String(v); },
                                removeItem: (k) => { delete held[k]; } };
});
afterEach(() => {
  restore();
  delete globalThis.sessionStorage;
});

const END = { game: "chaos", lang: "zh", view: { game: "chaos", result: { outcome: "A" } },
              banner: { title: "A 组胜利：你的组输了", text: "病人穿过打开的大门逃离了。", rows: [] } };

/** Return the result box's mode ("end": the panel open, "hidden": its "Show the result" pill) of a fresh page. */
function endMode(traits) {
  const page = buildPage();
  const ending = buildEnding(page, () => {});
  const model = fakeModel(traits);
  ending(model);
  const box = page.root.childNodes.find((e) => String(e.className).startsWith("cw-ending"));
  return { box, ending, model };
}

describe("round37cc9: back from the replay (review 35, room_zh 11)", () => {
  it("the result panel the reader hid stays hidden when the room's page is loaded again", () => {
    const first = endMode({ ...END, end_key: "r7:B1" });
    expect(first.box.dataset.mode).toBe("end");
    const hide = allElements(first.box).find((e) => e.tagName === "BUTTON" && e.textContent === "隐藏");
    hide.fire("click");
    expect(first.box.dataset.mode).toBe("hidden");
    const again = endMode({ ...END, end_key: "r7:B1" });   // the page loaded again, back from the replay
    expect(again.box.dataset.mode).toBe("hidden");
    expect(endMode({ ...END, end_key: "r8:B1" }).box.dataset.mode).toBe("end");   // another room: its own
  });

  it("says it is connecting, in the page's language, until the table's first state", async () => {
    const el = document.createElement("div");
    const room = mountRoom(el, { base: "/cthulhu/rooms", room: "r7", token: "t", lang: "zh-CN",
                                 WebSocketClass: FakeSocket, loc: { protocol: "http:", host: "h" } });
    await new Promise((r) => setTimeout(r, 5));
    const wait = () => allElements(el).find((e) => String(e.className).includes("cw-room-coming"));
    expect(wait()?.hidden).toBe(false);
    expect(wait().textContent).toBe("正在连接牌桌…");
    const say = (msg) => FakeSocket.last.onmessage({ data: JSON.stringify(msg) });
    say({ type: "joined", room: "r7", game: "chaos", seat: "B1", name: "周五牌局" });
    expect(wait().hidden).toBe(false);
    say({ type: "state", step: 9, to_act: null, result: { outcome: "A" }, banner: END.banner,
          seats: { B1: { human: true, connected: true } }, view: {}, legal: [], log_lines: [] });
    expect(wait().hidden).toBe(true);
    try { room.close(); } catch { /* the fake DOM has no remove() */ }
  });
});
