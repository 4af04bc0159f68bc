// Review 33, room_en 9 (171): at Midnight the small compass on B1's cell sat against B1's piece, read as on top of it.
// A lone piece with a compass and no Checkup mark stands clear of the compass: at least 4 px between the rose's disc
// and the piece's box, at a desk's and a phone's size.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

/** Return the gap (px) between a disc (its box `c`) and a box `p`: the nearest point of `p` to the disc's centre. */
function gap(c, p) {
  const r = c.w / 2;
  const cx = c.x + r;
  const cy = c.y + r;
  const nx = Math.max(p.x, Math.min(cx, p.x + p.w));
  const ny = Math.max(p.y, Math.min(cy, p.y + p.h));
  return Math.hypot(nx - cx, ny - cy) - r;
}

describe("Midnight's compass stands clear of its patient's piece", () => {
  for (const width of [1280, 328]) {
    it(`at ${width} px: B1 on b1 and its compass are 4 px apart or more`, () => {
      const f = structuredClone(start);
      f.view.time = { kind: "midnight", seat: "A2", turns_left: 1 };
      f.view.pieces = f.view.pieces.map((p) => (p.seat === "B1" ? { ...p, cell: [1, 2] } : p));
      const s = layout({ ...valid(f), ui: {} }, { width });
      const rose = s.items.find((i) => i.label === "midnight-B1");
      const piece = s.items.find((i) => i.type === "piece" && i.seat === "B1");
      expect(rose.disc).toBe(true);
      expect(gap(rose, piece)).toBeGreaterThanOrEqual(4);
    });
  }
});
