// Newcomer review 33 (chaos_en 8, letter_en 8, mythos_en 5, letter_zh 8): after Redo the story still said "Undone:
// back to your last play; the cards stay as dealt."; and after Undo from a finished Letter game it said "the cards
// stay as dealt", though Letter then deals the unseen cards afresh (its rules: "once the game is over, the cards you
// had not seen are dealt afresh"; widgets/letter.py undo).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeModel, installFakeDocument } from "./fake_dom.js";
import { buildPage, logUpdater } from "./page.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

const texts = (page) => page.toasts.childNodes.map((t) => t.textContent).join(" | ");

/** Return a page and its update at a table of `game` at step 3, its story three lines long. */
function table(game, traits = {}) {
  const page = buildPage();
  const lines = [{ text: "a" }, { text: "b" }, { text: "c" }];
  const model = fakeModel({ game, lang: "en", undo_policy: "keep", step: 3, history_len: 3, log_lines: lines,
                            view: { game }, ...traits });
  const update = logUpdater(model, page);
  update();
  return { page, model, update, lines };
}

describe("the undo note says what happened, and goes when the table moves on", () => {
  it("Undo then Redo: no 'Undone' note is left", () => {
    for (const game of ["letter", "chaos", "mythos"]) {
      const { page, model, update, lines } = table(game);
      model.set("step", 1);
      model.set("log_lines", lines.slice(0, 1));
      update();
      expect(texts(page)).toMatch(/^Undone/);
      model.set("step", 3);
      model.set("log_lines", lines);
      update();
      expect(texts(page)).not.toMatch(/Undone/);
    }
  });

  it("Undo from a finished Letter game: the unseen cards are dealt afresh", () => {
    const { page, model, update, lines } = table("letter", { undo_at_end: true, view: { game: "letter", result: { outcome: "won" } } });
    model.set("view", { game: "letter" });
    model.set("step", 1);
    model.set("log_lines", lines.slice(0, 1));
    update();
    expect(texts(page)).toBe("Undone: the cards you had not seen are dealt afresh.");
  });
});
