// Round CC, fixer CC6 (newcomer review 35, mythos_ja finding 1, shots 297/299): a phone's tips docked at the window's
// top lay over the 元に戻す / やり直す row, the reader learnt to tap わかった there, and one tap meant for a tip undid an
// adventure win. A sheet docked at the top now lies under the bar while the bar is in sight: it covers no button of it.
import { describe, expect, it } from "vitest";
import { dockBubble, pinDock } from "./coach_dock.js";

const win = { innerHeight: 844, innerWidth: 390 };
const BAR = { top: 86, bottom: 165, left: 8, right: 382, width: 374, height: 79 };   // Undo/Redo, New game, ?, Learn
const rootWith = (bar) => ({ querySelector: (sel) => (sel === ".cw-top" && bar
  ? { getBoundingClientRect: () => bar } : null) });
const sheet = (root, h = 120) => {
  const b = { dataset: {}, style: {}, parentElement: root };
  b.getBoundingClientRect = () => ({ top: parseFloat(b.style.top) || 8, height: h });
  return b;
};
const overlaps = (a, b) => a.top < b.bottom && b.top < a.bottom;

describe("mythos_ja 1: a tip docked at the top never lies over the Undo/Redo row", () => {
  it("with the bar in sight, the top sheet starts below it", () => {
    const bubble = sheet(rootWith(BAR));
    pinDock(bubble, "top", win);
    const top = parseFloat(bubble.style.top);
    expect(overlaps({ top, bottom: top + 120 }, BAR)).toBe(false);
    expect(top).toBeGreaterThanOrEqual(BAR.bottom);
  });

  it("a tip (a moment) taking the top edge keeps off the bar too", () => {
    const bubble = sheet(rootWith(BAR));
    const ring = { hidden: false, getBoundingClientRect: () => ({ top: 600, bottom: 700, height: 100 }) };
    const edge = dockBubble(bubble, ring, null, win, { keep: [], moves: [{ top: 700, bottom: 800 }] });
    expect(edge).toBe("top");
    const top = parseFloat(bubble.style.top);
    expect(overlaps({ top, bottom: top + 120 }, BAR)).toBe(false);
  });

  it("the page scrolled so the bar is out of sight: the sheet keeps the window's top edge", () => {
    const bubble = sheet(rootWith({ ...BAR, top: -300, bottom: -221 }));
    pinDock(bubble, "top", win);
    expect(parseFloat(bubble.style.top)).toBe(8);
  });
});
