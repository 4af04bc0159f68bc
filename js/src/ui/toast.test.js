// Toasts of big moments (ui/toast.js): which lines a message announces, and at most three shown at once.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFakeDocument } from "./fake_dom.js";
import { MAX_TOASTS, buildToasts, newToasts, placeToasts, showToasts } from "./toast.js";

const story = [{ text: "Round 2: your turn.", turn: 1 }, { text: "You are a ghost.", big: 1, note: "A ghost…" },
               { text: "You move." }, { text: "The gate is open.", big: 1 }];

describe("which big moments a message announces", () => {
  it("those appended since the page's last lines, once the table moved on", () => {
    expect(newToasts(story, 1, true)).toEqual([{ text: "You are a ghost.", note: "A ghost…" },
                                              { text: "The gate is open.", note: "" }]);
    expect(newToasts(story, 2, true)).toEqual([{ text: "The gate is open.", note: "" }]);
  });

  it("none on the first message, an undo, a change of language or nothing new", () => {
    expect(newToasts(story, undefined, true)).toEqual([]);   // a page opened mid-game
    expect(newToasts(story, 0, true)).toEqual([]);           // nothing drawn before (a hot seat's curtain)
    expect(newToasts(story, 1, false)).toEqual([]);          // the step did not move on
    expect(newToasts(story, 4, true)).toEqual([]);
  });

  it("the latest three of many (a fast-forward)", () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ text: `big ${i}`, big: 1 }));
    expect(newToasts(many, 1, true).map((t) => t.text)).toEqual(["big 5", "big 6", "big 7"]);
  });
});

describe("the toasts shown", () => {
  let restore;
  beforeEach(() => {
    restore = installFakeDocument();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    restore();
  });

  it("are a polite live region that takes no click, at most three, gone by themselves", () => {
    const box = buildToasts();
    expect(box.getAttribute("aria-live")).toBe("polite");
    showToasts(box, [{ text: "a", note: "why" }, { text: "b", note: "" }], 1000);
    expect(box.childNodes.map((t) => t.textContent)).toEqual(["awhy", "b"]);
    showToasts(box, [{ text: "c", note: "" }, { text: "d", note: "" }], 1000);
    expect(box.childNodes.length).toBe(MAX_TOASTS);
    expect(box.childNodes.map((t) => t.textContent)).toEqual(["b", "c", "d"]);
    vi.advanceTimersByTime(1001);
    expect(box.childNodes.length).toBe(0);
  });
});

describe("where the toasts go on a phone", () => {
  afterEach(() => vi.unstubAllGlobals());
  const phonePage = (ending) => ({
    root: { dataset: { wide: "0" }, querySelector: () => (ending ? { getBoundingClientRect: () => ending } : null) },
    canvas: { getBoundingClientRect: () => ({ left: 0, top: 420, width: 390 }),
              __cthulhu: { scene: { width: 390, items: [] } } },
    story: { lines: { querySelectorAll: () => [] } },
  });

  it("over the top of the screen, but not over the game's end panel (it hid who won): then at the bottom", () => {
    vi.stubGlobal("window", { innerWidth: 390, innerHeight: 844 });
    const box = { childNodes: [{}, {}], dataset: {} };
    expect(placeToasts(box, phonePage(null))).toBe("top");
    expect(placeToasts(box, phonePage({ left: 12, top: 20, width: 366, height: 330 }))).toBe("bottom");
    expect(placeToasts(box, phonePage({ left: 12, top: 20, width: 366, height: 0 }))).toBe("top");   // not shown
  });
});
