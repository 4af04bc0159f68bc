import { describe, expect, it } from "vitest";
import { expand, replayTraits, SPEEDS, stepDelay, stepLabel } from "./frames.js";

describe("replay frames", () => {
  it("expands recorded changes into the traits of every step", () => {
    const steps = expand([
      { view: { a: 1, b: 2 }, log_lines: [{ text: "x" }], banner: {} },
      { view: { b: 3 } },
      { view_drop: ["a"], banner: { title: "over" } },
    ]);
    expect(steps).toEqual([
      { view: { a: 1, b: 2 }, log_lines: [{ text: "x" }], log_from: 0, banner: {} },
      { view: { a: 1, b: 3 }, log_lines: [{ text: "x" }], log_from: 0, banner: {} },
      { view: { b: 3 }, log_lines: [{ text: "x" }], log_from: 0, banner: { title: "over" } },
    ]);
  });

  it("joins the lines each step added into the whole story, sharing the lines of the step before", () => {
    const [a, b, c] = [{ text: "a" }, { text: "b" }, { text: "c" }];
    const steps = expand([{ view: {}, log_lines: [a], log_from: 0, banner: {} }, { log_lines: [b, c], log_from: 1 },
                          { view: { x: 1 } }, { log_lines: [], log_from: 2 }]);
    expect(steps.map((s) => s.log_lines.map((l) => l.text))).toEqual([["a"], ["a", "b", "c"], ["a", "b", "c"],
                                                                      ["a", "b"]]);
    expect(steps[1].log_lines[0]).toBe(a);
  });

  it("starts from traits with nothing to click or ask for", () => {
    const t = replayTraits({ game: "chaos", mode: "play", seat: "A1" }, {}, { view: {} });
    expect(t.legal).toEqual([]);
    expect(t.can_reveal).toBe(false);
    expect(t.autoplay).toBe(false);
    expect(replayTraits({ mode: "design" }, {}, {}).mode).toBe("design");
    expect(replayTraits({ mode: "play" }, {}, {}).shared_table).toBe(true);   // issue 23: no chip that presses nothing
    expect(stepLabel(3, 10, "design")).toBe("step 3 / 10 · designer's view");
  });

  it("plays back at 0.5×, 1×, 2× and 4× (issue 23: a replay's speed control)", () => {
    expect(SPEEDS).toEqual([0.5, 1, 2, 4]);
    expect(SPEEDS.map(stepDelay)).toEqual([1400, 700, 350, 175]);
    expect(stepDelay(3)).toBe(700);   // not a speed the menu offers: 1×
  });
});
