// Round JJ, fixer JJ2 (newcomer review 40, chaos_ja 1, the worst: "the lesson box moves between the top of the screen
// (004-034, 050) and the bottom (035-037, 049, 051), and the page scrolls by itself while it moves (020, 035, 049)";
// review 39, mythos_ja 1/2: the step popup rose to mid-screen over an open card sheet's name and the prompt (006, 059);
// letter_zh 3: the popup covered the opponent row it spoke of). A phone's course sheet now keeps the edge its first
// sheet took for the whole course, never scrolls the page for an item in sight, and where it would lie over the
// ringed item, what the step names or a move, it folds to a one-line strip at that same edge (a tap unfolds it).
// chaos_ja 2: tapping 続きを読む… grew a top sheet downward and moved わかった under the finger (005→006).
import { describe, expect, it } from "vitest";
import { dockBubble } from "./coach_dock.js";
import { coachStyle } from "./coach.js";

const win = { innerHeight: 844, innerWidth: 390 };
const sheet = (h = 170) => ({ dataset: {}, style: {}, getBoundingClientRect: () => ({ top: 8, height: h }) });
const ringAt = (top, bottom) => ({ hidden: false,
                                   getBoundingClientRect: () => ({ top, bottom, height: bottom - top }) });
const BAR = { top: 0, bottom: 44 };

describe("review 40, chaos_ja 1: a phone's course sheet keeps one edge and scrolls nothing", () => {
  for (const edge of ["top", "bottom"]) {
    it(`the kept ${edge} sheet over the ringed item stays at the ${edge}, folded to a strip, no scroll`, () => {
      const scrolls = [];
      const ring = edge === "top" ? ringAt(80, 120) : ringAt(720, 760);
      const bubble = sheet();
      const got = dockBubble(bubble, ring, null, win, { edge, scroll: (by) => scrolls.push(by), keep: [BAR],
                                                         moves: [], anchors: [] });
      expect(got).toBe(edge);
      expect(scrolls).toEqual([]);
      expect(bubble.dataset.fold).toBe("1");
    });

    it(`the kept ${edge} sheet over a cell the step names (an anchor) stays, folded`, () => {
      const anchors = [edge === "top" ? { top: 90, bottom: 130 } : { top: 700, bottom: 740 }];
      const bubble = sheet();
      const got = dockBubble(bubble, ringAt(420, 460), null, win, { edge, scroll: () => {}, keep: [BAR], moves: [],
                                                                    anchors });
      expect(got).toBe(edge);
      expect(bubble.dataset.fold).toBe("1");
    });

    it(`the kept ${edge} sheet clear of all it must not cover stays whole`, () => {
      const bubble = sheet();
      bubble.dataset.fold = "1";   // the last step's strip
      expect(dockBubble(bubble, ringAt(420, 460), null, win, { edge, scroll: () => {}, keep: [BAR], moves: [],
                                                               anchors: [] })).toBe(edge);
      expect(bubble.dataset.fold).toBeUndefined();
    });
  }

  it("a step the reader unfolded (a tap on its strip) stays whole over what it covers", () => {
    const bubble = sheet();
    bubble.dataset.unfold = "step 3";
    dockBubble(bubble, ringAt(80, 120), null, win, { edge: "top", key: "step 3", keep: [BAR], moves: [] });
    expect(bubble.dataset.fold).toBeUndefined();
  });

  it("mythos_ja 1: an open card sheet at the foot leaves the kept top sheet at the top, not lifted mid-screen", () => {
    const bubble = sheet();
    const got = dockBubble(bubble, ringAt(700, 740), { top: 520, bottom: 836 }, win,
                           { edge: "top", keep: [BAR], moves: [], anchors: [] });
    expect(got).toBe("top");
    expect(bubble.dataset.lift).toBeUndefined();
  });

  it("a card sheet reaching the kept edge folds the sheet to its strip there; none fits: it waits hidden", () => {
    const bubble = sheet();
    expect(dockBubble(bubble, null, { top: 150, bottom: 836 }, win, { edge: "top", keep: [BAR], moves: [] }))
      .toBe("top");
    expect(bubble.dataset.fold).toBe("1");
    const hidden = sheet();
    expect(dockBubble(hidden, null, { top: 40, bottom: 836 }, win, { edge: "top", keep: [BAR], moves: [] }))
      .toBeNull();
    expect(hidden.hidden).toBe(true);
  });

  // round KK6 (review 41, chaos_ja 6): the strip's words wrap whole, never cut with "…" (round45kk6_strip.test.js)
  it("the strip is a row: its instruction (a tap unfolds the rest), its Got it beside them", () => {
    const css = coachStyle();
    expect(css).toMatch(/\.cw-coach\[data-dock\]\[data-fold\][^{]*\{[^}]*display: flex; flex-direction: row/);
    expect(css).toMatch(/\.cw-coach\[data-fold\] \.cw-coach-rest[^{]*\{[^}]*display: none/);
  });
});

describe("review 40, chaos_ja 2: 続きを読む… keeps わかった where it was", () => {
  it("a sheet anchored by its top (a phone's top sheet, a desk's story) shows the rest below its buttons", () => {
    const css = coachStyle();
    const rule = css.match(/([^}]*)\{[^}]*order: 1;[^}]*\}/);
    expect(rule?.[1]).toContain(".cw-coach[data-dock=top] .cw-coach-rest");
    expect(rule?.[1]).toContain(".cw-coach[data-desk=story] .cw-coach-rest");
    expect(css).toMatch(/\.cw-coach\[data-dock=top\][^{]*\{[^}]*flex-direction: column/);
  });

  it("round44jj2 a closed bubble and ring take no room and no tap, whatever display their dock gives them", () => {
    const css = coachStyle();
    expect(css).toMatch(/\.cw-coach\[hidden\], \.cw-coach-ring\[hidden\] \{ display: none !important; \}/);
    const last = css.lastIndexOf("display: none !important");
    expect(css.indexOf(".cw-coach[data-dock=top], .cw-coach[data-desk=story] { display: flex")).toBeLessThan(last);
  });
});
