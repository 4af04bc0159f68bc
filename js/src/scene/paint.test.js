// scene/paint.js fillStroke: the fill-then-outline steps CHAOS's burst and Mythos's card back repeated.
import { describe, expect, it } from "vitest";
import { fillStroke } from "./paint.js";

/** Return a context that records each fill and stroke with the style it was drawn in. */
function recorder() {
  const out = [];
  const ctx = {
    fill() { out.push(["fill", this.fillStyle]); },
    stroke() { out.push(["stroke", this.strokeStyle, this.lineWidth]); },
    beginPath() { out.push(["beginPath"]); },
  };
  return { ctx, out };
}

describe("fillStroke", () => {
  it("fills the traced path, then outlines it in its colour and width, as the burst painted it", () => {
    const { ctx, out } = recorder();
    fillStroke(ctx, "rgba(230, 90, 40, 0.55)", "#ffb347", 2);
    expect(out).toEqual([["fill", "rgba(230, 90, 40, 0.55)"], ["stroke", "#ffb347", 2]]);
  });

  it("begins no new path (the caller's stays traced) and leaves the styles set, as the card back's steps did", () => {
    const { ctx, out } = recorder();
    fillStroke(ctx, "#1f3a30", "#6fa08f", 1.5);
    expect(out.some(([step]) => step === "beginPath")).toBe(false);
    expect([ctx.fillStyle, ctx.strokeStyle, ctx.lineWidth]).toEqual(["#1f3a30", "#6fa08f", 1.5]);
  });
});
