import { describe, expect, it } from "vitest";
import { dealLabel } from "./index.js";

describe("the seed box's hint", () => {
  it("shows the seed only when the kernel sends it, else the deal code", () => {
    expect(dealLabel(12, "0a1b2c3d")).toBe("seed 12");
    expect(dealLabel(0, "0a1b2c3d")).toBe("seed 0");
    expect(dealLabel(null, "0a1b2c3d")).toBe("deal 0a1b2c3d");
    expect(dealLabel(undefined, "")).toBe("seed");
  });
});

describe("how to read this table", () => {
  it("has a guide for every game and the CHAOS legend (pieces, dice area, spawn flags, the key)", async () => {
    const { helpTexts } = await import("./ui/help.js");
    for (const game of ["letter", "chaos", "mythos"]) expect(helpTexts(game).guide.length).toBeGreaterThan(2);
    expect(helpTexts("chaos").legend).toEqual(expect.arrayContaining(["Pieces", "Dice area", "Spawn flags", "The key"]));
  });
});
