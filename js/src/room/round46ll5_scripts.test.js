// Round LL, fixer LL5: review 42 (room_zh 5, shots 031 108): a 简体中文 reader's Letter room mixed scripts in the page's
// own words: "遊戲結束：克蘇魯獲勝" in the Simplified strip, a "學習遊玩 · 第 3 步" tip header beside the "学习玩法"
// button. The page's frame reads in the reader's script; the game's own words (cards, story) stay Traditional.
import { afterEach, describe, expect, it } from "vitest";
import { turnText } from "./client.js";
import { readAsChinese } from "./words.js";
import { coachLines } from "../ui/coach.js";
import { endingWords } from "../ui/ending.js";

afterEach(() => readAsChinese(undefined));
const over = (title) => ({ result: { winner: "cthulhu" }, banner: title ? { title } : {} });
const step = { title: "學習遊玩", step: "第 3 步，共 5 步", n: 3, of: 5, id: "x", text: "出這張牌。" };

describe("round46ll5 a 简体中文 reader's Letter room: the page's words in Simplified (review 42, room_zh 5)", () => {
  it("the strip's game-over line is the reader's, the Traditional title left to the table's result", () => {
    readAsChinese("zh-CN");
    expect(turnText(over("克蘇魯獲勝"), "player", "zh", "letter")).toBe("游戏结束：结果显示在牌桌上");
  });

  it("a 繁體 reader, CHAOS's Simplified and the other languages keep the title in the line", () => {
    readAsChinese("zh-TW");
    expect(turnText(over("克蘇魯獲勝"), "player", "zh", "letter")).toBe("遊戲結束：克蘇魯獲勝");
    readAsChinese("zh-CN");
    expect(turnText(over("A 队获胜"), "A1", "zh", "chaos")).toBe("游戏结束：A 队获胜");
    expect(turnText(over("Cthulhu wins"), "player", "en", "letter")).toBe("Game over: Cthulhu wins");
  });

  it("the course tip's header names the course as the bar's button does: 学习玩法 · 第 3 步", () => {
    readAsChinese("zh-CN");
    expect(coachLines(step, endingWords("zh", "letter")).head).toBe("学习玩法 · 第 3 步，共 5 步");
    readAsChinese("zh-TW");
    expect(coachLines(step, endingWords("zh", "letter")).head).toBe("學習遊玩 · 第 3 步，共 5 步");
    for (const [lang, title] of [["en", "Learn to play"], ["ja", "遊び方を学ぶ"]]) {
      expect(coachLines({ ...step, title }, endingWords(lang, "mythos")).head.startsWith(`${title} · `)).toBe(true);
    }
  });
});
