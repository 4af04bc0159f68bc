// Newcomer review 19 (Letter Q1/Q2: "every game was lost … I expected a difficulty choice"): the bar's Difficulty
// menu sends only a preset's name, asks first while a game is at stake, and says how often the bot wins, in every
// Letter language.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeModel, installFakeDocument } from "./fake_dom.js";
import { PAGE_WORDS as WORDS } from "./words.js";
import { built, ownMove, press } from "./bar_support.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

const letter = (more) => ({ game: "letter", lang: "en", seat: "player", mode: "play", step: 0, history_len: 0,
                            undo_policy: "fair", view: { game: "letter", to_act: "player" }, deal: "d1",
                            difficulty: "standard", catalog_data: { seats: ["player"], langs: ["en", "zh", "ja", "zh-TW"] },
                            ...more });

/** Choose `value` in the menu as a browser does: the select's change, its hidden go control pressed through the bar. */
function choose(bar, value) {
  const go = bar.cmd("difficulty_go");
  go.click = () => press(bar.bar, go);
  const select = bar.cmd("difficulty");
  select.value = value;
  select.fire("change");
}

describe("Letter's Difficulty menu", () => {
  it("says the difficulty and how often the bot wins, in en, ja, zh-TW and zh-CN", () => {
    const bar = built(fakeModel(letter()));
    const note = bar.nodes.find((n) => n.className === "cw-difficulty-note");
    expect(note.textContent).toBe("Standard: a computer playing your seat wins about 1 game in 4");
    expect(bar.cmd("difficulty").value).toBe("standard");
    for (const lang of ["en", "ja", "zh-TW", "zh-CN"]) {
      for (const key of ["difficulty", "difficulty_title", "difficulty_easy", "difficulty_standard", "difficulty_hard",
                         "difficulty_note_easy", "difficulty_note_standard", "difficulty_note_hard"]) {
        expect(WORDS[lang][key], `${lang} ${key}`).toBeTruthy();
      }
    }
    expect(WORDS.ja.difficulty_note_standard).toContain("4回に1回");
    const ja = built(fakeModel(letter({ lang: "ja", difficulty: "easy" })));
    expect(ja.nodes.find((n) => n.className === "cw-difficulty-note").textContent).toContain("3回に2回");
  });

  it("sends only the preset's name, and shows the kernel's choice until it answers", () => {
    const model = fakeModel(letter());
    const bar = built(model);
    choose(bar, "easy");
    expect(model.sent).toEqual([{ cmd: "difficulty", value: "easy" }]);
    expect(bar.cmd("difficulty").value).toBe("standard");
  });

  it("asks first while a game is at stake, as New game does", () => {
    const model = fakeModel(letter());
    const bar = built(model);
    ownMove(model, bar);
    choose(bar, "hard");
    expect(bar.confirm.hidden).toBe(false);
    expect(model.sent).toEqual([]);
    bar.cmd("lose_no").fire("click");
    expect(model.sent).toEqual([]);
  });

  it("is not offered at tables without one, nor in design mode (the designer sets every rule)", () => {
    const box = (bar) => bar.nodes.find((n) => n.childNodes?.includes(bar.cmd("difficulty")));
    // not offered, it is not in the page at all (review 38, mythos_ja 13)
    expect(built(fakeModel(letter({ difficulty: undefined, game: "chaos" }))).cmd("difficulty")).toBeUndefined();
    expect(built(fakeModel(letter({ mode: "design" }))).cmd("difficulty")).toBeUndefined();
    expect(box(built(fakeModel(letter()))).hidden).toBe(false);
  });
});
