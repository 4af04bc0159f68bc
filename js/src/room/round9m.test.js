// Issue 23, newcomer review 9 (a CHAOS room of 4 seats with a zh phone and a spectator; a Letter room): the table
// never moves under the strip, the open chat leaves the story's newest lines in sight, the end strip says the outcome
// whole and the seed whole (a button that copies it).
import { afterEach, describe, expect, it } from "vitest";
import { installFakeDocument } from "../ui/fake_dom.js";
import { turnText } from "./client.js";
import { formSay } from "./lobby_words.js";
import { keepTable, myTables, myTablesPanel, tableLink } from "./my_tables.js";
import { revealHand } from "./reveal.js";
import { holdHeight, seedButton, storyClear } from "./strip.js";
import { roomSay } from "./words.js";

/** A stand-in element whose height is `h.now` px. */
const sized = (h) => ({ style: {}, getBoundingClientRect: () => ({ height: h.now, top: 0, bottom: h.now }) });
const fakeWin = (width) => ({ innerWidth: width, listeners: {}, addEventListener(t, f) { this.listeners[t] = f; } });

describe("review 9, finding 1: the strip never gets shorter under the table", () => {
  it("holds its tallest height when the chat tab or the end's words leave it", () => {
    const h = { now: 50 };
    const strip = sized(h);
    const held = holdHeight(strip, fakeWin(1280));
    expect(strip.style.minHeight).toBe("50px");
    h.now = 25;                 // the chat tab left for its drawer: one row
    held.measure();
    expect(strip.style.minHeight).toBe("50px");
  });
  it("lays itself out anew at another window width", () => {
    const h = { now: 70 };
    const strip = sized(h);
    const win = fakeWin(800);
    const held = holdHeight(strip, win);
    win.innerWidth = 1400;
    h.now = 30;
    held.measure();
    expect(strip.style.minHeight).toBe("30px");
  });
});

describe("review 9, finding 1: the open chat leaves the story's newest lines in sight", () => {
  it("pads the story's foot by as much as the drawer lies over it, and shows its end", () => {
    const box = { style: {}, scrollTop: 300, scrollHeight: 500, clientHeight: 200,
                  getBoundingClientRect: () => ({ top: 100, bottom: 740 }) };
    const table = { querySelector: (q) => (q === ".cw-story .cw-lines" ? box : null) };
    const drawer = { getBoundingClientRect: () => ({ top: 715 }) };
    const old = globalThis.getComputedStyle;
    globalThis.getComputedStyle = () => ({ position: "fixed" });
    try {
      expect(storyClear(table, drawer, true)).toBe(33);
      expect(box.style.paddingBottom).toBe("33px");
      expect(box.scrollTop).toBe(500);
      expect(storyClear(table, drawer, false)).toBe(0);
      expect(box.style.paddingBottom).toBe("");
    } finally {
      globalThis.getComputedStyle = old;
    }
  });
});

describe("review 9, finding 3: the end strip says the outcome and the seed whole", () => {
  let restore = null;
  afterEach(() => restore?.());
  const end = { result: { outcome: "A" }, seed: 5747330157812345,
                banner: { title: "Team A wins: your team lost", text: "Its patient escaped through the open gate." } };
  it("keeps the seed out of the result sentence (its end was cut: 'seed 5747330…')", () => {
    expect(turnText(end, "B1")).toBe("Game over: Team A wins: your team lost");   // the why: the result card's
    expect(turnText(end, "B1")).not.toMatch(/seed/);
  });
  it("shows the seed whole on its own button at a designer's end only, in the table's language, and copies it", async () => {
    restore = installFakeDocument();
    const strip = document.createElement("div");
    const seats = document.createElement("span");
    strip.append(seats);
    const copied = [];
    const nav = { clipboard: { writeText: async (t) => { copied.push(t); } } };
    const seed = seedButton(strip, seats, (k, v) => roomSay("zh", "chaos", k, v), nav);
    expect(strip.childNodes[0]).toBe(seed.el);
    seed.show({ to_act: "A1" });
    expect(seed.el.hidden).toBe(true);
    seed.show(end);
    expect(seed.el.hidden).toBe(true);   // a player's end shows no seed (review 27, room_zh 8: developer's words)
    seed.show({ ...end, design: true });
    expect(seed.el.hidden).toBe(false);
    expect(seed.el.textContent).toBe("种子 5747330157812345");
    seed.el.fire("click");
    await Promise.resolve();
    await Promise.resolve();
    expect(copied).toEqual(["5747330157812345"]);
    expect(seed.el.textContent).toBe(roomSay("zh", "chaos", "seed_copied"));
  });
  it("has the seed button's words in every language of the rooms", () => {
    for (const lang of ["en", "ja", "zh-TW", "zh-CN"]) {
      expect(roomSay(lang, "", "seed_copied")).not.toBe("seed_copied");
      expect(roomSay(lang, "", "seed_copy_title")).not.toBe("seed_copy_title");
    }
  });
});

describe("review 9, finding 5: the lobby leads back to this browser's own tables", () => {
  let restore = null;
  afterEach(() => restore?.());
  const memory = () => { const m = new Map(); return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => m.set(k, v) }; };
  it("keeps the tables created or sat at here, newest first, a seat replacing the watch link", () => {
    const store = memory();
    keepTable({ room: "R1", name: "Review night", game: "chaos" }, store, 1);   // created here
    keepTable({ room: "R1", token: "t-A1" }, store, 2);                           // then sat at A1
    keepTable({ room: "R1", token: "t-A1", seat: "A1" }, store, 3);               // the joined message said the seat
    keepTable({ room: "R2", token: "t-p" }, store, 4);
    const kept = myTables(store);
    expect(kept.map((t) => [t.room, t.token])).toEqual([["R2", "t-p"], ["R1", "t-A1"]]);
    expect(kept[1]).toMatchObject({ seat: "A1", name: "Review night" });
    expect(tableLink(kept[1])).toBe("#room=R1&token=t-A1");
    expect(tableLink({ room: "R3" })).toBe("#room=R3&watch=1");
  });
  it("shows 'Your tables' with their links in the lobby's language, none while there are none", () => {
    restore = installFakeDocument();
    const store = memory();
    const host = document.createElement("div");
    const empty = myTablesPanel(host, { lang: "en", store });
    expect(empty.el.hidden).toBe(true);
    keepTable({ room: "R1", token: "t-B2", seat: "B2", name: "Review night" }, store);
    const panel = myTablesPanel(host, { lang: "zh-CN", store });
    expect(panel.el.hidden).toBe(false);
    expect(panel.el.textContent).toContain("你的牌桌");
    const link = panel.el.childNodes[2].childNodes[0].childNodes[0];
    expect(link.href).toBe("#room=R1&token=t-B2");
    expect(link.textContent).toBe("Review night");
    for (const lang of ["en", "ja", "zh-TW", "zh-CN"]) expect(formSay(lang, "my_title")).not.toBe("my_title");
  });
});

describe("review 9, finding 4: a phone's page scrolls only for a move out of sight, never under a finger", () => {
  const phone = () => {
    const win = { innerWidth: 390, innerHeight: 844, scrolled: [], on: {},
                  addEventListener(t, f) { (this.on[t] ??= []).push(f); }, scrollBy(o) { this.scrolled.push(o.top); } };
    return win;
  };
  const canvasAt = (cardY) => ({ parentElement: null, getBoundingClientRect: () => ({ top: 0, width: 390 }),
                                 __cthulhu: { scene: { width: 390, items: [{ id: "zoom:card:x", type: "ccard", y: cardY, h: 100 }] } } });
  it("after the first turn keeps still for a hand card that shows (it nudged the page ~30 px each turn)", () => {
    const win = phone();
    const canvas = canvasAt(790);
    // the canvas moves up as the window scrolls (a hand card counts as shown with its name in sight: review 25)
    canvas.getBoundingClientRect = () => ({ top: -win.scrolled.reduce((a, b) => a + b, 0), width: 390 });
    expect(revealHand(canvas, null, win)).toBe(790 + 100 + 8 - 844);   // the first turn: the whole hand (round F)
    expect(revealHand(canvas, null, win)).toBe(0);
    expect(win.scrolled).toEqual([54]);
  });
  it("still brings a hand below the fold into sight (round F)", () => {
    const win = phone();
    expect(revealHand(canvasAt(900), null, win)).toBe(900 + 100 + 8 - 844);
    expect(win.scrolled).toEqual([164]);
  });
  it("keeps still while the player's finger is on the page", () => {
    const win = phone();
    const canvas = canvasAt(0);
    revealHand(canvas, null, win);          // listens from here on
    for (const f of win.on.touchstart) f();
    canvas.__cthulhu.scene.items[0].y = 900;
    expect(revealHand(canvas, null, win)).toBe(0);
  });
});
