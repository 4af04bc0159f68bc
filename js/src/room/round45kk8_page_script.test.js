// Review 41, room_zh 1 and 2 (shots 003 005 071): a 简体中文 reader's Letter course and room came up with the page's
// own words in Traditional (復原/重做/新遊戲/規則與說明, Letter's only Chinese) and a language menu of 繁體中文 with no
// 简体, where the lobby's note said the buttons stay Simplified. The page's words (bar, menus, story panel, ending
// box) now read in the reader's script; the game's words (table, cards, story lines) stay Traditional, and the note
// says exactly that. A page with no reader (the static play pages) keeps the game's script.
import { afterEach, describe, expect, it } from "vitest";
import { chineseName, PAGE_WORDS, pageLang, pageWords, tableScript } from "../ui/words.js";
import { scriptNote } from "./lobby.js";
import { readerLang } from "./room_lang.js";
import { readAsChinese } from "./words.js";

afterEach(() => readAsChinese(undefined));

describe("round45kk8 the page's own words in the reader's script", () => {
  it("a 简体中文 reader's Letter page reads its bar and menu in Simplified", () => {
    readAsChinese("zh-CN");
    const words = pageWords("zh", "letter");
    for (const key of ["undo", "redo", "new_game", "help"]) expect(words[key], key).toBe(PAGE_WORDS["zh-CN"][key]);
    expect(words.undo).toBe("↶ 撤销");
    expect(chineseName("letter")).toBe("简体中文");
    expect(tableScript("zh", "letter")).toBe("zh-TW");   // the game's own words keep their script
    expect(pageLang("zh", "mythos")).toBe("en");         // Mythos has no Chinese: its page stays English
    expect(pageLang("ja", "letter")).toBe("ja");
  });

  it("a page with no reader, or a 繁體 one, keeps Letter's Traditional", () => {
    for (const reader of [undefined, "zh-TW", "en"]) {
      readAsChinese(reader);
      expect(pageWords("zh", "letter").undo, String(reader)).toBe(PAGE_WORDS["zh-TW"].undo);
      expect(chineseName("letter")).toBe("繁體中文");
    }
    expect(chineseName("chaos")).toBe("简体中文");
  });

  it("the rooms' pages and their courses read the reader from the tab's lobby, else the browser", () => {
    expect(readerLang("zh-CN", "en")).toBe("zh-CN");
    expect(readerLang(undefined, "zh-TW")).toBe("zh-TW");
    expect(readerLang(undefined, "en-US")).toBe("en");
  });

  it("the note says what stays Traditional: the table, the cards and the story, not the buttons", () => {
    const note = scriptNote("letter", "zh-CN");
    expect(note).toMatch(/牌桌、牌面和故事.*繁体中文/);
    expect(note).toMatch(/按钮、菜单和聊天为简体中文/);
  });
});
