// Round DD, fixer DD2 (newcomer review 36, room_en 4): the story showed a turn's heading with nothing under it once
// its lines had gone into the "Since your last turn" box (left out of the story while the box tells them, CC2). A
// heading whose every line the box tells is left out with them; a heading with a line of its own stays.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allElements, installFakeDocument } from "./fake_dom.js";
import { buildStory, storyPanel } from "./story.js";

const PUSH = "You are pushed from a8 to b8 by Bot B2's combo.";
const B2 = "Round 2: Bot B2's turn.";
const B1 = "Round 2: Bot B1's turn.";
const LINES = [
  { text: "Round 2: your turn.", round: "Round 2", turn: 1, you: 1 },
  { text: "You move to a8.", you: 1 },
  { text: B2, turn: 1 },
  { text: PUSH, big: 2, at: 1, news: "yours" },
  { text: B1, turn: 1 },
  { text: "Bot B1 moves to c3." },
  { text: "Round 3: your turn.", round: "Round 3", turn: 1, you: 1 },
];

describe("room_en 4: no empty turn heading in the story", () => {
  let restore;
  beforeEach(() => { restore = installFakeDocument(); });
  afterEach(() => restore());

  const shown = (panel, text) => allElements(panel.lines)
    .filter((el) => /\bcw-line\b/.test(el.className ?? "") && el.textContent === text)
    .every((el) => el.style.display !== "none" && !el.hidden);

  it("a heading whose lines are all in the since box is left out with them, and back when the box goes", () => {
    const panel = buildStory();
    const update = storyPanel(panel);
    update(LINES, { digest: true, boxed: true });
    const told = allElements(panel.digest).filter((el) => /\bcw-digest-line\b/.test(el.className ?? ""))
      .map((el) => el.dataset.told);
    expect(told).toContain(PUSH);
    expect(shown(panel, PUSH)).toBe(false);
    expect(shown(panel, B2)).toBe(false);   // before: shown, with nothing under it
    expect(shown(panel, B1)).toBe(true);    // its move is still in the story
    expect(shown(panel, "Bot B1 moves to c3.")).toBe(true);
    update([...LINES, { text: "You move to a7.", you: 1 }], { digest: false, boxed: true });
    expect(shown(panel, B2)).toBe(true);
    expect(shown(panel, PUSH)).toBe(true);
  });
});
