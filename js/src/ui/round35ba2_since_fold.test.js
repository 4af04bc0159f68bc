// Round BA, fixer BA2 (newcomer review 33, room_zh 4, 146/147): "Since your last turn" said "A1 moved to c3" while A1
// stood on b3: the box took the turn's first routine line; the story's row said the whole turn ("moved to c3, played
// Mania, moved to b3 and drew a card"). The box now says a folded turn as the story does, its end cell with it.
// Failed before (the box's A1 line ended at c3).
import { describe, expect, it } from "vitest";
import { sinceBox } from "./story.js";

const LINES = [
  { text: "Round 10: your turn.", round: "Round 10", turn: 1, you: 1 },
  { text: "You stay on b5.", you: 1 },
  { text: "Round 10: your partner B2's turn.", turn: 1 },
  { text: "Your partner B2 stays on b5.", part: ["B2", "stays", "b5"] },
  { text: "Round 10: Bot A2's turn.", turn: 1 },
  { text: "Bot A2 moves unseen.", part: ["A2", "moves_hidden", 1] },
  { text: "Round 10: Bot A1's turn.", turn: 1 },
  { text: "Bot A1 moves to c3.", part: ["A1", "moves", "c3"] },
  { text: "Bot A1 plays Mania / Sprint (Skull).", part: ["A1", "plays", "Mania / Sprint (Skull)"],
    fold: "Bot A1 moved to c3 and played Mania / Sprint (Skull).", into: 1 },
  { text: "Bot A1 gains an extra step (1)." },
  { text: "Bot A1 moves to b3.", part: ["A1", "moves", "b3"],
    fold: "Bot A1 moved to c3, played Mania / Sprint (Skull) and moved to b3.", into: 3 },
  { text: "Bot A1 draws a card.", part: ["A1", "draws", 1],
    fold: "Bot A1 moved to c3, played Mania / Sprint (Skull), moved to b3 and drew a card.", into: 4 },
  { text: "End of round 10." },
  { text: "Round 11: your turn.", round: "Round 11", turn: 1, you: 1 },
];

describe("room_zh 4: the since box says where a folded turn ended", () => {
  it("A1's line names b3, where it stands", () => {
    const said = sinceBox(LINES).lines.map((l) => l.text);
    const a1 = said.filter((t) => t.includes("A1") && t.includes("moved"));
    expect(a1.length, said.join(" | ")).toBe(1);
    expect(a1[0]).toContain("b3");
  });
});
