// CHAOS, newcomer review 22 (round AK, fixer AK2), chaos_en finding 5 (059_g37): "an enemy push moved me from c4 to
// d4, which is hatched (a wall)". d4 is floor, between walls (d5, e4); the piece hides most of its cell, so what the
// cell is must read from the ring round the piece: a wall's hatching stays dense there, with a rim; a floor cell has
// none.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { paint } from "../paint.js";
import start from "../fixtures/chaos_start.json";

/** chaos_start with A1 (patient) on d4, floor between walls, and A2 (ghost) on the wall e4. */
function scene(width) {
  const f = structuredClone(start);
  f.view.pieces = f.view.pieces.map((p) => (p.seat === "A1" ? { ...p, cell: [4, 4] } : p.seat === "A2" ? { ...p, cell: [4, 5] } : p));
  f.legal = f.legal.filter((a) => a.kind !== "move");
  return layout({ ...valid(f), ui: {} }, { width });
}

/** The hatching's segments a cell item draws, each [x0, y0, x1, y1], and its rims (strokeRect). */
function strokes(item) {
  const segs = [];
  const rims = [];
  let at = null;
  const ctx = new Proxy({}, {
    get: (target, prop) => {
      if (prop === "moveTo") return (x, y) => { at = [x, y]; };
      if (prop === "lineTo") return (x, y) => { if (at) segs.push([...at, x, y]); at = [x, y]; };
      if (prop === "strokeRect") return (...r) => rims.push(r);
      if (prop in target) return target[prop];
      return () => ({ width: 0 });
    },
    set: (target, prop, value) => { target[prop] = value; return true; },
  });
  paint(ctx, { width: 2000, height: 2000, items: [item] });
  return { segs, rims };
}

/** Return how many segments show somewhere in `box`'s ring within `cell` (outside `box`), per side. */
function ringSides(segs, cell, box) {
  const sides = { top: 0, bottom: 0, left: 0, right: 0 };
  for (const [x0, y0, x1, y1] of segs) {
    const hit = new Set();
    for (let k = 0; k <= 40; k++) {
      const x = x0 + ((x1 - x0) * k) / 40;
      const y = y0 + ((y1 - y0) * k) / 40;
      if (x < cell.x || x > cell.x + cell.w || y < cell.y || y > cell.y + cell.h) continue;
      if (y < box.y) hit.add("top");
      else if (y > box.y + box.h) hit.add("bottom");
      else if (x < box.x) hit.add("left");
      else if (x > box.x + box.w) hit.add("right");
    }
    for (const s of hit) sides[s] += 1;
  }
  return sides;
}

describe("chaos_en 5: what a piece's cell is reads from the ring round the piece", () => {
  for (const width of [930, 1280, 390, 362]) {
    it(`at ${width}: a wall under a piece keeps dense hatching on every side and a rim; a floor cell under one has none`, () => {
      const s = scene(width);
      const wall = s.items.find((i) => i.type === "cell" && i.row === 4 && i.col === 5);
      const ghost = s.items.find((i) => i.type === "piece" && i.seat === "A2");
      expect(wall.kind).toBe("obstacle");
      const { segs, rims } = strokes(wall);
      const sides = ringSides(segs, wall, ghost);
      for (const [side, n] of Object.entries(sides)) expect(n, `${side} of e4 at ${width}`).toBeGreaterThanOrEqual(2);
      expect(rims.length).toBeGreaterThan(0);
      const floor = s.items.find((i) => i.type === "cell" && i.row === 4 && i.col === 4);
      expect(floor.kind).toBe("floor");
      expect(strokes(floor).segs).toHaveLength(0);
    });
  }
});
