// Review 33, chaos_ja 9 (022): the course says B2's possible places are "紫のマス" (purple cells), and on the phone they
// looked grey-blue. The cells a vanished ghost may be on are drawn clearly purple over the board's floor, as the
// legend's swatch is over the panel.
import { describe, expect, it } from "vitest";
import { BOARD_PAINTERS } from "./paint_board.js";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

const FLOOR = [40, 66, 54];   // the board's floor as the phone showed it (022)

/** Return the colour `rgba(...)` leaves over `under` (an [r, g, b]). */
function over(rgba, under) {
  const [r, g, b, a = 1] = rgba.match(/[\d.]+/g).map(Number);
  return [r, g, b].map((c, i) => under[i] + a * (c - under[i]));
}
/** Return whether [r, g, b] reads as purple: red and blue both well above green, blue the most. */
const purple = ([r, g, b]) => r > g + 15 && b > g + 40 && b >= r;

describe("a vanished ghost's possible cells are purple", () => {
  it("their tint over the floor is purple, not grey-blue", () => {
    const fills = [];
    const ctx = new Proxy({ setLineDash() {}, fillRect() { fills.push(this.fillStyle); }, strokeRect() {} },
                          { set: (t, k, v) => { t[k] = v; return true; } });
    BOARD_PAINTERS.reach(ctx, { x: 0, y: 0, w: 40, h: 40 });
    expect(fills.length).toBeGreaterThan(0);
    expect(purple(over(fills[0], FLOOR))).toBe(true);
  });

  it("the legend's swatch is purple too", () => {
    const f = structuredClone(start);
    f.lang = "ja";
    f.view.pieces = f.view.pieces.map((p) => (p.seat === "B2" ? { ...p, vanished: true, cell: null,
                                                                  last_seen: [5, 5], hidden_turns: 1 } : p));
    const s = layout({ ...valid(f), ui: {} }, { width: 328 });
    const swatch = s.items.find((i) => i.label === "legend-reach-swatch");
    expect(s.items.some((i) => i.type === "reach")).toBe(true);
    expect(purple(over(swatch.fill, [23, 32, 27]))).toBe(true);   // over the panel's dark ground
  });
});
