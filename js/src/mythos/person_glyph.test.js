// Issue 23 round 3, item 3 (review leftover): the person glyph is drawn once, by draw.js `person()`; Mythos's ally
// type glyph and CHAOS's patient role glyph both trace exactly its path (before, each file drew its own copy).
import { describe, expect, it } from "vitest";
import { roleGlyph } from "../chaos/glyphs.js";
import { person } from "../draw.js";
import { typeGlyph } from "./glyphs.js";

/** Return a context that records its path calls (name and rounded arguments). */
function pathRecorder() {
  const ops = [];
  const ctx = new Proxy({}, {
    get: (target, prop) => (prop in target ? target[prop]
      : (...args) => ops.push([prop, ...args.map((a) => (typeof a === "number" ? Math.round(a * 100) / 100 : a))])),
    set: (target, prop, value) => { target[prop] = value; return true; },
  });
  return { ctx, ops };
}

const PATH = new Set(["beginPath", "arc", "moveTo", "lineTo", "quadraticCurveTo", "closePath", "fill"]);
const traced = (draw) => {
  const { ctx, ops } = pathRecorder();
  draw(ctx);
  return ops.filter(([op]) => PATH.has(op));
};

describe("one person glyph for both games (issue 23 round 3, item 3)", () => {
  it("Mythos's ally glyph is draw.js person()", () => {
    const ally = traced((ctx) => typeGlyph(ctx, "ally", 50, 40, 20, "#123"));
    expect(ally.slice(1)).toEqual(traced((ctx) => person(ctx, 50, 40, 10)));  // after the glyph's own beginPath
  });

  it("CHAOS's patient glyph is draw.js person()", () => {
    expect(traced((ctx) => roleGlyph(ctx, "patient", 30, 30, 12, "#456"))).toEqual(traced((ctx) => person(ctx, 30, 30, 12)));
  });
});
