// Issue 23 round F finding 3: under "Since your last turn" a phone's folded story starts with a whole line.
import { afterEach, describe, expect, it } from "vitest";
import { wholeLines } from "./story.js";

const rect = (top, height) => ({ top, bottom: top + height, height });

describe("round F finding 3: the story's lines start whole", () => {
  const saved = globalThis.getComputedStyle;
  afterEach(() => { globalThis.getComputedStyle = saved; });
  const box = (maxHeight, lines) => ({
    style: { maxHeight: "" }, scrollTop: 0, scrollHeight: 400, clientTop: 0, clientHeight: 98,
    getBoundingClientRect: () => rect(682, 98),
    querySelectorAll: () => lines.map(([top, h]) => ({ getBoundingClientRect: () => rect(top, h) })),
    maxHeight,
  });
  it("shortens a folded box so its top edge cuts no line in half", () => {
    globalThis.getComputedStyle = (el) => ({ maxHeight: el.maxHeight });
    const b = box("97.5px", [[670, 18], [689, 18], [708, 18]]);
    wholeLines(b);
    expect(b.style.maxHeight).toBe(`${98 - 6}px`);   // the line from 670 to 688 ends 6 px below the top
  });
  it("leaves a box with no cut line as it is (a wide page's side panel is held to whole lines too: round G)", () => {
    globalThis.getComputedStyle = (el) => ({ maxHeight: el.maxHeight });
    const wide = box("none", [[670, 18]]);
    wholeLines(wide);
    expect(wide.style.maxHeight).toBe(`${98 - 6}px`);   // issue 23 round G finding 1: the desk's top line was cut too
    const whole = box("97.5px", [[682, 18], [701, 18]]);
    wholeLines(whole);
    expect(whole.style.maxHeight).toBe("");
  });
});
