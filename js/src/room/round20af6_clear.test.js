// Round AF (fixer AF6): the open chat's padding under the story is measured again when the story's box grows after it
// (test_browser_rooms_round9m at the end of a CHAOS game, 1280x800: the pad changed which line wholeLines cut at the
// box's top, the box grew 17 px, and the drawer hid the story's newest line's last row).
import { describe, expect, it } from "vitest";
import { storyClear } from "./strip.js";

describe("the open chat keeps the story's newest line in sight when the story's box grows", () => {
  it("pads the story again by as much as the grown box lies under the drawer", () => {
    let bottom = 744;
    const box = { style: {}, scrollTop: 300, scrollHeight: 500, clientHeight: 200,
                  getBoundingClientRect: () => ({ top: 217, bottom }) };
    const table = { querySelector: (q) => (q === ".cw-story .cw-lines" ? box : null) };
    const drawer = { getBoundingClientRect: () => ({ top: 713 }) };
    const seen = [];
    const Observer = class { constructor(f) { seen.push(f); } observe() {} };
    const old = [globalThis.getComputedStyle, globalThis.ResizeObserver];
    globalThis.getComputedStyle = () => ({ position: "fixed" });
    globalThis.ResizeObserver = Observer;
    try {
      expect(storyClear(table, drawer, true)).toBe(39);
      bottom = 761;                 // the box held to whole lines again, 17 px taller
      seen.forEach((f) => f());
      expect(box.style.paddingBottom).toBe("56px");
      storyClear(table, drawer, false);   // closed: a later growth pads nothing
      seen.forEach((f) => f());
      expect(box.style.paddingBottom).toBe("");
    } finally {
      [globalThis.getComputedStyle, globalThis.ResizeObserver] = old;
    }
  });
});
