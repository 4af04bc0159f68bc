// Review 34, chaos_en 13 (172): a "may move here" cell that was also a violet "B2 may be here" cell turned pink (the
// gold highlight under the violet tint), a colour the legend does not name. On a move target the vanished ghost's
// reach is now a violet rim and corner, the cell's middle keeps the move's gold look; other reach cells stay violet.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { paint } from "../paint.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

/** Return the rectangles `item` fills, each {x, y, w, h, fill}. */
function fills(item) {
  const out = [];
  const ctx = new Proxy({ measureText: () => ({ width: 6 }) }, {
    get: (o, k) => (k === "fillRect" ? (x, y, w, h) => out.push({ x, y, w, h, fill: o.fillStyle }) : k in o ? o[k] : () => {}),
    set: (o, k, v) => { o[k] = v; return true; },
  });
  paint(ctx, { width: 2000, height: 2000, items: [item] });
  return out;
}

describe("chaos_en 13: a move cell a vanished ghost may be on is not pink", () => {
  for (const width of [1280, 390]) {
    it(`${width}: a7 (a move, B2 may be there) keeps a gold middle with a violet rim; a6 (no move) stays violet`, () => {
      const f = structuredClone(start);
      f.view.pieces = f.view.pieces.map((p) => (p.seat === "B2" ? { ...p, cell: null, vanished: true, last_seen: [6, 1],
                                                                    hidden_turns: 0 } : p));
      const s = layout({ ...valid(f), ui: {} }, { width });
      const move = s.items.find((i) => i.label === "reach-7,1");
      const still = s.items.find((i) => i.label === "reach-5,1");
      expect(s.items.find((i) => i.label === "cell-7-1").highlight).toBe(true);
      const mid = (r, item) => r.x <= item.x + item.w / 2 && r.x + r.w >= item.x + item.w / 2
        && r.y <= item.y + item.h / 2 && r.y + r.h >= item.y + item.h / 2;
      expect(fills(move).filter((r) => mid(r, move))).toEqual([]);   // nothing violet over the gold middle
      expect(fills(still).some((r) => mid(r, still))).toBe(true);    // a cell with no move: the violet tint
    });
  }
});
