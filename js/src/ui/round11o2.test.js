// Newcomer review 11, round O wave 2 (the page shared by the three games).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allElements, installFakeDocument } from "./fake_dom.js";
import { buildStory, storyPanel } from "./story.js";

const head = (text, you) => ({ text, turn: 1, ...(you ? { you: 1 } : {}) });
const you = (text, extra = {}) => ({ text, you: 1, ...extra });

describe("finding 1: 'Since your last turn' tells everything since the reader's own last turn ended", () => {
  let restore;
  beforeEach(() => { restore = installFakeDocument(); });
  afterEach(() => restore());
  const marked = (panel) => allElements(panel.lines)
    .filter((e) => String(e.className).split(" ").includes("cw-since")).map((e) => e.textContent);
  const draw = (lines) => {
    const panel = buildStory();
    storyPanel(panel)(lines, { lang: "en", digest: true });
    return panel;
  };

  it("CHAOS 092: its answer inside B2's turn restarts nothing; the pushes and the hand replaced are marked", () => {
    const lines = [head("Round 3: your turn.", true), you("You move to a7."), head("Round 3: Bot B2's turn."),
      { text: "Bot B2 starts a combo with Possession." }, you("You do not join the combo."),
      you("You are pushed from a7 to b7 by B2's combo.", { at: 1 }),
      you("You are pushed from b7 to c7 by B2's combo.", { at: 1 }),
      you("Brainwash replaces your hand.", { at: 1 }), head("Round 3: your partner A1's turn."),
      { text: "A1 moves to d4." }, { text: "A1 draws a card." }, head("Round 4: your turn.", true)];
    const panel = draw(lines);
    const news = ["Bot B2 starts a combo with Possession.", "You are pushed from a7 to b7 by B2's combo.",
      "You are pushed from b7 to c7 by B2's combo.", "Brainwash replaces your hand.", "A1 moves to d4.",
      "A1 draws a card."];
    expect(marked(panel)).toEqual(news);
    expect(panel.digest.textContent).toContain(`${news.length} lines, marked`);   // the head counts the marked lines
  });

  it("Mythos 030/268: after the reader's pass the others' play, the end of card play and the combat are news", () => {
    const lines = [{ text: "Round 1.", round: "Round 1" }, you("You draw Midnight."), you("You pass (1)."),
      { text: "Bot 2 plays Train." }, { text: "A phobia strikes you.", big: 1 },
      { text: "Card play ends: the combat begins.", big: 1 }, head("Combat."),
      you("You reveal your threat: N'gah-Kthun."), { text: "Bot 2 reveals its threat: Hunting Horror." },
      you("Your N'gah-Kthun fights with 3."), { text: "Bot 2's Hunting Horror fights with 4." }];
    const panel = draw(lines);
    const news = lines.slice(3).filter((l) => !l.turn && !(l.you && !l.big && !l.at)).map((l) => l.text);
    expect(marked(panel)).toEqual(news);   // its own lines in the combat are neither news nor a new start
    expect(panel.digest.textContent).toContain(`${news.length} lines, marked`);
  });
});
