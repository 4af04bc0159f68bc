// Round BB, fixer BB5 (newcomer review 34, mythos_en 12): "▌ marks the 2 lines since your turn below" while one entry
// wrapped onto two drawn lines (024), and another count after a switch to Japanese and back (081). The hint names
// what ▌ marks with no count, in every language; the same words however the lines are drawn.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFakeDocument } from "./fake_dom.js";
import { buildStory, storyPanel } from "./story.js";

const LINES = [
  { text: "Round 1: your turn.", round: "Round 1", turn: 1, you: 1 },
  { text: "You play Speech Machine.", you: 1 },
  { text: "Round 1: Bot 2's turn.", turn: 1 },
  { text: "You: Sanity -1 (Speech Machine), now 16.", big: 1 },
  { text: "Bot 2 arrives at Miskatonic University Commons." },
  { text: "Round 2: your turn.", round: "Round 2", turn: 1, you: 1 },
];
const SAID = { en: "▌ marks the lines since your turn below", ja: "下の経過の ▌ は前の手番からの記録",
               "zh-CN": "下方经过的 ▌ 标出你上回合以来的记录", "zh-TW": "下方經過的 ▌ 標出你上回合以來的記錄" };

describe("review 34, mythos_en 12: the since hint counts nothing", () => {
  let restore;
  beforeEach(() => { restore = installFakeDocument(); });
  afterEach(() => restore());

  it.each(Object.entries(SAID))("%s: the hint says what ▌ marks, no number, after a language switch too", (lang, said) => {
    const panel = buildStory();
    const update = storyPanel(panel);
    update(LINES, { digest: true, lang });
    expect(panel.digest.textContent).toContain(said);
    expect(panel.digest.textContent).not.toMatch(/[0-9]/);
    update(LINES, { digest: true, lang: lang === "en" ? "ja" : "en" });
    update(LINES, { digest: true, lang });
    expect(panel.digest.textContent).toContain(said);
  });
});
