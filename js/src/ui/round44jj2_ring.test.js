// Round JJ, fixer JJ2 (newcomer review 40, chaos_ja 7: "the glow around a pointed-at button covers the 「順番 ↻ 次」
// line", 010 021 039): a ring round a button (a scene chip) lies inside the button's own box, its glow drawn inward;
// a ring round a card or a cell keeps its outer glow.
import { describe, expect, it } from "vitest";
import { coachStyle, placeRing } from "./coach.js";

const BORDER = 4;   // .cw-coach-ring's border (content-box: the drawn box is its width plus twice this)

describe("review 40, chaos_ja 7: the glow round a pointed-at button stays inside its box", () => {
  it("a chip's ring, border included, lies within the chip drawn at scale 0.5 from (10, 20)", () => {
    const ring = { dataset: {}, style: {} };
    const chip = { type: "chip", x: 100, y: 300, w: 240, h: 40 };
    placeRing(ring, chip, 0.5, 10, 20);
    const [left, top] = [parseFloat(ring.style.left), parseFloat(ring.style.top)];
    const [w, h] = [parseFloat(ring.style.width) + 2 * BORDER, parseFloat(ring.style.height) + 2 * BORDER];
    expect(left).toBeGreaterThanOrEqual(10 + 100 * 0.5);
    expect(top).toBeGreaterThanOrEqual(20 + 300 * 0.5);
    expect(left + w).toBeLessThanOrEqual(10 + 340 * 0.5);
    expect(top + h).toBeLessThanOrEqual(20 + 340 * 0.5);
    expect(ring.dataset.kind).toBe("chip");
  });

  it("its glow is inset, pulsing inward; a card's ring keeps its outer glow", () => {
    const css = coachStyle();
    const rule = css.match(/\.cw-coach-ring\[data-kind=chip\] \{([^}]*)\}/)?.[1] ?? "";
    expect(rule).toMatch(/box-shadow: inset/);
    expect(rule).not.toMatch(/box-shadow:[^;]*,\s*0 0/);   // no outward shadow
    const ring = { dataset: {}, style: {} };
    placeRing(ring, { type: "card", x: 0, y: 0, w: 60, h: 90 }, 1, 0, 0);
    expect(ring.dataset.kind).toBe("");
  });
});
