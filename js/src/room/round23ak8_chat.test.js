// Round AK (newcomer review 22, room_en finding 6, 009_chat2/070_r9d at 1280 × 800): "Chat panel covers the bottom of
// the story log and hand edge when open". Below 1560 px the open chat is a drawer fixed at the window's foot, 340 px
// wide from the right: it lay over the story's foot and 40 px of the table beside it (the hand's right card). Open, it
// now stands in the story's own column (its left edge and width), and the story ends above it: the drawer meets
// neither the story nor the table's canvas (rects at 1280 × 800, as the browser measured them).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { besideStory } from "./strip.js";

const overlap = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const rect = (left, top, width, height) => ({ left, top, width, height, right: left + width, bottom: top + height });

/** A 1280 × 800 room: the canvas (hand at its right end) 6–951, the story column 959–1259 from y 101 to 772. */
function page() {
  const lines = { scrollHeight: 1900, scrollTop: 1900 - 640, clientHeight: 640 };   // at its newest line
  const story = { style: {}, querySelector: (q) => (q === ".cw-lines" ? lines : null),
                  getBoundingClientRect: () => rect(959, 101, 300, 671 - (parseFloat(story.style.bottom) || 0)) };
  const canvas = rect(6, 101, 945, 671);
  const table = { querySelector: (q) => (q === ".cw-story" ? story : null) };
  const drawer = { style: {}, position: "fixed", getBoundingClientRect() {
    const width = parseFloat(this.style.width) || 340;
    const left = this.style.left ? parseFloat(this.style.left) : 1265 - 12 - width;
    return rect(left, 800 - 232, width, 232);
  } };
  return { story, lines, canvas, table, drawer };
}

let saved;
beforeEach(() => {
  saved = { css: globalThis.getComputedStyle, h: globalThis.innerHeight, w: globalThis.innerWidth };
  globalThis.getComputedStyle = (el) => ({ position: el.position ?? "absolute" });
  globalThis.innerHeight = 800;
  globalThis.innerWidth = 1280;
});
afterEach(() => {
  globalThis.getComputedStyle = saved.css;
  globalThis.innerHeight = saved.h;
  globalThis.innerWidth = saved.w;
});

describe("round AK8: the open chat covers neither the story nor the table (review 22, room_en finding 6)", () => {
  it("as it was, the drawer lay over the story's foot and the table's right edge", () => {
    const { story, canvas, drawer } = page();
    expect(overlap(drawer.getBoundingClientRect(), story.getBoundingClientRect())).toBe(true);
    expect(overlap(drawer.getBoundingClientRect(), canvas)).toBe(true);
  });

  it("open, it stands in the story's column, the story ending above it", () => {
    const { story, lines, canvas, table, drawer } = page();
    besideStory(table, drawer, true);
    const [d, s] = [drawer.getBoundingClientRect(), story.getBoundingClientRect()];
    expect([d.left, d.width]).toEqual([959, 300]);
    expect(overlap(d, s)).toBe(false);
    expect(overlap(d, canvas)).toBe(false);
    expect(s.height).toBeGreaterThan(300);   // the story keeps most of its lines in sight
    expect(lines.scrollTop).toBe(lines.scrollHeight);   // its newest line still shown, above the drawer
  });

  it("closed, the drawer is the strip's tab again and the story its whole height", () => {
    const { story, table, drawer } = page();
    besideStory(table, drawer, true);
    besideStory(table, drawer, false);
    expect([drawer.style.left, drawer.style.width, story.style.bottom]).toEqual(["", "", ""]);
  });

  it("a phone's story (in the page's flow) is left to the page's own clearing", () => {
    const { story, table, drawer } = page();
    story.position = "static";
    expect(besideStory(table, drawer, true)).toBe(0);
    expect(story.style.bottom ?? "").toBe("");
  });
});
