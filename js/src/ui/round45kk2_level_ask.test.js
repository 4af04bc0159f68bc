// Round KK, fixer KK2: one rule for the bar's menus (review 41, letter_en 1, chaos_en 2, chaos_ja 9, letter_zh 9):
// a Difficulty change on an untouched deal deals at once; on a game under way or a finished one it deals nothing at
// once, but asks "Easy: from the next game, or deal now?" (Deal now / From the next game); a who-plays change to the
// bot mid-game asks first (letter_en 129: the bot finished the game in a second, unasked).
import { describe, expect, it } from "vitest";
import { built, fakePageAndDate, ownMove, press } from "./bar_support.js";
import { fakeModel } from "./fake_dom.js";
import { pageWords } from "./words.js";
import { endingDifficulty } from "./ending.js";

fakePageAndDate();

const LANGS = ["en", "ja", "zh-TW", "zh"];   // a table's "zh" is its own script's (Letter: Traditional)
const BASE = {
  letter: { seat: "player", undo_policy: "keep", catalog_data: {}, view: { game: "letter", to_act: "player" } },
  chaos: { seat: "A1", undo_policy: "fair", difficulties: ["easy", "standard"],
           catalog_data: { seats: ["A1", "A2", "B1", "B2"] }, view: { game: "chaos", to_act: "A1" } },
};
const table = (game, lang) => ({ game, lang, mode: "play", step: 0, history_len: 0, difficulty: "standard",
                                 deal: "d1", coach: {}, ...BASE[game] });

/** Return the bar of `model` with its menu `name` chosen to `value` (the hidden go control pressed as a browser does). */
function choose(model, name, value, stage) {
  const b = built(model);
  if (stage !== "untouched") ownMove(model, b);
  if (stage === "finished") {
    model.set("view", { ...model.get("view"), result: { winner: "bot" } });
    b.toolbar.update({ autoplay: false });
  }
  for (const go of ["difficulty_go", "watch_go"]) if (b.cmd(go)) b.cmd(go).click = () => press(b.bar, b.cmd(go));
  const select = b.cmd(name);
  select.value = value;
  select.fire("change");
  return b;
}

const WORDS = (lang, game = "letter") => pageWords(lang, game, null);

describe("round45kk2 the Difficulty menu: untouched deals, a game with moves or a finished one asks", () => {
  for (const game of ["letter", "chaos"]) {
    it.each(LANGS)(`${game} (%s): an untouched deal deals Easy at once`, (lang) => {
      const model = fakeModel(table(game, lang));
      const b = choose(model, "difficulty", "easy", "untouched");
      expect(b.confirm.hidden).toBe(true);
      expect(model.sent).toEqual([{ cmd: "difficulty", value: "easy" }]);
    });

    for (const stage of ["mid-game", "finished"]) {
      it.each(LANGS)(`${game} ${stage} (%s): nothing is dealt; it asks: from the next game, or deal now`, (lang) => {
        const model = fakeModel(table(game, lang));
        const b = choose(model, "difficulty", "easy", stage);
        expect(model.sent).toEqual([]);
        expect(b.confirm.hidden).toBe(false);
        const [question, now, later] = b.confirm.childNodes;
        const words = WORDS(lang, game);
        expect(question.textContent).toContain(words.difficulty_easy);
        expect(now.textContent).toBe(words.difficulty_now);
        expect(later.textContent).toBe(words.difficulty_later);
        if (stage === "mid-game") expect(question.textContent).toBe(
          words.difficulty_ask_lose.replace("{level}", words.difficulty_easy));
        now.fire("click");
        expect(model.sent).toEqual([{ cmd: "difficulty", value: "easy" }]);
      });

      it(`${game} ${stage}: From the next game keeps the game; the next New game or Play again deals Easy`, () => {
        const model = fakeModel(table(game, "en"));
        const b = choose(model, "difficulty", "easy", stage);
        b.confirm.childNodes[2].fire("click");
        expect(b.confirm.hidden).toBe(true);
        expect(model.sent).toEqual([]);
        expect(b.cmd("difficulty").value).toBe("easy");   // the menu shows the level the next game gets
        expect(b.cmd("difficulty").title).toContain("Easy from the next game");
        expect(endingDifficulty(model, WORDS("en")).current).toBe("easy");   // the ending's ✓ too
        model.send({ cmd: "restart" });   // the ending's Play again, the coach's New game: through the same model
        expect(model.sent).toEqual([{ cmd: "difficulty", value: "easy" }]);
      });
    }
  }
});

describe("round45kk2 Letter's who-plays menu: the bot takes a game under way only when asked", () => {
  it.each(LANGS)("letter_en 129 (%s): Bot plays (watch) mid-game asks first, Yes hands the game over", (lang) => {
    const model = fakeModel(table("letter", lang));
    const b = choose(model, "watch", "bot", "mid-game");
    expect(model.sent).toEqual([]);
    expect(b.confirm.hidden).toBe(false);
    expect(b.confirm.childNodes[0].textContent).toBe(WORDS(lang).watch_ask);
    b.confirm.childNodes[1].fire("click");
    expect(model.sent).toEqual([{ cmd: "watch", on: true }]);
  });

  it("an untouched deal hands over at once; No keeps the reader's seat", () => {
    const fresh = fakeModel(table("letter", "en"));
    choose(fresh, "watch", "bot", "untouched");
    expect(fresh.sent).toEqual([{ cmd: "watch", on: true }]);
    const model = fakeModel(table("letter", "en"));
    const b = choose(model, "watch", "bot", "mid-game");
    b.confirm.childNodes[2].fire("click");
    expect(model.sent).toEqual([]);
    expect(b.cmd("watch").value).toBe("you");
  });
});
