// Newcomer review 10 (issue 23), rooms (finding 6): the lobby's "Your tables", the seat links, the chat, a phone's story.
import { afterEach, describe, expect, it } from "vitest";
import { installFakeDocument } from "../ui/fake_dom.js";
import { keepTable, myTablesPanel } from "./my_tables.js";

let restore = () => {};
afterEach(() => restore());
const memory = () => { const m = new Map(); return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => m.set(k, v) }; };

describe("finding 6: 'Your tables' says what this browser did there", () => {
  it("a table created here reads 'created here', not 'watching', until its watch link is opened", () => {
    restore = installFakeDocument();
    const store = memory();
    keepTable({ room: "R1", name: "Friday chaos", game: "chaos", created: true }, store, 1);
    const host = document.createElement("div");
    const text = () => myTablesPanel(host, { lang: "en", store }).el.textContent;
    expect(text()).toContain("Friday chaos — created here");
    expect(text()).not.toContain("watching");
    keepTable({ room: "R1", token: "", watched: true }, store, 2);   // the watch link opened in this browser
    expect(text()).toContain("Friday chaos — watching");
  });
});

describe("finding 6: the seat links read as names, the address below them (review 11, lobby finding 3: readable)", () => {
  it("shows 'Friday chaos · the link for A1' and the address in a field of its own to read and select", async () => {
    restore = installFakeDocument();
    globalThis.document.head.appendChild = (n) => n;
    const { linksPanel } = await import("./lobby.js");
    const { allElements } = await import("../ui/fake_dom.js");
    const host = document.createElement("div");
    const answer = { room: "kgsUs0gB", info: { name: "Friday chaos", game: "chaos", deal: "4641851e" },
                     links: { A1: { link: "/cthulhu/rooms/page#room=kgsUs0gB&token=t-a1", token: "t-a1" } } };
    const panel = linksPanel(host, answer, { origin: "http://127.0.0.1:8993", lang: "en", onJoin: () => {} });
    const nodes = allElements(panel);
    const name = nodes.find((n) => n.className === "cw-link-name");
    expect(name.textContent).toBe("Friday chaos · the link for A1 (Copy copies it)");
    const input = nodes.find((n) => n.className === "cw-link-field");   // a textarea since round Q
    expect(input.hidden).toBeFalsy();   // review 11: a failed copy left nothing to read
    expect(input.value).toBe("http://127.0.0.1:8993/cthulhu/rooms/page#room=kgsUs0gB&token=t-a1");
  });
});

describe("finding 6: the open chat drawer never grows over the story's newest line", () => {
  it("clears the story again each time the drawer changes size", async () => {
    const { followDrawer } = await import("./strip.js");
    let fire = null;
    const watched = [];
    class Observer { constructor(f) { fire = f; } observe(el) { watched.push(el); } }
    const drawer = { id: "chat" };
    let cleared = 0;
    expect(followDrawer(drawer, () => { cleared += 1; }, Observer)).not.toBeNull();
    expect(watched).toEqual([drawer]);
    fire();   // a line said: the drawer grew
    expect(cleared).toBe(1);
  });
});

describe("finding 6: a phone's seat chips are not crowded", () => {
  it("gives the phone's seat chips room between them and from the line above", async () => {
    const { STYLE } = await import("./style.js");
    expect(STYLE).toMatch(/\.cw-room-seats \{ order: 5; flex: 1 0 100%; gap: 6px; margin-top: 3px; \}/);
    expect(STYLE).toMatch(/\.cw-room-seat \{ padding: 1px 8px; \}/);
  });
});

describe("finding 6: a phone's story under an open chat is never an empty panel", () => {
  it("pads only what the drawer covers in the window, at most part of the box", async () => {
    const { storyClear } = await import("./strip.js");
    const box = { style: {}, scrollTop: 0, scrollHeight: 300, clientHeight: 120,
                  getBoundingClientRect: () => ({ top: 1500, bottom: 1620 }) };   // the page's foot, below the window
    const table = { querySelector: () => box };
    const drawer = { getBoundingClientRect: () => ({ top: 700 }) };
    const old = [globalThis.getComputedStyle, globalThis.innerHeight];
    globalThis.getComputedStyle = () => ({ position: "fixed" });
    globalThis.innerHeight = 844;
    try {
      expect(storyClear(table, drawer, true)).toBe(0);   // it was 928 px: the box all padding
      box.getBoundingClientRect = () => ({ top: 640, bottom: 760 });
      expect(storyClear(table, drawer, true)).toBe(68);   // 60 covered + 8
      box.getBoundingClientRect = () => ({ top: 500, bottom: 844 });
      expect(storyClear(table, drawer, true)).toBe(72);   // at most 60% of the box's 120 px
    } finally {
      [globalThis.getComputedStyle, globalThis.innerHeight] = old;
    }
  });
});
