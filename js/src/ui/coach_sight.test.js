// A coach bubble with no room in the window's sight by its item (a phone's card zoom fills the window) is moved into
// that sight, never scrolled to: test_browser_round6d_phone's next bubble lay at y 885 of an 844 px window (round I).
import { describe, expect, it } from "vitest";
import { intoSight } from "./coach.js";

describe("intoSight", () => {
  it("leaves a bubble already in sight where it was placed", () => {
    expect(intoSight({ x: 8, y: 300 }, 150, 0, 844)).toEqual({ x: 8, y: 300 });
  });
  it("moves a bubble below the window's foot to the foot", () => {
    expect(intoSight({ x: 8, y: 885 }, 190, 0, 844)).toEqual({ x: 8, y: 646 });
  });
  it("goes to the window's top when the foot would cover the ringed item", () => {
    expect(intoSight({ x: 8, y: 885 }, 190, 100, 944, { y: 800, h: 40 })).toEqual({ x: 8, y: 108 });
  });
  it("does nothing outside a browser window", () => {
    expect(intoSight({ x: 8, y: 2000 }, 190, undefined, undefined)).toEqual({ x: 8, y: 2000 });
  });
});
