// Review 28, room_en 11 (025, 1280 × 800): the open chat stood in the story's column but reached the window's foot:
// its Send row sat below the table's frame. Its foot is now the column's foot.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { besideStory } from "./strip.js";

const rect = (left, top, width, height) => ({ left, top, width, height, right: left + width, bottom: top + height });

let saved;
beforeEach(() => {
  saved = { css: globalThis.getComputedStyle, h: globalThis.innerHeight };
  globalThis.getComputedStyle = (el) => ({ position: el.position ?? "absolute" });
  globalThis.innerHeight = 800;
});
afterEach(() => {
  globalThis.getComputedStyle = saved.css;
  globalThis.innerHeight = saved.h;
});

describe("AT8: the open chat ends at the story column's foot (review 28, room_en 11)", () => {
  it("its bottom is the column's (768), not the window's (800); closed, it is the tab again", () => {
    const lines = { scrollHeight: 900, scrollTop: 260, clientHeight: 640 };
    const story = { style: {}, querySelector: () => lines,
                    getBoundingClientRect: () => rect(949, 111, 300, 657 - (parseFloat(story.style.bottom) || 0)) };
    const table = { querySelector: () => story };
    const drawer = { style: {}, position: "fixed", getBoundingClientRect() {
      const bottom = 800 - (parseFloat(this.style.bottom) || 0);
      return rect(parseFloat(this.style.left) || 928, bottom - 210, parseFloat(this.style.width) || 340, 210);
    } };
    besideStory(table, drawer, true);
    const d = drawer.getBoundingClientRect();
    expect(d.bottom).toBe(768);
    expect(d.top).toBeGreaterThanOrEqual(story.getBoundingClientRect().bottom);   // the story ends above it
    besideStory(table, drawer, false);
    expect(drawer.style.bottom).toBe("");
  });
});
