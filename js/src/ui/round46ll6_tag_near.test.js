// Round LL, fixer LL6 (newcomer review 42, chaos_en 5, 042: the ring's "Choose this" sat next to "Do not react" while
// the button to press was "Finish A2's reaction" above it). A spot nearer another chip or card than the ringed item
// reads as that one's tag: the tag skips it (the ring alone where no spot is its own).
import { describe, expect, it } from "vitest";
import { tagBox, tagSpot } from "./coach_tag.js";

// 042's stack: the prompt's line above, "Finish A2's reaction" (ringed) and "Do not react" 32 px under it, as wide
// as the table
const finish = { type: "chip", x: 10, y: 100, w: 370, h: 32, text: "Finish A2's reaction" };
const scene = { width: 390, height: 400, items: [
  { type: "text", x: 10, y: 78, w: 370, h: 13, size: 13,
    text: "B1 offers B2 a combo with Brainwash: react with Mischief, or let it act" },
  finish, { type: "chip", x: 10, y: 166, w: 370, h: 32, text: "Do not react" }] };
const gap = (a, b) => Math.max(b.y - (a.y + a.h), a.y - (b.y + b.h), b.x - (a.x + a.w), a.x - (b.x + b.w));

describe("round 46 LL6, review 42 chaos_en 5 (042): 'Choose this' never sits nearer another button", () => {
  it("the tag of the ringed Finish chip is not put in the gap beside 'Do not react'", () => {
    const spot = tagSpot(scene, finish, "Choose this");
    if (spot !== "none") {
      const box = tagBox(spot, { ...finish, w: finish.w + 2, h: finish.h + 2 }, "Choose this");
      expect(gap(box, scene.items[2])).toBeGreaterThanOrEqual(gap(box, finish));
    }
    expect(spot).not.toBe("bottom");
  });

  it("with room under it, the tag still goes beside its own chip", () => {
    const far = { ...scene, items: [scene.items[0], finish, { ...scene.items[2], y: 220 }] };
    expect(tagSpot(far, finish, "Choose this")).toBe("bottom");
  });
});
