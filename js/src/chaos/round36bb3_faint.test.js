// Review 34, chaos_en 10 (shots 096-097): A2, vanished ("drawn faint"), showed a garbled "AŽ": its name was drawn at
// the faded piece's 45 % opacity, and its own dashed path and the wall hatching under it ran through the letters. A
// faint piece's name is now drawn whole: full opacity, light letters on a dark halo.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { paint } from "../paint.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

/** Return each fillText / strokeText call `item` paints: {how, text, alpha, ink, width}. */
function calls(item) {
  const out = [];
  const ctx = new Proxy({ globalAlpha: 1, measureText: (t) => ({ width: String(t).length * 6 }) }, {
    get: (o, k) => (k === "fillText" || k === "strokeText"
      ? (text) => out.push({ how: k, text, alpha: o.globalAlpha, ink: k === "fillText" ? o.fillStyle : o.strokeStyle,
                             width: o.lineWidth })
      : k in o ? o[k] : () => {}),
    set: (o, k, v) => { o[k] = v; return true; },
  });
  paint(ctx, { width: 2000, height: 2000, items: [item] });
  return out;
}

describe("chaos_en 10: a faint (vanished) piece's name reads over a wall and its path", () => {
  for (const width of [1280, 390]) {
    it(`${width}: A2 vanished on a wall, its path through it: the name at full opacity on a dark halo`, () => {
      const f = structuredClone(start);
      const wall = f.view.map.obstacles[0];
      f.view.pieces = f.view.pieces.map((p) => (p.seat === "A2" ? { ...p, cell: wall, vanished: true,
        vanish_start: [wall[0] - 1, wall[1]], path: [wall], vanish_turns_left: 1 } : p));
      const s = layout({ ...valid(f), ui: {} }, { width });
      const a2 = s.items.find((i) => i.label === "piece-A2");
      expect(a2.faded).toBe(true);
      const name = calls(a2).filter((c) => c.text === "A2");
      const fill = name.find((c) => c.how === "fillText");
      expect(fill.alpha).toBe(1);
      const halo = name.find((c) => c.how === "strokeText");
      expect(halo, JSON.stringify(name)).toBeTruthy();
      expect(halo.width).toBeGreaterThanOrEqual(2.5);
      expect(name.indexOf(halo)).toBeLessThan(name.indexOf(fill));   // the halo under the letters
    });
  }
});
