// Review 37, room_zh 1: the table must open in the lobby's language where the game has it. A table page opened again
// in the same tab (after "Play again", whose link reloads the page, or a reload) joined in the browser's language
// (English here), not the 简体中文 the lobby was set to. The page keeps the lobby's language for this tab.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFakeDocument } from "../ui/fake_dom.js";
import { FakeSocket } from "./fake_socket.js";

vi.mock("../index.js", () => ({ render: () => () => {} }));
const { main } = await import("./page.js");

let restore;
let held;
const saved = {};
beforeEach(() => {
  restore = installFakeDocument();
  const make = document.createElement.bind(document);
  document.createElement = (tag) => Object.assign(make(tag), { querySelector: () => null });   // page.js backLink
  document.body = document.createElement("body");
  held = {};
  for (const key of ["sessionStorage", "localStorage", "WebSocket", "location"]) saved[key] = globalThis[key];
  const store = () => ({ getItem: (k) => held[k] ?? null, setItem: (k, v) => { held[k] = String(v); },
                         removeItem: (k) => { delete held[k]; } });
  globalThis.sessionStorage = store();
  globalThis.localStorage = store();
  globalThis.WebSocket = FakeSocket;
  globalThis.location = { protocol: "http:", host: "h", pathname: "/r/page", hash: "" };
});
afterEach(() => {
  restore();
  for (const [key, value] of Object.entries(saved)) globalThis[key] = value;
});

describe("round39ee2: a table opened again in this tab speaks the lobby's language", () => {
  it("a CHAOS seat's page opened by its link after a 简体中文 lobby joins in Chinese, not the browser's English", async () => {
    held["cthulhu-room-lang"] = "zh-CN";   // the lobby's language, kept when the table was created
    const loc = { protocol: "http:", host: "h", pathname: "/r/page", hash: "#room=r2&token=t2" };
    main(document, loc);
    await new Promise((r) => setTimeout(r, 5));
    const join = FakeSocket.last.sent.find((m) => m.type === "join");
    expect(join.lang).toBe("zh");
  });

  it("the language chosen in a table's own menu is the next table's in this tab", async () => {
    const loc = { protocol: "http:", host: "h", pathname: "/r/page", hash: "#room=r2&token=t2" };
    main(document, loc);
    await new Promise((r) => setTimeout(r, 5));
    FakeSocket.last.onmessage({ data: JSON.stringify({ type: "joined", room: "r2", game: "chaos", seat: "A1" }) });
    globalThis.__cthulhuRoom.model.send({ cmd: "lang", value: "ja" });
    main(document, { ...loc, hash: "#room=r3&token=t3" });   // Play again's next table, in this tab
    await new Promise((r) => setTimeout(r, 5));
    expect(FakeSocket.last.sent.find((m) => m.type === "join").lang).toBe("ja");
  });

  it("without a lobby's language in this tab, the browser's is kept (English here)", async () => {
    const loc = { protocol: "http:", host: "h", pathname: "/r/page", hash: "#room=r2&token=t2" };
    main(document, loc);
    await new Promise((r) => setTimeout(r, 5));
    const join = FakeSocket.last.sent.find((m) => m.type === "join");
    expect(join.lang).toBeUndefined();   // Node's navigator says en-US
  });
});
