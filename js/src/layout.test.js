import { describe, expect, it } from "vitest";
import { hitTest, layout } from "./layout.js";

const card = (id, x, y, w = 10, h = 10, extra = {}) => ({ id, x, y, w, h, ...extra });

describe("layout", () => {
  it("returns a scene of the requested size", () => {
    expect(layout({}, { width: 320, height: 200 })).toEqual({ width: 320, height: 200, items: [] });
  });

  it("tolerates a missing view and size", () => {
    expect(layout(null, undefined)).toEqual({ width: 0, height: 0, items: [] });
  });
});

describe("hitTest", () => {
  it("returns null for an empty or missing scene", () => {
    expect(hitTest({ items: [] }, 5, 5)).toBeNull();
    expect(hitTest(null, 5, 5)).toBeNull();
    expect(hitTest({}, 5, 5)).toBeNull();
  });

  it("returns the id of the item containing the point", () => {
    const scene = { items: [card("a", 0, 0), card("b", 20, 0)] };
    expect(hitTest(scene, 5, 5)).toBe("a");
    expect(hitTest(scene, 25, 5)).toBe("b");
    expect(hitTest(scene, 15, 5)).toBeNull();
  });

  it("uses half-open rectangles", () => {
    const scene = { items: [card("a", 0, 0), card("b", 10, 0)] };
    expect(hitTest(scene, 0, 0)).toBe("a");
    expect(hitTest(scene, 9.999, 9.999)).toBe("a");
    expect(hitTest(scene, 10, 0)).toBe("b");
    expect(hitTest(scene, 5, 10)).toBeNull();
    expect(hitTest(scene, -0.001, 5)).toBeNull();
  });

  it("picks the topmost (last painted) of overlapping items", () => {
    const scene = { items: [card("under", 0, 0, 20, 20), card("over", 5, 5, 10, 10)] };
    expect(hitTest(scene, 8, 8)).toBe("over");
    expect(hitTest(scene, 2, 2)).toBe("under");
  });

  it("lets an explicit z override painting order", () => {
    const scene = {
      items: [card("raised", 0, 0, 20, 20, { z: 2 }), card("flat", 0, 0, 20, 20)],
    };
    expect(hitTest(scene, 8, 8)).toBe("raised");
  });

  it("lets clicks pass through items without an id", () => {
    const scene = { items: [card("card", 0, 0, 20, 20), card(null, 0, 0, 20, 5)] };
    expect(hitTest(scene, 2, 2)).toBe("card");
  });

  it("returns numeric ids, including 0", () => {
    expect(hitTest({ items: [card(0, 0, 0)] }, 1, 1)).toBe(0);
  });
});
