// CHAOS, round 26 AQ5 (newcomer review 25, chaos_en 7): a bomb's blast stayed a bright burst after "That bomb is gone
// now" (CH-MOVE-4: a bomb that goes off is removed), and the reader "wasn't sure whether the cell was still dangerous".
// The blast is drawn as past: faint and dashed, with no glowing core.
import { describe, expect, it } from "vitest";
import { BOARD_PAINTERS } from "./paint_board.js";

/** A canvas context that records, for each fill and stroke, its colour, the alpha and whether a dash was set. */
const recorder = () => {
  const seen = [];
  const state = { globalAlpha: 1, dash: [] };
  const stack = [];
  const ctx = new Proxy(state, {
    get: (o, k) => {
      if (k === "save") return () => stack.push({ ...o, dash: [...o.dash] });
      if (k === "restore") return () => Object.assign(o, stack.pop() ?? {});
      if (k === "setLineDash") return (d) => { o.dash = [...d]; };
      if (k === "fill") return () => seen.push({ op: "fill", colour: o.fillStyle, alpha: o.globalAlpha, dash: o.dash.length > 0 });
      if (k === "stroke") return () => seen.push({ op: "stroke", colour: o.strokeStyle, alpha: o.globalAlpha, dash: o.dash.length > 0 });
      return k in o ? o[k] : () => {};
    },
    set: (o, k, v) => { o[k] = v; return true; },
  });
  return { ctx, seen, state };
};

describe("review 25, chaos_en 7: a blast is drawn as a bomb gone (CH-MOVE-4)", () => {
  it("faint, dashed, no bright core, and the context left as it was", () => {
    const rec = recorder();
    BOARD_PAINTERS.blast(rec.ctx, { type: "blast", x: 0, y: 0, w: 40, h: 40, cell: [2, 5] });
    expect(rec.seen.length).toBeGreaterThan(0);
    expect(rec.seen.every((s) => s.alpha <= 0.5)).toBe(true);
    expect(rec.seen.some((s) => s.op === "stroke" && s.dash)).toBe(true);
    expect(rec.seen.map((s) => s.colour)).not.toContain("#fff3d6");   // the live burst's glowing core
    expect([rec.state.globalAlpha, rec.state.dash]).toEqual([1, []]);
  });
});
