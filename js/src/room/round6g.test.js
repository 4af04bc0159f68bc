// Issue 23 round G, finding 5: a phone's folded chat tab lies in the status strip, not fixed over the table's foot; the
// hand's reveal (room/reveal.js) then counts the whole window as usable, and a fixed drawer's top as its foot.
import { describe, expect, it } from "vitest";
import { floorOf } from "./reveal.js";
import { STYLE } from "./style.js";

const win = (position) => ({ innerHeight: 844, getComputedStyle: () => ({ position }) });
const chat = (top) => ({ getBoundingClientRect: () => ({ top }) });

describe("finding 5: the folded chat tab on a phone covers no chip", () => {
  it("a tab in the strip (not fixed) takes no room at the window's foot; a fixed drawer does", () => {
    expect(floorOf(win("static"), chat(12))).toBe(844);   // the tab at the strip's top: the window is the floor
    expect(floorOf(win("fixed"), chat(800))).toBe(800);
  });

  it("the style puts the folded tab in the strip's first row and the opened drawer at the foot", () => {
    expect(STYLE).toMatch(/\.cw-room-status > \.cw-room-chat-host \{ order: 1; \}/);
    expect(STYLE).toMatch(/\.cw-room-status > \.cw-room-chat-host:has\(\.cw-room-chat\[data-open=true\]\) \{ position: fixed;/);
  });
});
