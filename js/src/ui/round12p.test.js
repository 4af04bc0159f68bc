// Newcomer review 12 (round P), the page shared by the three games: a closed bubble's place presses nothing
// (finding 1, with its Chromium proof tests/test_browser_page_round12p.py), a phone's "Since your last turn" lists
// its lines (finding 4), the '⋯' panel and the result never stack over the table and a phone's replay caption fits
// (finding 5), and no CJK text is slanted (finding 6).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { allElements, fakeModel, installFakeDocument } from "./fake_dom.js";
import { buildEnding } from "./ending.js";
import { coachStyle } from "./coach.js";
import { dockBubble } from "./coach_dock.js";
import { pageStyle } from "./page.js";
import { GHOST_PLACE_MS, quietPlace } from "./pointer.js";
import { buildStory, storyPanel } from "./story.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

/** Return the value `prop` takes for an element of class `cls` in a root of data-wide `wide` and data-lang `lang`, inside
 * the `inside` selectors (e.g. ".cw-ending[data-mode=replay]"), the rules of `css` read in order (the later wins). */
function computed(css, cls, prop, { lang = "en", wide = "1", inside = [] } = {}) {
  let value = null;
  const rootOk = (part) => [...part.matchAll(/\[data-(\w+)(\^?=)"?([^"\]]+)"?\]/g)].every(([, key, op, want]) => {
    const have = key === "lang" ? lang : key === "wide" ? wide : null;
    return have !== null && (op === "=" ? have === want : have.startsWith(want));
  });
  for (const [, selectors, body] of css.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const decl = new RegExp(`(?:^|;)\\s*${prop}\\s*:\\s*([^;]+)`).exec(body);
    if (!decl) continue;
    const hit = selectors.split(",").map((sel) => sel.trim().split(/\s+/)).some((parts) => parts.at(-1) === `.${cls}`
      && parts.slice(0, -1).every((part) => (part.startsWith(".cw-root") ? rootOk(part) : inside.includes(part))));
    if (hit) value = decl[1].trim();
  }
  return value;
}

describe("finding 1: a click at a closed bubble's place presses nothing for a moment", () => {
  it("stops a click inside the bubble's box (slack included) for GHOST_PLACE_MS, not one elsewhere or by the keyboard", () => {
    const listeners = [];
    let later = null;
    const win = { addEventListener: (type, fn, capture) => listeners.push({ type, fn, capture }),
                  removeEventListener: (type, fn) => listeners.splice(listeners.findIndex((l) => l.fn === fn), 1),
                  setTimeout: (fn) => { later = fn; } };
    quietPlace({ left: 8, top: 8, width: 374, height: 140 }, win);
    const click = (x, y, detail = 1) => {
      const event = { clientX: x, clientY: y, detail, stopped: false };
      event.stopImmediatePropagation = () => { event.stopped = true; };
      event.preventDefault = () => {};
      for (const l of [...listeners]) if (l.type === "click" && l.capture) l.fn(event);
      return event.stopped;
    };
    expect(click(60, 97)).toBe(true);       // the bar's Undo under a phone's top sheet
    expect(click(60, 155)).toBe(true);      // just under its edge: still the bubble's tap
    expect(click(60, 400)).toBe(false);     // the table below: a tap of its own
    expect(click(60, 97, 0)).toBe(false);   // Enter on a focused button has no place
    later();
    expect(listeners).toHaveLength(0);
    expect(GHOST_PLACE_MS).toBeGreaterThanOrEqual(300);
  });
});

describe("finding 4: a phone's 'Since your last turn' shows its lines", () => {
  const lines = [
    { text: "Round 1: your turn.", turn: 1, you: 1 }, { text: "You move to a7.", you: 1 },
    { text: "Round 1: Bot B1's turn.", turn: 1 }, { text: "Bot B1 moves to f4." }, { text: "Bot B1 plays Checkup." },
    { text: "Round 1: Bot B2's turn.", turn: 1 }, { text: "Bot B2 moves to g3." },
    { text: "Bot B2's bomb sends you home.", big: 1 }, { text: "Bot B2 plays Mischief." },
    { text: "Round 1: your partner A2's turn.", turn: 1 }, { text: "Your partner A2 moves to d7." },
    { text: "Your partner A2 plays Rescue." }, { text: "Round 2: your turn.", turn: 1, you: 1 }];
  const drawn = (wide) => {
    const panel = buildStory();
    panel.box.closest = (sel) => (sel === ".cw-root" ? { dataset: { wide } } : null);
    storyPanel(panel)(lines, { lang: "en", digest: true });
    return allElements(panel.digest).filter((e) => /\bcw-digest-line\b/.test(e.className)).map((e) => e.textContent);
  };

  it("lists at most five of them, the big moment among them, in the story's order; the count stays under them", () => {
    const shown = drawn("0");
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThanOrEqual(5);
    expect(shown).toContain("Bot B2's bomb sends you home.");
    const order = lines.map((l) => l.text);
    expect(shown.map((t) => order.indexOf(t))).toEqual(shown.map((t) => order.indexOf(t)).sort((a, b) => a - b));
  });

  it("a card named in a listed line opens its text, as in the story", () => {
    const panel = buildStory();
    panel.box.closest = (sel) => (sel === ".cw-root" ? { dataset: { wide: "0" } } : null);
    const opened = [];
    const named = lines.map((l) => (l.text === "Bot B2 plays Mischief." ? { ...l, big: 1, cards: [["Mischief", "mischief"]] }
      : l));
    storyPanel(panel)(named, { lang: "en", digest: true, onZoom: (key) => opened.push(key) });
    const link = allElements(panel.digest).find((e) => e.className === "cw-card");
    link?.fire("click");
    expect(opened).toEqual(["mischief"]);
  });

  it("a desk's digest stays a head and a count (its lines lie marked in the story beside the table)", () => {
    expect(drawn("1")).toEqual([]);
  });
});

describe("finding 5: a phone's replay caption fits", () => {
  it("wraps the step and gives the newest line two rows of its own, also at a step without lines", () => {
    const css = coachStyle();
    const phone = { wide: "0", inside: [".cw-ending[data-mode=replay]"] };
    expect(css).toMatch(/\.cw-root\[data-wide="0"\] \.cw-ending\[data-mode=replay\] \{ flex-wrap: wrap; white-space: normal;/);
    expect(computed(css, "cw-end-log", "-webkit-line-clamp", phone)).toBe("2");
    expect(computed(css, "cw-end-log", "height", phone)).toBe("2.7em");
    // a desk's: two lines too since newcomer review 14, finding 4 (one line cut "You draw Ny…"), no fixed height
    expect(computed(css, "cw-end-log", "-webkit-line-clamp", { inside: phone.inside })).toBe("2");
    expect(computed(css, "cw-end-log", "height", { inside: phone.inside })).toBe(null);
    const doc = globalThis.document;
    const root = doc.createElement("div");
    const top = doc.createElement("div");
    const canvas = doc.createElement("canvas");
    root.append(top, canvas);
    const ending = buildEnding({ root, top, canvas }, () => {});
    ending(fakeModel({ game: "letter", lang: "zh", banner: { title: "t", text: "x", rows: [] },
                      replay: { step: 0, of: 20, view: {}, log: [] } }));
    const box = root.childNodes.find((n) => n.className?.startsWith("cw-ending"));
    expect(allElements(box).filter((e) => e.className === "cw-end-log")).toHaveLength(1);
    ending.stop();
  });
});

describe("finding 6: no CJK text is slanted", () => {
  it("the coach's 'done' note and the story's note are upright in zh and ja, kept apart by colour or weight", () => {
    for (const [css, cls] of [[coachStyle(), "cw-coach-done"], [pageStyle(), "cw-story-note"]]) {
      expect(computed(css, cls, "font-style", { lang: "en" })).toBe("italic");
      for (const lang of ["zh-TW", "zh-CN", "ja"]) expect(computed(css, cls, "font-style", { lang })).toBe("normal");
      expect(computed(css, cls, "color", { lang: "ja" })).toBeTruthy();
    }
  });
});

describe("findings 2 and 3: a phone's tutorial sheet moves no board and covers no cell it speaks of", () => {
  const win = { innerHeight: 844, innerWidth: 390 };
  const sheet = () => ({ dataset: {}, style: {}, getBoundingClientRect: () => ({ top: 8, height: 150 }) });
  const ringAt = (top, bottom) => ({ hidden: false, getBoundingClientRect: () => ({ top, bottom, height: bottom - top }) });

  it("a new mark whose ringed card the window's foot cuts (half of it in sight) scrolls nothing (finding 2)", () => {
    const scrolls = [];
    const edge = dockBubble(sheet(), ringAt(800, 870), null, win, { edge: "top", scroll: (by) => scrolls.push(by),
                                                                     keep: [], moves: [] });
    expect(scrolls).toEqual([]);
    expect(edge).toBe("top");
  });

  it("the kept top sheet over the cell the mark speaks of stays at the top, folded to its strip (round JJ2)", () => {
    // it took the foot for that mark, and the reader looked for it (newcomer review 40, chaos_ja 1)
    const plan = { edge: "top", keep: [], moves: [], anchors: [{ top: 90, bottom: 130 }] };
    const bubble = sheet();
    expect(dockBubble(bubble, ringAt(420, 460), null, win, { ...plan, scroll: () => {} })).toBe("top");
    expect(bubble.dataset.fold).toBe("1");
    expect(dockBubble(sheet(), ringAt(420, 460), null, win, { ...plan, scroll: null })).toBe("top");
    // nothing under the kept edge: it stays there
    expect(dockBubble(sheet(), ringAt(420, 460), null, win, { ...plan, anchors: [{ top: 500, bottom: 540 }],
                                                            scroll: () => {} })).toBe("top");
  });

  it("the ringed item comes first: a cell under the foot does not send the sheet over the ring at the top", () => {
    const plan = { edge: "bottom", keep: [], moves: [], anchors: [{ top: 760, bottom: 800 }], scroll: () => {} };
    expect(dockBubble(sheet(), ringAt(60, 100), null, win, plan)).toBe("bottom");
  });
});

describe("finding 2: a tap right after the coach scrolled the page presses nothing on the table", () => {
  it("the one scroll left (a new mark's card wholly below the fold: review 10) quiets the canvas for a moment", async () => {
    const { fakeCoach } = await import("./fake_coach.js");
    const scrolls = [];
    const coach = await fakeCoach({ innerWidth: 390, innerHeight: 844, scrollBy: ({ top }) => scrolls.push(top) });
    coach.root.dataset.wide = "0";
    coach.bubble.getBoundingClientRect = () => ({ top: 8, bottom: 228, height: 220 });
    coach.ring.getBoundingClientRect = () => { const top = parseFloat(coach.ring.style.top) || 0;
      return { top, bottom: top + 44, height: 44 }; };
    const canvas = coach.root.childNodes.find((n) => n.tagName === "CANVAS");
    canvas.getBoundingClientRect = () => ({ top: 150, left: 0, width: 390, height: 1600 });
    canvas.offsetTop = 150;
    const model = { get: (k) => ({ lang: "en", game: "chaos", deal: "d", seat: "A1",
      coach: { title: "Learn to play", step: "Step 1 of 3", n: 1, id: "go", text: "Play it." } })[k] };
    const scene = { width: 390, height: 1600, items: [{ id: "act:go", type: "chip", x: 20, y: 1300, w: 300, h: 40 }] };
    const before = Date.now();
    coach.update(model, scene);
    expect(scrolls).toHaveLength(1);
    expect(Number(canvas.dataset.quietUntil)).toBeGreaterThan(before + 300);
    vi.unstubAllGlobals();
  });
});
