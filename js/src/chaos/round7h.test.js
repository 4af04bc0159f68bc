// CHAOS round H (newcomer review 7, issue 23): what review 7 found at 1280 (en).
import { describe, expect, it } from "vitest";
import { pageWords, say } from "../ui/words.js";

describe("undo after a hidden bomb (review 7, CHAOS finding 2)", () => {
  it("says that hidden bombs, not only cards, are dealt afresh, in en zh ja", () => {
    expect(say(pageWords("en", "chaos"), "undone_fair")).toBe("Undone: what you had not seen (cards, hidden bombs) is dealt afresh.");
    expect(say(pageWords("zh", "chaos"), "undone_fair")).toContain("炸弹");
    expect(say(pageWords("ja", "chaos"), "undone_fair")).toContain("爆弾");
  });
});
