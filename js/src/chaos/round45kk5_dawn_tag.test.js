// Review 41, chaos_ja 8 (038, 042, 046): at Dawn the 「A2」 tag naming whose dash-dot line runs along row 8 sat on
// 「⌂A1」, the spawn label in a8's lower part. A row's tag now sits just above its line, in the upper half of the
// row's end cell, clear of a ⌂ spawn label (drawn along a cell's foot: trail.js inkBox, board.js spawns).
import { describe, expect, it } from "vitest";
import { BOARD_PAINTERS } from "./paint_board.js";

/** Return the texts a dawnline's painter writes, with their y, on a board of 8×8 `cs` cells at (0, 0). */
function written(team, cs) {
  const out = [];
  const ctx = new Proxy({}, {
    get(target, prop) {
      if (prop in target) return target[prop];
      if (prop === "measureText") return (t) => ({ width: String(t).length * 6 });
      if (prop === "fillText") return (text, x, y) => out.push({ text, x, y });
      return () => {};
    },
    set(target, prop, value) { target[prop] = value; return true; },
  });
  BOARD_PAINTERS.dawnline(ctx, { x: 0, y: 0, w: 8 * cs, h: 8 * cs, row: 8, col: 3, cs, team, seat: `${team}2` });
  return out;
}

describe("review 41, chaos_ja 8: a Dawn line's tag never on a ⌂ spawn label", () => {
  for (const cs of [40, 74]) {
    for (const team of ["A", "B"]) {
      it(`team ${team}, ${cs} px cells: the row's tag ends above the row's middle`, () => {
        const size = Math.max(8, Math.round(cs * 0.17));
        // on row 8, at its start (team A) or its end (team B), not the column's tag at c8's foot
        const row = written(team, cs).filter((w) => Math.abs(w.y - 7.5 * cs) < cs / 2 && (w.x < cs || w.x > 7 * cs));
        expect(row).toHaveLength(1);
        expect(row[0].y + (size * 1.2) / 2).toBeLessThanOrEqual(7.5 * cs);   // the pill's foot at or over the line
      });
    }
  }
});
