// Round LL, fixer LL5: review 42 (room_zh 5, 125 vs 013): a 简体中文 reader's Letter room showed "? 规则与说明" at the
// table and "? 規則與說明" in its replay. A room's replay (it has the way back to its table) reads the page's own
// words in the reader's script as the table does; a replay page of its own keeps the game's script.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PAGE_WORDS, pageWords } from "../ui/words.js";
import { readAsChinese } from "../room/words.js";
import { readAsRoom } from "./main.js";

let saved;
beforeEach(() => {
  saved = globalThis.sessionStorage;
  const store = new Map([["cthulhu-lobby-lang", "zh-CN"]]);
  globalThis.sessionStorage = { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => store.set(k, String(v)) };
});
afterEach(() => {
  globalThis.sessionStorage = saved;
  readAsChinese(undefined);
});

describe("round46ll5 a room's replay reads the page's words in the reader's script", () => {
  it("a 简体中文 reader's Letter replay: ? 规则与说明, as at the table", () => {
    readAsRoom({ querySelector: (sel) => (sel === ".cw-replay-back" ? {} : null) });
    expect(pageWords("zh", "letter").help).toBe(PAGE_WORDS["zh-CN"].help);
  });

  it("a replay page with no way back to a room keeps Letter's Traditional", () => {
    readAsRoom({ querySelector: () => null });
    expect(pageWords("zh", "letter").help).toBe(PAGE_WORDS["zh-TW"].help);
  });
});
