// scene/prompt_room.js: a prompt's block keeps one height across prompts, so the hand below it keeps one y (newcomer
// review 7, rooms at 1280: the hand moved with the prompt's length).
import { describe, expect, it } from "vitest";
import { linesHeight, promptRoom } from "./prompt_room.js";
import { MIN_TEXT, wrapLines } from "./text.js";

// the CHAOS prompts a 1280 room showed one after another (a 440 px column, 13 px bold)
const PROMPTS = ["Waiting for A2",
  "Your turn: move one step (click a highlighted cell), or stay where you are.",
  "After your move: play a card (click it), or end cards and draw.",
  "Three cards of a suit for Midnight or Dawn, or end cards and draw.",
  "Join with a card of yours (the same suit: full effect; then the combo acts) or decline (A2 takes its card back and "
  + "plays alone).",
  "你的回合：移动一步（点击高亮的格子），或留在原地。"];

describe("promptRoom: one block height for every prompt", () => {
  it("the hand below the prompt keeps one y over several prompts (it moved 405 → 494 px in a CHAOS room)", () => {
    const width = 440;
    const size = 13;
    const hand = PROMPTS.map((text) => 192 + promptRoom(text, { width, size }).height);
    expect(new Set(hand).size).toBe(1);
    expect(hand[0]).toBe(192 + linesHeight(2, size));
    // as the prompts wrap unfitted: 1 to 3 lines, three different y for the hand
    expect(new Set(PROMPTS.map((t) => wrapLines(t, width, size, true).length)).size).toBeGreaterThan(1);
  });

  it("a longer prompt shrinks to two lines, never below the smallest size, and keeps all its words", () => {
    for (const text of PROMPTS) {
      const fitted = promptRoom(text, { width: 440, size: 13 });
      expect(fitted.lines.length).toBeLessThanOrEqual(2);
      expect(fitted.size).toBeGreaterThanOrEqual(MIN_TEXT);
      expect(fitted.lines.join("").replace(/\s/g, "")).toBe(text.replace(/\s/g, ""));
    }
    expect(wrapLines(PROMPTS[4], 440, 13, true).length).toBe(3);   // the combo's ask: three lines unfitted…
    expect(promptRoom(PROMPTS[4], { width: 440, size: 13 }).size).toBeLessThan(13);   // …two, a size smaller
  });

  it("a prompt too long even at the smallest size takes the lines it needs (read whole, never cut)", () => {
    const text = PROMPTS[4].repeat(3);
    const fitted = promptRoom(text, { width: 200, size: 13 });
    expect(fitted.size).toBe(MIN_TEXT);
    expect(fitted.lines.length).toBeGreaterThan(2);
    expect(fitted.height).toBe(linesHeight(fitted.lines.length, MIN_TEXT));
  });
});
