// Review 41, room_en 6 (shots 144 -> 147): at game over a desk's seat strip lost its "· bot" labels, the style
// hiding every seat's kind once the game ended ("· connected" no longer matters). A bot's kind still tells who played
// what: at a desk's end only a person's kind goes; a phone's end keeps its one short line (round G, finding 5).
import { describe, expect, it } from "vitest";
import { STYLE } from "./style.js";

/** Return the rules of STYLE's block that opens with `head` (up to its closing brace at the line's start). */
const block = (head) => {
  const from = STYLE.indexOf(head);
  return STYLE.slice(from, STYLE.indexOf("\n}", from));
};

describe("round45kk8 a desk's seat strip keeps '· bot' at game over", () => {
  it("the desk's end hides a person's kind, never a bot's", () => {
    const desk = block("@media (min-width: 641px)");
    expect(desk).toContain(".cw-room[data-over=true] .cw-room-seat[data-human=true] .cw-seat-kind { display: none; }");
    expect(desk).not.toMatch(/\.cw-room\[data-over=true\] \.cw-seat-kind \{ display: none; \}/);
  });
});
