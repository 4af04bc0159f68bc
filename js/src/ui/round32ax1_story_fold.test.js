// Round AX1 (review 31, chaos_en 2, room_en 2: the CHAOS story ran 15-30 lines a round, and "Since your last turn"
// was cut to "+21 more"). The kernel gives a seat's routine lines of a turn `part`, the latest `fold` (the turn's
// one sentence) and `into` (how many lines back its first is: frames/story.py fold_runs). The story shows that
// sentence in the first one's place and not the others, until the reader asks for the whole story; the box says at
// most four things, with no "+ N more".
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allElements, installFakeDocument } from "./fake_dom.js";
import { buildStory, foldedRows, sinceBox, storyPanel } from "./story.js";

const TURN = [
  { text: "Round 3: your turn.", round: "Round 3", turn: 1, you: 1 },
  { text: "You move to a7.", you: 1 },
  { text: "Round 3: B1's turn.", turn: 1 },
  { text: "B1 moves to g1.", part: ["B1", "moves", "g1"] },
  { text: "B1 plays Prank (Eye).", part: ["B1", "plays", "Prank (Eye)"], cards: [["Prank (Eye)", "card:prank_eye"]],
    fold: "B1 moved to g1 and played Prank (Eye).", into: 1 },
  { text: "B1 steps on a hidden bomb at g1: sent back to its spawn h1.", big: 2, news: "board" },
  { text: "B1 draws a patient card.", part: ["B1", "draws", 1],
    fold: "B1 moved to g1, played Prank (Eye) and drew a card.", into: 3 },
];

describe("a seat's routine lines of one turn: one row", () => {
  it("shows the turn's sentence in its first act's place; a big moment stays its own row", () => {
    const { rows, hidden } = foldedRows(TURN);
    expect(rows.get(3).text).toBe("B1 moved to g1, played Prank (Eye) and drew a card.");
    expect(rows.get(3).cards).toEqual([["Prank (Eye)", "card:prank_eye"]]);   // its card still opens its zoom
    expect([...hidden].sort()).toEqual([4, 6]);
  });

  describe("in the story panel", () => {
    let restore;
    beforeEach(() => { restore = installFakeDocument(); });
    afterEach(() => restore());
    const shown = (panel) => allElements(panel.lines)
      .filter((e) => String(e.className).split(" ").includes("cw-line") && !e.hidden).map((e) => e.textContent);

    it("draws the folded rows as lines come, and the whole story when asked", () => {
      const panel = buildStory();
      const update = storyPanel(panel);
      update(TURN.slice(0, 4));
      expect(shown(panel)).toEqual(["Round 3: your turn.", "You move to a7.", "Round 3: B1's turn.", "B1 moves to g1."]);
      update(TURN.slice(0, 6));
      expect(shown(panel)).toEqual(["Round 3: your turn.", "You move to a7.", "Round 3: B1's turn.",
        "B1 moved to g1 and played Prank (Eye).", TURN[5].text]);
      update(TURN);   // the turn told further: its one row says more, in the same place
      expect(shown(panel)).toEqual(["Round 3: your turn.", "You move to a7.", "Round 3: B1's turn.",
        "B1 moved to g1, played Prank (Eye) and drew a card.", TURN[5].text]);
      panel.fold.fire("click");   // "Show the whole story": every line as told
      expect(shown(panel)).toEqual(TURN.map((l) => l.text));
      panel.fold.fire("click");
      expect(shown(panel)).toHaveLength(5);
    });

    it("names the marked rows with no count: folded or whole, the same words (review 34, mythos_en 12)", () => {
      const panel = buildStory();
      const update = storyPanel(panel);
      update([...TURN, { text: "Round 4: your turn.", round: "Round 4", turn: 1, you: 1 }], { digest: true });
      expect(panel.digest.textContent).toContain("▌ marks the lines since your turn below");
      panel.fold.fire("click");
      expect(panel.digest.textContent).toContain("▌ marks the lines since your turn below");
      expect(panel.digest.textContent).not.toMatch(/\d/);
    });
  });
});

describe("a turn's row is told once", () => {
  it("a later row that takes in an earlier one's lines stands alone", () => {
    const lines = [TURN[2], TURN[3], { ...TURN[4] }, TURN[5],
      { text: "B1 moves to g2.", part: ["B1", "moves", "g2"] },
      { text: "B1 draws a patient card.", part: ["B1", "draws", 1], fold: "B1 moved to g1, played Prank (Eye), moved to g2 and drew a card.", into: 4 }];
    const { rows, hidden } = foldedRows(lines);
    expect([...rows.keys()]).toEqual([1]);
    expect([...hidden].sort()).toEqual([2, 4, 5]);
  });
});

describe("since your last turn: the few things that matter, no '+ N more'", () => {
  const many = [
    { text: "Round 2: your turn.", round: "Round 2", turn: 1, you: 1 }, { text: "You move to b8.", you: 1 },
    { text: "Round 2: B1's turn.", turn: 1 },
    ...Array.from({ length: 8 }, (_, i) => ({ text: `The round ends: the key is placed again, on c${i + 1}.`, big: 1, news: "board" })),
    { text: "B1 takes your Prank (Moon): it has left your hand.", big: 1, news: "yours" },
    { text: "B2 steps on a bomb at f2: sent back to its spawn h1.", big: 2, news: "board" },
    ...Array.from({ length: 12 }, (_, i) => ({ text: `B2 moves to d${i % 8 + 1}.` })),
    { text: "Round 3: your turn.", round: "Round 3", turn: 1, you: 1, big: 1 },
  ];

  it("holds at most four lines, the reader's own news first, and counts no others", () => {
    const box = sinceBox(many);
    expect(box.lines.length).toBeLessThanOrEqual(4);
    expect(box.lines[0].text).toBe("B1 takes your Prank (Moon): it has left your hand.");
    expect(box.more).toBe(0);
  });
});
