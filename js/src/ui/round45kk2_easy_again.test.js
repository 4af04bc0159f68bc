// Round KK, fixer KK2: review 41, letter_zh 9 (056): the course's end box said "下一局選「簡單」" on a phone, but its one
// button 再玩一局 dealt 標準 again (a phone's box had no level buttons: they are a desk's). Where the box points to Easy
// (the course's win, a loss on a harder level) a phone's box offers "Play again on Easy", one button.
import { describe, expect, it } from "vitest";
import { endingPanel, endingWords } from "./ending.js";

const CASES = [["letter", "en", "Easy"], ["letter", "ja", "やさしい"], ["letter", "zh-TW", "簡單"], ["letter", "zh", "簡單"],
               ["chaos", "zh", "简单"], ["chaos", "ja", "やさしい"]];   // a table's "zh": Letter Traditional, CHAOS Simplified
const phone = (current, text) => ({ current, one: true, note: "", choices: [{ value: "easy", text }] });

describe("round45kk2 a phone's end box: Play again on Easy where it points to Easy", () => {
  it.each(CASES)("%s %s: the course's win pointing to Easy, a loss on Standard: one Easy button", (game, lang, easy) => {
    const words = endingWords(lang, game);
    for (const banner of [{ title: "Won", win: true, text: `Next game, pick 「${easy}」.` }, { title: "Lost", text: "" }]) {
      const panel = endingPanel(banner, null, words, false, true, phone("standard", easy));
      const found = panel.buttons.filter((b) => b.cmd?.cmd === "difficulty");
      expect(found, lang).toEqual([expect.objectContaining({ cmd: { cmd: "difficulty", value: "easy" } })]);
      expect(found[0].text).toBe(words.play_again_easy);
      expect(found[0].text).toContain(easy);
      expect(panel.buttons.some((b) => b.key === "again" && b.cmd.cmd === "restart")).toBe(true);
    }
  });

  it("no Easy button on Easy, nor after a win that gives no such advice", () => {
    const words = endingWords("en", "letter");
    const onEasy = endingPanel({ title: "Lost", text: "" }, null, words, false, true, phone("easy", "Easy"));
    const won = endingPanel({ title: "Won", win: true, text: "Well played." }, null, words, false, true,
                            phone("standard", "Easy"));
    for (const panel of [onEasy, won]) expect(panel.buttons.some((b) => b.cmd?.cmd === "difficulty")).toBe(false);
  });
});
