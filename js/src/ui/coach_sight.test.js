// A coach bubble placed out of the window's sight (a phone's card zoom fills the window) is moved to the lowest place
// in sight that covers no move, hand card or ringed item, never scrolled to; with none, it stays where it was placed
// (test_browser_round6d_phone: the next bubble lay at y 885 of an 844 px window; test_chaos_table_round3: no cover).
import { describe, expect, it } from "vitest";
import { intoSight } from "./coach.js";

const size = { w: 300, h: 190 };

describe("intoSight", () => {
  it("leaves a bubble already in sight where it was placed", () => {
    expect(intoSight({ x: 8, y: 300 }, size, 0, 844)).toEqual({ x: 8, y: 300 });
  });
  it("moves a bubble below the window's foot to the foot", () => {
    expect(intoSight({ x: 8, y: 885 }, size, 0, 844)).toEqual({ x: 8, y: 646 });
  });
  it("goes above a ringed item or a move the foot would cover", () => {
    const at = intoSight({ x: 8, y: 885 }, size, 100, 944, [{ x: 0, y: 800, w: 390, h: 40 }]);
    expect(at.y + size.h).toBeLessThanOrEqual(800);
    expect(at.y).toBeGreaterThanOrEqual(108);
  });
  it("stays where it was placed when every place in sight covers a move", () => {
    expect(intoSight({ x: 8, y: 885 }, size, 0, 844, [{ x: 0, y: 0, w: 390, h: 844 }])).toEqual({ x: 8, y: 885 });
  });
  it("does nothing outside a browser window", () => {
    expect(intoSight({ x: 8, y: 2000 }, size, undefined, undefined)).toEqual({ x: 8, y: 2000 });
  });
});

describe("unhidden", () => {
  it("drops the items an open zoom hides (drawn before it, inside its box) and keeps its own chips", async () => {
    const { unhidden } = await import("./coach.js");
    const items = [{ id: "act:pass", x: 10, y: 500, w: 100, h: 30 }, { id: "select:4", label: "hand-4", x: 10, y: 600,
      w: 60, h: 90 }, { id: "act:out", x: 0, y: 900, w: 50, h: 20 }, { label: "zoom", x: 0, y: 200, w: 390, h: 600 },
      { id: "act:play card=4", x: 20, y: 700, w: 300, h: 40 }];
    expect(unhidden({ items }).items.map((i) => i.id ?? i.label)).toEqual(["act:out", "zoom", "act:play card=4"]);
    expect(unhidden({ items: items.slice(0, 3) }).items).toHaveLength(3);
  });
});
