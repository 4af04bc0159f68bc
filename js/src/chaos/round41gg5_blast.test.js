// Round GG, fixer GG5 (newcomer review 38, chaos_en 2; CH-G2, CH-MOVE-4): the burst where a bomb went off read as "this
// bomb is used up", a cell made safe, yet a hidden bomb may be planted there again. After the round it went off in,
// the burst is "a bomb went off here (round n)": smaller and fainter, in the bomb's orange, never a look of safety.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { BOARD_PAINTERS } from "./paint_board.js";
import start from "../fixtures/chaos_start.json";

const D7 = [7, 4];
const blast = { kind: "blast", cell: D7, seat: "A1", round: 3, tip: "You step on a bomb at d7: back to the spawn." };

/** A1's frame at `round`, turn `turn`, its first move carrying `marks`. */
function frame(round, turn, marks = []) {
  const f = structuredClone(valid({ ...start, lang: "en" }));
  Object.assign(f.view, { round, turn });
  if (marks.length) f.legal[0] = { ...f.legal[0], target: { ...f.legal[0].target, marks } };
  return f;
}

/** Return the painted burst's reach (its farthest point from the cell's middle, in cell widths) and alphas. */
function painted(item) {
  const pts = [];
  const alphas = [];
  const colours = [];
  const o = { globalAlpha: 1 };
  const ctx = new Proxy(o, {
    get: (s, k) => {
      if (k === "lineTo" || k === "moveTo") return (x, y) => pts.push([x, y]);
      if (k === "fill" || k === "stroke") {
        return () => { alphas.push(s.globalAlpha); colours.push(s.fillStyle, s.strokeStyle); };
      }
      return k in s ? s[k] : () => {};
    },
    set: (s, k, v) => { s[k] = v; return true; },
  });
  BOARD_PAINTERS.blast(ctx, item);
  const c = item.x + item.w / 2;
  const far = Math.max(...pts.map(([x, y]) => Math.hypot(x - c, y - (item.y + item.w / 2))));
  return { reach: far / item.w, alphas, colours };
}

describe("review 38, chaos_en 2: a past burst reads as 'a bomb went off here', never as safe (CH-G2)", () => {
  for (const width of [1280, 390]) {
    it(`at ${width} px: in its own round as before, rounds later smaller and fainter`, () => {
      const ui = {};
      layout({ ...frame(3, 2, [blast]), ui }, { width });
      const same = layout({ ...frame(3, 4), ui }, { width }).items.find((i) => i.type === "blast");
      const later = layout({ ...frame(5, 1), ui }, { width }).items.find((i) => i.type === "blast");
      expect(same.old ?? false).toBe(false);
      expect(later.old).toBe(true);
      const [now, then] = [painted(same), painted(later)];
      expect(then.reach).toBeLessThan(now.reach * 0.8);
      expect(Math.max(...then.alphas)).toBeLessThan(Math.min(...now.alphas));
      expect(then.colours).not.toContain("#8fe08f");   // never the ✓'s green "no bomb": the bomb's orange kept
    });
  }
});
