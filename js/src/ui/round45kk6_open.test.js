// Round KK, fixer KK6 (newcomer review 41, mythos_ja 6: "続きを読む… on the coach made it shrink to one line instead
// of showing more text" 004→005; mythos_ja 1: "at step 9 the expanded coach hid the そのままにする button it told me to
// press" 028). A phone's course sheet opened by its reader (More…, or a tap on its strip) stays open, never folds
// back to its strip, and grows only up to the ringed item: it scrolls within itself rather than lie over the button.
import { describe, expect, it } from "vitest";
import { dockBubble } from "./coach_dock.js";

const win = { innerHeight: 844, innerWidth: 390 };
const sheet = (h = 300) => ({ dataset: {}, style: {}, getBoundingClientRect: () => ({ top: 8, height: h }) });
const ringAt = (top, bottom) => ({ hidden: false,
                                   getBoundingClientRect: () => ({ top, bottom, height: bottom - top }) });
const BAR = { top: 0, bottom: 44 };
const plan = (edge) => ({ edge, key: "step 9", keep: [BAR], moves: [], anchors: [] });

describe("review 41, mythos_ja 6 and 1: an opened sheet stays open, never over the ringed button", () => {
  it("More… pressed (the step's rest open): the top sheet is not folded back to a strip", () => {
    const bubble = sheet();
    bubble.dataset.open = "step 9";
    expect(dockBubble(bubble, ringAt(250, 290), null, win, plan("top"))).toBe("top");
    expect(bubble.dataset.fold).toBeUndefined();
  });

  for (const [edge, ring, end] of [["top", [250, 290], (h) => 8 + h <= 250 - 8],
                                   ["bottom", [500, 540], (h) => 844 - 8 - h >= 540 + 8]]) {
    it(`an opened ${edge} sheet reaching the ringed button stops short of it, scrolling within itself`, () => {
      const bubble = sheet();
      bubble.dataset.open = "step 9";
      dockBubble(bubble, ringAt(...ring), null, win, plan(edge));
      const h = Number.parseFloat(bubble.style.maxHeight);
      expect(h).toBeGreaterThan(90);
      expect(end(h)).toBe(true);
    });
  }

  it("a sheet clear of the ringed button keeps its own height", () => {
    const bubble = sheet(150);
    bubble.dataset.open = "step 9";
    dockBubble(bubble, ringAt(600, 640), null, win, plan("top"));
    expect(bubble.style.maxHeight || "").toBe("");
  });
});
