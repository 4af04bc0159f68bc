// Round AA (newcomer review 18, Letter zh-TW phone and desk, Mythos): "Undo deals the unseen cards again: same choice,
// different result, a free reroll". At a one-person table the kernel's undo is now a take-back ("keep": the deal as
// it was, redo until a new move); the page says so in the table's language, and offers redo.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeModel, installFakeDocument } from "./fake_dom.js";
import { buildPage, logUpdater } from "./page.js";
import { barState } from "./toolbar.js";
import { pageWords, say } from "./words.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

const texts = (page) => page.toasts.childNodes.map((t) => t.textContent);

/** Return the toasts the page shows after an undo from step 3 to step 1 at a table of `policy`. */
function toastsAfterUndo(game, lang, policy) {
  const page = buildPage();
  const lines = [{ text: "a" }, { text: "b" }, { text: "c" }];
  const model = fakeModel({ game, lang, undo_policy: policy, step: 3, log_lines: lines, view: { game } });
  const update = logUpdater(model, page);
  update();
  model.set("step", 1);
  model.set("log_lines", lines.slice(0, 1));
  update();
  return texts(page);
}

describe("a take-back says the cards stay as dealt", () => {
  it("in every page language, at every game", () => {
    for (const [lang, game, expected] of [["en", "letter", "Undone: back to your last play; the cards stay as dealt."],
      ["en", "mythos", "Undone: back to your last play; the cards stay as dealt."],
      ["ja", "mythos", "元に戻した：自分の直前の手まで戻った。カードは配られたまま。"],
      ["zh-TW", "letter", "已復原：回到你上一次的決定；牌維持原本的發牌。"],
      ["zh", "chaos", "已撤销：回到你上一次的决定；牌保持原来的发牌。"]]) {
      expect(toastsAfterUndo(game, lang, "keep")).toEqual([expected]);
    }
  });

  it("never says 'dealt afresh' after a take-back, and a fair undo still does", () => {
    expect(toastsAfterUndo("letter", "en", "keep").join(" ")).not.toMatch(/afresh/);
    expect(toastsAfterUndo("letter", "en", "fair")).toEqual(["Undone: the cards you had not seen are dealt afresh."]);
  });

  it("the bar offers redo and its undo tip says what it does", () => {
    const traits = { mode: "play", seat: "player", step: 1, history_len: 3, undo_policy: "keep", view: { to_act: "player" } };
    const s = barState(traits);
    expect(s.redoShown).toBe(true);
    expect(s.redoDisabled).toBe(false);
    for (const lang of ["en", "ja", "zh-TW", "zh"]) {
      const words = pageWords(lang, "letter");
      expect(say(words, "undo_keep")).toMatch(/\(U\)/);
      if (lang !== "en") expect(say(words, "undo_keep")).not.toBe(say(pageWords("en", "letter"), "undo_keep"));
    }
  });
});
