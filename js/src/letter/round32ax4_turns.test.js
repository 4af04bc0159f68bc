// Round AX, fixer AX4 (newcomer review 31, letter_zh): 回合 meant two things on the zh table, the reader's turn and
// the table's turn count (both sides'): the phone's Insanity line "約 4 回合" read as 4 of the table's turns. The
// line counts the reader's own turns, and says so in zh ("你的 4 個回合") and ja ("自分の番").
import { describe, expect, it } from "vitest";
import { SHORT_KEYS, shortWords } from "./insanity_short.js";

const VARS = { n: 1, next: 2, deck: 9, turns: 4, clues: 3, need: 2 };

describe("the phone's Insanity line counts the reader's own turns", () => {
  it("zh says 你的 N 個回合, never a bare N 回合", () => {
    expect(shortWords("zh", "insanity_next", VARS)).toContain("你的 4 個回合");
    for (const key of SHORT_KEYS) expect(shortWords("zh", key, VARS)).not.toMatch(/\d 回合/);
  });
  it("zh-TW reads the same words", () => {
    expect(shortWords("zh-TW", "insanity_race", VARS)).toContain("你的 4 個回合");
  });
  it("ja says 自分の番 (the line beside it: 自分の捨て札), never a bare N ターン", () => {
    // no 約 since review 38, letter_zh 3: the kernel counts the turns (a range where Insanity cards may come up)
    expect(shortWords("ja", "insanity_next", VARS)).toContain("自分の番 4 回");
    for (const key of SHORT_KEYS) expect(shortWords("ja", key, VARS)).not.toMatch(/\d ターン/);
  });
});
