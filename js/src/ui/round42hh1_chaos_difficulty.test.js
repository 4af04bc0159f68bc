// Newcomer review 38, chaos_en 13 ("no visible difficulty setting") and 1 ("the game grinds"): the bar shows CHAOS's
// Difficulty menu as it does Letter's, with only the levels the kernel offers (Easy and Standard, no Hard), says what
// Easy changes and how often a computer in the reader's seat wins, in en, ja, zh-TW and zh-CN, and asks first while a
// game is at stake; the ending's "Play again:" offers the same two.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeModel, installFakeDocument } from "./fake_dom.js";
import { PAGE_WORDS as WORDS, pageWords } from "./words.js";
import { built, ownMove, press } from "./bar_support.js";
import { endingDifficulty, endingWords } from "./ending.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

const chaos = (more) => ({ game: "chaos", lang: "en", seat: "A1", mode: "play", step: 0, history_len: 0,
                           undo_policy: "fair", view: { game: "chaos", to_act: "A1" }, deal: "d1",
                           difficulty: "easy", difficulties: ["easy", "standard"],
                           catalog_data: { seats: ["A1", "A2", "B1", "B2"], langs: ["en", "zh", "ja", "zh-TW"] },
                           ...more });

describe("CHAOS's Difficulty menu", () => {
  it("round42hh1 offers only Easy and Standard, shown, and says what Easy does", () => {
    const bar = built(fakeModel(chaos()));
    const select = bar.cmd("difficulty");
    expect([...select.options].map((o) => o.value)).toEqual(["easy", "standard"]);
    expect(bar.nodes.find((n) => n.childNodes?.includes(select)).hidden).toBe(false);
    expect(select.value).toBe("easy");
    const note = bar.nodes.find((n) => n.className === "cw-difficulty-note").textContent;
    expect(note).toContain("never plants or moves bombs");
    expect(note).toContain("9 games in 10");   // round 46 LL1: Easy now wins 178 of 200
    for (const [table, lang] of [["en", "en"], ["ja", "ja"], ["zh-TW", "zh-TW"], ["zh", "zh-CN"]]) {
      const words = pageWords(table, "chaos", null);
      expect(WORDS[lang].difficulty_note_easy_chaos, lang).toBeTruthy();
      expect(words.difficulty_note_standard, lang).toBe(WORDS[lang].difficulty_note_standard_chaos);
      expect(pageWords(lang, "letter", null).difficulty_note_standard).not.toContain("1 game in 2");
    }
  });

  it("round42hh1 asks before dealing a new game while one is under way", () => {
    const model = fakeModel(chaos());
    const bar = built(model);
    ownMove(model, bar);
    const go = bar.cmd("difficulty_go");
    go.click = () => press(bar.bar, go);
    const select = bar.cmd("difficulty");
    select.value = "standard";
    select.fire("change");
    expect(bar.confirm.hidden).toBe(false);
    expect(model.sent).toEqual([]);
  });

  it("round42hh1 the ending's Play again offers the kernel's two levels", () => {
    const model = fakeModel(chaos({ difficulty: "standard" }));
    const d = endingDifficulty(model, pageWords("en", "chaos", null));
    expect(d.choices.map((c) => c.value)).toEqual(["easy", "standard"]);
    expect(d.note).toBe(WORDS.en.difficulty_note_standard_chaos);
    // CHAOS's Easy (153 of 200, round 43 II2) is told apart from Letter's (about 2 in 3), in each language
    for (const lang of ["en", "ja", "zh-TW", "zh"]) {
      expect(endingWords(lang, "chaos").try_easy, lang).not.toBe(endingWords(lang, "letter").try_easy);
    }
    expect(endingWords("en", "chaos").try_easy).toContain("9 games in 10");
    expect(endingWords("en", "letter").try_easy).toContain("2 games in 3");
  });
});
