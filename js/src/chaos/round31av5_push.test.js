// CHAOS, review 30 (round AV, fixer AV5). chaos_ja 3 (027→028, 090→091): a push (CH-C3) happened unseen: "down" sent
// B1 from f1 onto f2's bomb and home to h1, and the board showed only B1 on h1. The kernel's board marks now carry each
// push (frames/chaos.py _pushes); the board draws it as an arrow from where the piece stood to where it was pushed.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { paint } from "../paint.js";
import start from "../fixtures/chaos_start.json";

/** The start fixture (A1 to act) with `marks` on its first move. */
function scene(marks) {
  const f = structuredClone(start);
  f.legal[0] = { ...f.legal[0], target: { ...f.legal[0].target, marks } };
  return layout({ ...valid(f), ui: {} }, { width: 390 });
}

describe("chaos_ja 3: a push is drawn on the board, from→to", () => {
  const tip = "B1 is pushed to f2.";
  const s = scene([{ kind: "push", cell: [1, 6], to: [2, 6], seat: "B1", tip },
                   { kind: "blast", cell: [2, 6], seat: "B1", tip: "B1 steps on a bomb at f2: back to the spawn." }]);
  const arrow = s.items.find((i) => i.type === "pusharrow");
  const cell = (r, c) => s.items.find((i) => i.type === "cell" && i.row === r && i.col === c);

  it("an arrow from f1's middle to f2's, with the push's sentence, under the pieces", () => {
    expect(arrow, "no push arrow").toBeTruthy();
    const [f1, f2] = [cell(1, 6), cell(2, 6)];
    expect(arrow.from).toEqual({ x: f1.x + f1.w / 2, y: f1.y + f1.h / 2 });
    expect(arrow.to).toEqual({ x: f2.x + f2.w / 2, y: f2.y + f2.h / 2 });
    expect(arrow.tip).toBe(tip);
    expect(s.items.indexOf(arrow)).toBeLessThan(s.items.findIndex((i) => i.type === "piece"));
    expect(s.items.some((i) => i.type === "blast")).toBe(true);
  });

  it("is painted dashed, as the trail draws a push", () => {
    const dashes = [];
    const ctx = new Proxy({}, { get: (_, k) => (k === "setLineDash" ? (d) => dashes.push(d.length) : () => ({ width: 1 })),
                                set: () => true });
    paint(ctx, { width: 2000, height: 2000, items: [arrow] });
    expect(dashes.some((n) => n > 0)).toBe(true);
  });
});
