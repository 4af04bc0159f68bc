// Review 38, chaos_en 7 (shots 125, 189): a ghost standing on a known bomb had the bomb's ball drawn over its ring and
// name ("a ghost on a bomb icon"). A lone piece on a bomb's cell now sits low in its cell, as on a checked cell, and
// the bomb (temporary or permanent, CH-MOVE-4: a ghost walks over bombs) keeps the cell's top left corner, its ball
// whole and clear of the piece's ring, with the cell's Checkup ✗ in the top right one.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

/** Return the start frame as A1 reads it, A2 (a ghost) on c3 with a bomb there, laid out `width` px wide. */
function scene(lang, width, bomb, checked = []) {
  const f = structuredClone(start);
  f.lang = lang;
  for (const p of f.view.pieces) if (p.seat === "A2") p.cell = [3, 3];
  f.view.bombs = [{ cell: [3, 3], ...bomb }];
  f.view.checked = checked;
  return layout({ ...valid(f), ui: {} }, { width });
}

const meets = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe("review 38 chaos_en 7: a bomb on a piece's cell keeps off the piece", () => {
  for (const lang of ["en", "ja"]) {
    for (const width of [1280, 390]) {
      const cases = [["temporary", { temporary: true, planter: "A2" }, []], ["permanent", { temporary: false }, []],
                     ["checked ✗", { temporary: false }, [{ cell: [3, 3], round: 1, turn: 0, bomb: true }]]];
      for (const [what, bomb, checked] of cases) {
        it(`${lang} ${width} ${what}`, () => {
          const s = scene(lang, width, bomb, checked);
          const a2 = s.items.find((i) => i.label === "piece-A2");
          const b = s.items.find((i) => i.type === "bomb");
          const c = s.items.find((i) => i.label === "cell-3-3");
          // the ball as paint_board.js bomb draws it: radius 0.2 of its box, centred 0.04 of it low
          const r = b.w * 0.2;
          const ball = { x: b.x + b.w / 2 - r, y: b.y + b.h / 2 + b.w * 0.04 - r, w: 2 * r, h: 2 * r };
          const pad = a2.acting ? 1.75 : 0;
          const ring = { x: a2.x - pad - 1, y: a2.y - pad - 1, w: a2.w + 2 * pad + 2, h: a2.h + 2 * pad + 2 };
          expect(meets(ball, ring), JSON.stringify({ ball, ring })).toBe(false);
          expect(r).toBeGreaterThanOrEqual(4);
          expect(ball.x >= c.x && ball.y >= c.y).toBe(true);
          expect(a2.w).toBeGreaterThanOrEqual(Math.floor(c.w * 0.45));
          expect(a2.y + a2.h).toBeLessThanOrEqual(c.y + c.h - 2);
        });
      }
    }
  }
});
