// Review 39, room_zh 2 (shots 022 039 064): in a 简体中文 lobby the Letter room's own chrome (Play again, Seat links,
// chat, the game-over line) turned Traditional, Letter's only Chinese. The room's own words follow the reader's
// script; the Letter table's card words stay Traditional (the lobby's note says so once).
import { afterEach, describe, expect, it } from "vitest";
import { readAsChinese, roomLang, roomSay } from "./words.js";

afterEach(() => readAsChinese(undefined));

describe("round43ii7 the room's own words stay in the lobby's Chinese script", () => {
  it("a 简体中文 reader at a Letter table reads the room's words in Simplified", () => {
    readAsChinese("zh-CN");
    expect(roomSay("zh", "letter", "play_again")).toBe("再玩一局");
    expect(roomLang("zh", "letter")).toBe("zh-CN");
    expect(roomSay("zh", "letter", "share")).toBe(roomSay("zh-CN", "chaos", "share"));
    expect(roomSay("zh", "letter", "share")).not.toBe(roomSay("zh-TW", "letter", "share"));
  });

  it("a 繁體中文 reader keeps Traditional; no reader's script keeps the game's", () => {
    readAsChinese("zh-TW");
    expect(roomLang("zh", "letter")).toBe("zh-TW");
    expect(roomLang("zh", "chaos")).toBe("zh-TW");
    readAsChinese("en");
    expect(roomLang("zh", "letter")).toBe("zh-TW");
    expect(roomLang("zh", "chaos")).toBe("zh-CN");
    expect(roomLang("ja", "letter")).toBe("ja");
    expect(roomLang("zh-TW", "chaos")).toBe("zh-TW");
  });
});
