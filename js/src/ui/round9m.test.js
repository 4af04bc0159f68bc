// Newcomer review 9 (issue 23), the page around every table: the phone's coach bubble docked inside the window (1),
// the bubble yields to an open card zoom (2), closing a bubble never scrolls the page (3), the rules sheet (4), the
// language picker (5) and the story panel on a phone (6).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clock, fakeCoach } from "./fake_coach.js";
import { installFakeDocument } from "./fake_dom.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => { restore(); vi.restoreAllMocks(); vi.unstubAllGlobals(); });

const step = (text = "Choose the ringed card.") => ({ get: (k) => ({ lang: "ja", game: "mythos",
  coach: { title: "Learn to play", step: "Step 2 of 7", n: 2, id: "go", text } })[k] });

/** A fixed element in a plain page: its window box is where its style puts it. */
function fixedBox(node, h = 220) {
  node.getBoundingClientRect = () => {
    const top = parseFloat(node.style.top) || 0;
    return { top, bottom: top + h, height: h, left: 8, width: 374 };
  };
}

describe("finding 1: a phone's bubble is a sheet inside the window, its Got it in sight", () => {
  it("docks inside the window's visible part when its item lies far down the page", async () => {
    const { update, bubble, root } = await fakeCoach({ innerWidth: 390, innerHeight: 844 });
    root.dataset.wide = "0";
    fixedBox(bubble);
    const scene = { width: 390, height: 1700, items: [{ id: "act:go", x: 20, y: 1500, w: 80, h: 110 }] };
    update(step(), scene);
    expect(bubble.hidden).toBe(false);
    expect(bubble.dataset.dock).toMatch(/^(top|bottom)$/);
    const r = bubble.getBoundingClientRect();
    expect(r.top).toBeGreaterThanOrEqual(0);
    expect(r.bottom).toBeLessThanOrEqual(844);
    expect(bubble.childNodes.at(-1).className).toBe("cw-coach-buttons");   // Got it inside the sheet
  });

  it("takes the window's top when the ringed item is in its lower half, and a pinch-zoomed visible part", async () => {
    const { dockEdge } = await import("./coach_dock.js");
    expect(dockEdge(200, { top: 0, height: 844 }, { top: 700, bottom: 800 })).toBe("top");
    expect(dockEdge(200, { top: 0, height: 844 }, { top: 100, bottom: 200 })).toBe("bottom");
    const { update, bubble, root } = await fakeCoach({ innerWidth: 390, innerHeight: 844,
                                                       visualViewport: { offsetTop: 300, height: 400 } });
    root.dataset.wide = "0";
    fixedBox(bubble, 180);
    update(step(), { width: 390, height: 1700, items: [] });
    const r = bubble.getBoundingClientRect();
    expect(r.top).toBeGreaterThanOrEqual(300);
    expect(r.bottom).toBeLessThanOrEqual(700);
  });

  it("a phone window with no marked root docks too; a wide one does not", async () => {
    const { docks } = await import("./coach_dock.js");
    expect(docks({ dataset: {} }, { innerWidth: 390 })).toBe(true);
    expect(docks({ dataset: {} }, { innerWidth: 1280 })).toBe(false);
    expect(docks({ dataset: { wide: "0" } }, { innerWidth: 1280 })).toBe(true);
  });

  it("the sheet scrolls inside itself and keeps Got it in sight (the style sheet)", async () => {
    const { coachStyle } = await import("./coach.js");
    expect(coachStyle()).toMatch(/\.cw-coach\[data-dock\] \{ position: fixed;[^}]*max-height[^}]*overscroll-behavior: contain/);
    expect(coachStyle()).toMatch(/\.cw-coach\[data-dock\] \.cw-coach-buttons \{ position: sticky/);
  });
});

describe("finding 2: the bubble yields to an open card zoom", () => {
  const zoomScene = (y, h) => ({ width: 390, height: 1700, items: [{ label: "zoom", id: "cmd:none", x: 10, y, w: 370, h },
    { id: "act:go", type: "chip", x: 20, y: y + h - 60, w: 300, h: 40 }] });

  it("on a phone it docks at the edge the zoom leaves free, or waits while the zoom fills the window", async () => {
    const { update, bubble, root } = await fakeCoach({ innerWidth: 390, innerHeight: 844 });
    root.dataset.wide = "0";
    fixedBox(bubble);
    const canvas = root.childNodes.find((n) => n.tagName === "CANVAS");
    canvas.getBoundingClientRect = () => ({ top: 0, left: 0, width: 390, height: 1700 });
    update(step(), zoomScene(0, 560));
    expect(bubble.hidden).toBe(false);
    expect(bubble.dataset.dock).toBe("bottom");
    expect(bubble.getBoundingClientRect().top).toBeGreaterThanOrEqual(560);
    update(step(), zoomScene(0, 1000));
    expect(bubble.hidden).toBe(true);
    update(step(), { width: 390, height: 1700, items: [] });   // the zoom closed: the bubble is back
    expect(bubble.hidden).toBe(false);
  });

  it("on a wide page it never lies over the zoom: it waits when no place is clear of it", async () => {
    const { update, bubble, root } = await fakeCoach({ innerWidth: 1280, innerHeight: 800 });
    root.dataset.wide = "1";
    root.clientWidth = 800;
    const scene = { width: 800, height: 600, items: [{ label: "zoom", id: "cmd:none", x: 0, y: 0, w: 800, h: 600 },
      { id: "act:go", type: "chip", x: 20, y: 500, w: 300, h: 40 }] };
    update(step(), scene);
    expect(bubble.hidden).toBe(true);
  });
});

describe("finding 3: closing a bubble never scrolls the page", () => {
  it("Got it keeps the root's height (a shorter root moved the page under the finger) and scrolls nothing",
    async () => {
      const scrolled = [];
      const { update, bubble, root } = await fakeCoach({ innerWidth: 1280, innerHeight: 800,
                                                         scrollBy: (o) => scrolled.push(o) });
      root.dataset.wide = "1";
      root.clientWidth = 800;
      root.offsetHeight = 600;
      const scene = { width: 800, height: 600, items: [{ id: "act:go", x: 0, y: 0, w: 800, h: 600 }] };
      const wait = clock();
      const model = step();
      update(model, scene);
      const room = root.style.paddingBottom;
      expect(room).toMatch(/px$/);
      wait(700);   // read a moment: a bubble just shown takes no tap (review 17 round Z, finding 3)
      bubble.childNodes.at(-1).childNodes[0].fire("click");   // Got it
      expect(bubble.hidden).toBe(true);
      expect(root.style.paddingBottom).toBe(room);
      expect(scrolled).toEqual([]);
    });
});

describe("finding 4: the rules sheet has an ×, holds its own scroll, and its closing tap presses nothing", () => {
  it("its first line is a × in the table's language that closes it", async () => {
    const { buildHelp, updateHelp } = await import("./help.js");
    const { PAGE_WORDS } = await import("./words.js");
    const details = buildHelp();
    details.open = true;
    updateHelp(details, "mythos", { ...PAGE_WORDS.ja, lang: "ja" });
    const close = details.lastChild.childNodes[0];
    expect(close.tagName).toBe("BUTTON");
    expect(close.textContent).toBe("×");
    expect(close.getAttribute("aria-label")).toBe("ルールを閉じる");
    close.fire("click");
    expect(details.open).toBe(false);
    for (const lang of ["en", "ja", "zh-CN", "zh-TW"]) expect(PAGE_WORDS[lang].help_close).toBeTruthy();
  });

  it("the open sheet contains its overscroll and a phone's stands off the window's sides", async () => {
    const { pageStyle } = await import("./page.js");
    expect(pageStyle()).toMatch(/\.cw-help\[open\] > div \{[^}]*overscroll-behavior: contain/);
    expect(pageStyle()).toMatch(/\.cw-root\[data-wide="0"\] \.cw-help\[open\] > div \{[^}]*left: 6px; right: 6px/);
    expect(pageStyle()).toMatch(/\.cw-help \.cw-help-close \{ position: sticky/);
  });

  it("the press outside that folds it swallows its click (no tooltip over the hand from it)", async () => {
    const listeners = {};
    const on = (type, fn) => { (listeners[type] ??= []).push(fn); };
    vi.stubGlobal("window", { addEventListener: on, removeEventListener: (type, fn) => {
      listeners[type] = (listeners[type] ?? []).filter((f) => f !== fn); } });
    document.addEventListener = on;
    const { buildHelp } = await import("./help.js");
    const details = buildHelp();
    details.contains = () => false;
    details.open = true;
    const canvas = document.createElement("canvas");
    for (const fn of listeners.pointerdown ?? []) fn({ target: canvas });
    expect(details.open).toBe(false);
    const click = { target: canvas, stopImmediatePropagation: vi.fn(), preventDefault: vi.fn() };
    for (const fn of [...(listeners.click ?? [])]) fn(click);
    expect(click.stopImmediatePropagation).toHaveBeenCalled();
    const next = { target: canvas, stopImmediatePropagation: vi.fn(), preventDefault: vi.fn() };
    for (const fn of [...(listeners.click ?? [])]) fn(next);   // the next tap plays
    expect(next.stopImmediatePropagation).not.toHaveBeenCalled();
  });
});

describe("finding 5: the language menu names each table's Chinese; the seat menu fits its name", () => {
  const languageMenu = () => {
    const select = document.createElement("select");
    for (const [value, text] of [["en", "English"], ["zh", "中文"], ["ja", "日本語"]]) {
      select.append(Object.assign(document.createElement("option"), { value, textContent: text }));
    }
    return select;
  };

  it("Letter's reads 繁體中文, CHAOS's 简体中文, and Mythos offers none", async () => {
    const { offerLanguages } = await import("./toolbar.js");
    const zh = (select) => select.options.find((o) => o.value === "zh");
    const letter = languageMenu();
    offerLanguages(letter, ["en", "zh"], "en", "letter");
    expect(zh(letter).textContent).toBe("繁體中文");
    const chaos = languageMenu();
    offerLanguages(chaos, ["en", "zh", "ja"], "ja", "chaos");
    expect(zh(chaos).textContent).toBe("简体中文");
    const mythos = languageMenu();
    offerLanguages(mythos, ["en", "ja"], "ja", "mythos");
    expect(zh(mythos)).toBeUndefined();   // not offered: not in the select at all (review 33)
  });

  it("a phone's seat menu is not cut to 6.5em", async () => {
    const { pageStyle } = await import("./page.js");
    expect(pageStyle()).toMatch(/\.cw-root\[data-wide="0"\] \.cw-bar select\[data-cmd=seat\] \{ max-width: none;/);
  });
});

describe("finding 6: a phone's story opens at its newest lines with the 'since your turn' ones in view", () => {
  it("Show the whole story scrolls to the first marked line when the box's end leaves it above the top", async () => {
    const { buildStory, storyPanel } = await import("./story.js");
    const panel = buildStory();
    storyPanel(panel);
    const box = panel.lines;
    Object.assign(box, { scrollTop: 0, scrollHeight: 1200, clientHeight: 300 });
    box.getBoundingClientRect = () => ({ top: 100, height: 300, bottom: 400 });
    const at = (y, className) => ({ className, getBoundingClientRect: () => ({ top: 100 + y - box.scrollTop,
                                                                              bottom: 118 + y - box.scrollTop }) });
    panel.els = [at(0, "cw-line"), at(500, "cw-line cw-since"), at(1180, "cw-line cw-since")];
    panel.box.dataset.open = "0";
    panel.fold.fire("click");
    expect(panel.box.dataset.open).toBe("1");
    const first = panel.els[1].getBoundingClientRect();
    expect(first.top).toBeGreaterThanOrEqual(100);   // the first "since" line in the box, not the story's first
    expect(first.bottom).toBeLessThanOrEqual(400);
    expect(box.scrollTop).toBeGreaterThan(0);
  });

  it("a folded box held to whole lines is not kept on a half line by the style sheet's min-height", async () => {
    vi.stubGlobal("getComputedStyle", () => ({}));
    const { wholeLines } = await import("./story.js");
    const box = { style: {}, scrollTop: 0, scrollHeight: 500, clientTop: 0, clientHeight: 97,
                  getBoundingClientRect: () => ({ top: 0, height: 97 }),
                  querySelectorAll: () => [{ getBoundingClientRect: () => ({ top: -10, bottom: 8 }) }] };
    wholeLines(box);
    expect(box.style.maxHeight).toBe("89px");
    expect(box.style.minHeight).toBe("0");
  });
});
