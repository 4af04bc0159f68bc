// Review 38, room_zh 1: back from a table by "← 牌桌清單" (a reload of the page without a fragment) the lobby was in
// English (the browser's), and a reload kept English, though the reader had chosen 简体中文 in the lobby (102-104).
// The lobby's language is kept in this tab: every way back, and a reload, shows the lobby in it.
// Review 39, room_zh 9 (001): on a phone the lobby's Language menu sat halfway down the page, under "开一张多人牌桌"
// (the create form's heading), below the games, the courses and the list of tables: a reader who wanted Chinese
// scrolled past the whole page in English first. The menu now stands at the page's top, above the lobby's title, and
// still turns the whole lobby (head, list, form) into the language chosen.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { allElements, installFakeDocument } from "../ui/fake_dom.js";
import { FakeSocket } from "./fake_socket.js";

vi.mock("../index.js", () => ({ render: () => () => {} }));
const { main } = await import("./page.js");

let restore;
let held;
const saved = {};
const menuOf = () => allElements(document.body).find((n) => n.tagName?.toLowerCase() === "select" && n.name === "lang");
const words = () => allElements(document.body).map((n) => n.textContent ?? "").join(" ");
function fresh() {
  document.body = document.createElement("body");
  document.body.prepend = (node) => document.body.childNodes.unshift(node);   // the fake DOM's missing prepend
  const make = document.createElement.bind(document);
  document.createElement = (tag) => {
    const node = make(tag);
    node.prepend ??= (child) => node.childNodes.unshift(child);
    return node;
  };
}
beforeEach(() => {
  restore = installFakeDocument();
  fresh();
  held = {};
  for (const key of ["sessionStorage", "localStorage", "WebSocket", "location", "fetch"]) saved[key] = globalThis[key];
  const store = () => ({ getItem: (k) => held[k] ?? null, setItem: (k, v) => { held[k] = String(v); },
                         removeItem: (k) => { delete held[k]; } });
  globalThis.sessionStorage = store();
  globalThis.localStorage = store();
  globalThis.WebSocket = FakeSocket;
  globalThis.fetch = () => new Promise(() => {});   // the tables list never answers here
  globalThis.location = { protocol: "http:", host: "h", pathname: "/r/page", hash: "" };
});
afterEach(() => {
  restore();
  for (const [key, value] of Object.entries(saved)) globalThis[key] = value;
});

describe("round41gg3: the lobby keeps its language on every way back (review 38, room_zh 1)", () => {
  it("a lobby set to 简体中文 opens again in 简体中文 after a table's '← 牌桌清單' (a reload)", () => {
    const loc = { protocol: "http:", host: "h", pathname: "/r/page", hash: "" };
    main(document, loc);
    const menu = menuOf();
    menu.value = "zh-CN";
    menu.fire("change");
    held["cthulhu-room-lang"] = "zh-TW";   // the Letter table then read in 繁體 (its only Chinese)
    document.body = document.createElement("body");
    document.body.prepend = (node) => document.body.childNodes.unshift(node);
    main(document, loc);   // "← 牌桌清單" reloads the page without a fragment
    expect(menuOf().value).toBe("zh-CN");
    expect(words()).toContain("这台服务器上的牌桌");   // the list's heading in 简体
    expect(words()).not.toContain("Tables on this server");
  });

  it("without a choice in this tab the lobby is in the browser's language (English here)", () => {
    main(document, { protocol: "http:", host: "h", pathname: "/r/page", hash: "" });
    expect(menuOf().value).toBe("en");
    expect(words()).toContain("Tables on this server");
  });
});

const lobbyOrder = () => allElements(document.body);

describe("round44jj8: the lobby's language menu is at the page's top (review 39, room_zh 9)", () => {
  it("the menu comes before the lobby's title and the create form's heading, and still speaks the whole lobby", () => {
    main(document, { protocol: "http:", host: "h", pathname: "/r/page", hash: "" });
    const order = lobbyOrder();
    const menu = menuOf();
    const title = order.find((n) => n.tagName?.toLowerCase() === "h1");
    const form = order.find((n) => String(n.className).includes("cw-create"));
    const formHead = allElements(form).find((n) => n.tagName?.toLowerCase() === "h2");
    expect(order.indexOf(menu)).toBeGreaterThan(-1);
    expect(order.indexOf(menu)).toBeLessThan(order.indexOf(title));
    expect(order.indexOf(menu)).toBeLessThan(order.indexOf(formHead));
    menu.value = "zh-CN";
    menu.fire("change");
    expect(formHead.textContent).toBe("开一张多人牌桌");
    expect(words()).toContain("这台服务器上的牌桌");
    expect(held["cthulhu-lobby-lang"] ?? Object.values(held)).toContain("zh-CN");
  });
});
