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
