// Round AS, fixer AS3 (review 27, chaos_en 10, 026): "Since your last turn" still showed the previous round's events
// while the reader played its own combo, well into its turn. The box tells what happened before the reader's turn
// until it acts; once it has acted in this turn the box goes (the story keeps every line, marked).
import { describe, expect, it } from "vitest";
import { sinceBox } from "./story.js";

const LINES = [
  { text: "Round 2: your turn.", turn: true, you: true, round: true },
  { text: "You move to b8.", you: true },
  { text: "Round 2: Bot B2's turn.", turn: true },
  { text: "You are pushed from a8 to b8 by Bot B2's combo.", big: 2, at: true, news: "yours" },
  { text: "Bot B2 draws a ghost card." },
  { text: "Round 3: your turn.", turn: true, you: true, round: true, big: 1 },
];

describe("review 27: the since box goes once the reader acts in its turn", () => {
  it("shows the others' turns at the turn's start, none after the reader's first act", () => {
    expect(sinceBox(LINES)?.lines.map((l) => l.text)).toContain("You are pushed from a8 to b8 by Bot B2's combo.");
    const acted = [...LINES, { text: "You start a combo (Possession + Protection) with Protection (Eye).", you: true }];
    expect(sinceBox(acted)).toBeNull();
  });
});
