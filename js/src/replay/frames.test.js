import { describe, expect, it } from "vitest";
import { expand, replayTraits, stepLabel } from "./frames.js";

describe("replay frames", () => {
  it("expands recorded changes into the traits of every step", () => {
    const steps = expand([
      { view: { a: 1, b: 2 }, log_lines: [{ text: "x" }], banner: {} },
      { view: { b: 3 } },
      { view_drop: ["a"], banner: { title: "over" } },
    ]);
    expect(steps).toEqual([
      { view: { a: 1, b: 2 }, log_lines: [{ text: "x" }], banner: {} },
      { view: { a: 1, b: 3 }, log_lines: [{ text: "x" }], banner: {} },
      { view: { b: 3 }, log_lines: [{ text: "x" }], banner: { title: "over" } },
    ]);
  });

  it("starts from traits with nothing to click or ask for", () => {
    const t = replayTraits({ game: "chaos", mode: "play", seat: "A1" }, {}, { view: {} });
    expect(t.legal).toEqual([]);
    expect(t.can_reveal).toBe(false);
    expect(t.autoplay).toBe(false);
    expect(replayTraits({ mode: "design" }, {}, {}).mode).toBe("design");
    expect(stepLabel(3, 10, "design")).toBe("step 3 / 10 · designer's view");
  });
});
