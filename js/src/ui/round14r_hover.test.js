// Newcomer review 14, finding 2 (Mythos desk 062, 100): a grey box around the stats line, the "At:" line or the
// prompt read as a stray focus ring. It was the calm hover frame of a line to read, left where the pointer rested
// after a click. Now a line of text under the pointer gets a faint wash only, no frame; a card to read keeps its thin
// frame (issue 23 r5, J15) and a move keeps its glow.
import { describe, expect, it } from "vitest";
import { FEEDBACK_PAINTERS } from "../paint_feedback.js";
import { feedbackItems } from "../scene/feedback.js";

/** Return a 2D context that records what is stroked and filled. */
function recorder() {
  const calls = [];
  const ctx = new Proxy({}, {
    get: (target, name) => (name in target ? target[name] : (...args) => { calls.push(name); return args; }),
    set: (target, name, value) => { target[name] = value; return true; },
  });
  return { ctx, calls };
}

const hoverOf = (item) => feedbackItems({ items: [item] }, { hover: item.id })[0];

describe("finding 2: a line of text to read shows no box under the pointer", () => {
  it("the stats line (a calm text item): washed, never stroked", () => {
    const line = { type: "text", id: "tip:stats p0", calm: true, x: 300, y: 390, w: 580, h: 18, text: "Education 14 · …" };
    const glow = hoverOf(line);
    expect(glow.type).toBe("hover");
    const { ctx, calls } = recorder();
    FEEDBACK_PAINTERS.hover(ctx, glow);
    expect(calls).not.toContain("stroke");
    expect(calls).toContain("fill");
  });

  it("a card to read keeps its thin frame; a move keeps its glow", () => {
    const card = { type: "card", id: "tip:card 7", calm: true, x: 10, y: 10, w: 60, h: 90 };
    const move = { type: "chip", id: "act:pass", x: 10, y: 200, w: 80, h: 24 };
    for (const item of [card, move]) {
      const { ctx, calls } = recorder();
      FEEDBACK_PAINTERS.hover(ctx, hoverOf(item));
      expect(calls).toContain("stroke");
    }
  });
});
