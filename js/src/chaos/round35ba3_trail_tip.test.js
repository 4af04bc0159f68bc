// Review 33, chaos_en 10 (078): A2's step's arrow ran onto h6, where A2 and B2 shared the cell in half-size pieces, and its
// head lay over A2's name. A step's line and head end at the edge of the cell it came to: no piece there is covered.
import { describe, expect, it } from "vitest";
import { paintTrail } from "./trail.js";

/** Return every point a painter drew a line to (moveTo/lineTo) with `item`. */
function points(item) {
  const pts = [];
  const ctx = new Proxy({ moveTo: (x, y) => pts.push({ x, y }), lineTo: (x, y) => pts.push({ x, y }) },
                        { get: (t, k) => (k in t ? t[k] : () => {}), set: () => true });
  paintTrail(ctx, item);
  return pts;
}

describe("a step's arrow stops at its cell's edge", () => {
  for (const cs of [56, 36]) {
    it(`cell ${cs} px: from g6 to h6, nothing drawn inside h6`, () => {
      const g6 = { x: 6.5 * cs, y: 5.5 * cs };
      const h6 = { x: 7.5 * cs, y: 5.5 * cs };
      const pts = points({ kind: "step", points: [g6, h6], cs, team: "A", n: 1, of: 1 });
      expect(pts.length).toBeGreaterThan(2);
      const box = { x: 7 * cs, y: 5 * cs };
      const inside = pts.filter((p) => p.x > box.x && p.x < box.x + cs && p.y > box.y && p.y < box.y + cs);
      expect(inside).toEqual([]);
    });
  }
});
