// Round CC integration (CCI1): since mythos_ja 1 (065139e2) a phone's top sheet starts under the page's bar, but the
// sheet a course keeps for its steps (keptEdge) was checked as if at the window's top, over the bar: Mythos phone
// course step 2's taller sheet, under the bar, lay over the Pass chip (test_chaos_table_round3 mythos-phone). A kept
// sheet over a move now takes, for that new mark, the edge and one scroll that show every move beside it.
import { describe, expect, it } from "vitest";
import { dockBubble } from "./coach_dock.js";

const win = { innerHeight: 844, innerWidth: 390 };
const BAR = { top: 60, bottom: 130, left: 8, right: 382, width: 374, height: 70 };
const root = { querySelector: (sel) => (sel === ".cw-top" ? { getBoundingClientRect: () => BAR } : null) };
const sheet = (h) => {
  const b = { dataset: {}, style: {}, parentElement: root };
  b.getBoundingClientRect = () => ({ top: parseFloat(b.style.top) || 8, height: h });
  return b;
};
const ring = { hidden: false, getBoundingClientRect: () => ({ top: 505, bottom: 600, height: 95 }) };
const PASS = { top: 295, bottom: 330 };
const HAND = [{ top: 420, bottom: 505 }, { top: 505, bottom: 600 }, { top: 600, bottom: 685 }];

describe("a course's kept top sheet, under the bar, covers no move", () => {
  it("a taller sheet that would lie over Pass under the bar folds to its strip at the top, no scroll", () => {
    // it took the foot and scrolled, and the box moved under the reader (round JJ2, newcomer review 40, chaos_ja 1)
    let scrolled = 0;
    const bubble = sheet(190);
    const edge = dockBubble(bubble, ring, null, win, { edge: "top", keep: [BAR], moves: [PASS, ...HAND], anchors: [],
                                                       up: 0, scroll: (by) => { scrolled += by; } });
    expect([edge, scrolled, bubble.dataset.fold]).toEqual(["top", 0, "1"]);
  });

  it("a sheet clear of the moves under the bar keeps the tutorial's top edge, no scroll", () => {
    let scrolled = 0;
    const bubble = sheet(140);
    const edge = dockBubble(bubble, ring, null, win, { edge: "top", keep: [BAR], moves: [PASS, ...HAND], anchors: [],
                                                       up: 0, scroll: (by) => { scrolled += by; } });
    expect([edge, scrolled]).toEqual(["top", 0]);
    expect(parseFloat(bubble.style.top)).toBeGreaterThanOrEqual(BAR.bottom);
  });
});
