// Review 41, room_zh 4 (shots 109 151): a 简体中文 reader's Letter room read 「游戏结束：克蘇魯獲勝」: the room's
// Simplified words around the game's Traditional title (Letter's only Chinese). The game-over line reads in the
// script of the title it holds; with no title, the reader's.
import { afterEach, describe, expect, it } from "vitest";
import { turnText } from "./client.js";
import { readAsChinese } from "./words.js";

afterEach(() => readAsChinese(undefined));
const over = (title) => ({ result: { winner: "cthulhu" }, banner: title ? { title } : {} });

describe("round45kk8 the game-over line keeps one script", () => {
  // round46ll5 (review 42, room_zh 5): a whole Traditional line in the Simplified strip read mixed too: the line is
  // the reader's and the title is left to the table's result card
  it("a 简体中文 reader at a Letter table reads one script a line: the reader's, the title on the table", () => {
    readAsChinese("zh-CN");
    expect(turnText(over("克蘇魯獲勝"), "player", "zh", "letter")).toBe("游戏结束：结果显示在牌桌上");
    expect(turnText(over(""), "player", "zh", "letter")).toBe("游戏结束：结果显示在牌桌上");
  });
  it("CHAOS's Simplified titles and the other languages keep their lines", () => {
    readAsChinese("zh-CN");
    expect(turnText(over("A 队获胜"), "A1", "zh", "chaos")).toBe("游戏结束：A 队获胜");
    expect(turnText(over("Cthulhu wins"), "player", "en", "letter")).toBe("Game over: Cthulhu wins");
    expect(turnText(over("クトゥルフの勝利"), "player", "ja", "letter")).toBe("ゲーム終了：クトゥルフの勝利");
  });
});
