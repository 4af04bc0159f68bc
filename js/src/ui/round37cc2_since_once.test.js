// Round CC, fixer CC2 (newcomer review 35, room_en 2, 019: "You are pushed from a8 to b8 by Bot B2's combo" in the
// "Since your last turn" box and again, dimmed, in the story right under it; chaos_en 7, 019/030: the box repeats the
// dimmed lines below it; room_en 2: the box itself 5-8 lines). A fact is read once in the story's pane: the row of a
// line the box tells is left out of the story while the box shows it, and the box holds at most 3 lines.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allElements, installFakeDocument } from "./fake_dom.js";
import { buildStory, storyPanel } from "./story.js";

const PUSH = "You are pushed from a8 to b8 by Bot B2's combo.";
const LINES = [
  { text: "Round 2: your turn.", round: "Round 2", turn: 1, you: 1 },
  { text: "You move to a8.", you: 1 },
  { text: "Round 2: Bot B2's turn.", turn: 1 },
  { text: "You cannot stop Bot B2's combo: your partner A2 would need a Prank, then you a Schizophrenia.", big: 1,
    news: "yours" },
  { text: "The combo (Possession + Protection) resolves for team B: weak effect.", big: 1 },
  { text: PUSH, big: 2, at: 1, news: "yours" },
  { text: "Your partner A2 is pushed from c7 to d7 by Bot B2's combo.", big: 1, news: "board" },
  { text: "Bot B2 draws a ghost card." },
  { text: "Round 3: your turn.", round: "Round 3", turn: 1, you: 1 },
];

describe("review 35: the since box and the story tell a fact once", () => {
  let restore;
  beforeEach(() => { restore = installFakeDocument(); });
  afterEach(() => restore());

  const rowsOf = (panel, text) => allElements(panel.lines)
    .filter((el) => /\bcw-line\b/.test(el.className ?? "") && el.textContent === text);
  const boxRows = (panel) => allElements(panel.digest).filter((el) => /\bcw-digest-line\b/.test(el.className ?? ""));

  it("the box holds at most 3 lines, the reader's own first; the story leaves out the rows it tells", () => {
    const panel = buildStory();
    const update = storyPanel(panel);
    update(LINES, { digest: true, boxed: true });
    const told = boxRows(panel).map((el) => el.dataset.told);
    expect(told.length).toBeLessThanOrEqual(3);
    expect(told[0]).toBe(PUSH);
    for (const text of told) expect(rowsOf(panel, text).every((el) => el.style.display === "none")).toBe(true);
    expect(rowsOf(panel, "Bot B2 draws a ghost card.")[0].style.display ?? "").toBe("");
    update([...LINES, { text: "You move to a7.", you: 1 }, { text: "Round 3: Bot B2's turn.", turn: 1 }],
           { digest: false, boxed: true });   // its turn is over: the box goes, the rows are back in the story
    expect(rowsOf(panel, PUSH)[0].style.display ?? "").toBe("");
  });
});
