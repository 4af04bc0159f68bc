// Round EE3, newcomer review 37 (chaos_en 5: 019, 026, 049): the "Choose this" tag sat on the ring's own edge, on the
// button it points at: above or below the ring it lay 4 px from the ringed box while the ring's border and solid
// shadow reach 7 px out. Every spot now keeps clear of the ring as drawn (coach.js's .cw-coach-ring), and the style
// sheet puts the tag where TAG_SPOTS says.
import { describe, expect, it } from "vitest";
import { TAG_SPOTS, tagBox } from "./coach_tag.js";
import { readFileSync } from "node:fs";

const COACH_CSS = readFileSync(new URL("./coach.js", import.meta.url), "utf8");   // its style sheet

const RING_OUT = 4 + 3;   // the ring's border and its solid shadow, beyond the ringed box
const crosses = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe("the 'Choose this' tag keeps off its ring", () => {
  const p = { x: 500, y: 400, w: 400, h: 50 };
  const ring = { x: p.x - RING_OUT - 1, y: p.y - RING_OUT - 1, w: p.w + 2 * RING_OUT + 2, h: p.h + 2 * RING_OUT + 2 };
  for (const spot of Object.keys(TAG_SPOTS)) {
    it(`${spot}: the tag does not cross the ring's border or shadow`, () => {
      const box = tagBox(spot, p, "Choose this");
      expect(crosses(box, ring), JSON.stringify(box)).toBe(false);
    });
  }
  it("the style sheet draws the tag at the same offsets", () => {
    const top = tagBox("top", p, "x");
    const right = tagBox("right", p, "x");
    expect(COACH_CSS).toContain(`top: -${p.y - top.y}px`);
    expect(COACH_CSS).toContain(`calc(100% + ${right.x - (p.x + p.w)}px)`);
  });
});
