// Review 28 (letter_zh 4, mythos_en 6, mythos_ja 6, chaos_ja 6): Learn to play re-dealt a dealt table at its start
// (step 0: the hand the reader had looked at) without a word. It asks first, in the course's words; a finished game
// or the tutorial's own deal does not ask. Review 39 (letter_zh 8) narrowed it to one rule: a game with moves made
// asks, an untouched deal (step 0) never does (round44jj4_ask_rule.test.js).
import { describe, expect, it, vi } from "vitest";
import { built, fakePageAndDate, pressLearn } from "./bar_support.js";
import { LOOKED_MS } from "./toolbar.js";
import { fakeModel } from "./fake_dom.js";

fakePageAndDate();

const dealt = (more) => ({ game: "letter", lang: "en", seat: "player", mode: "play", step: 0, history_len: 0,
                           undo_policy: "keep", difficulty: "standard", deal: "d1", catalog_data: {},
                           view: { game: "letter", to_act: "player" }, ...more });

describe("Learn to play on a freshly dealt table (review 28, four tables)", () => {
  it.each([["en", "Start the course on a new practice deal? This game ends."],
           ["zh", "用新的练习牌局开始教学？这局游戏会结束。"], ["zh-TW", "用新的練習牌局開始教學？這局遊戲會結束。"],
           ["ja", "新しい練習用の配りでレッスンを始めますか？このゲームは終わります。"]])(
    "asks before it re-deals a game under way (%s)", (lang, asked) => {
      // Letter's zh is Traditional: the Simplified words are CHAOS's
      const chaos = lang === "zh" ? { game: "chaos", seat: "A1", view: { game: "chaos", to_act: "A1" } } : {};
      const model = fakeModel(dealt({ lang, ...chaos, step: 2, history_len: 2 }));
      const b = built(model);
      vi.advanceTimersByTime(LOOKED_MS);   // the hand read a while
      expect(pressLearn(b, model)).not.toContain("learn");
      expect(b.confirm.hidden).toBe(false);
      expect(b.confirm.childNodes[0].textContent).toBe(asked);
      b.cmd("lose_yes").fire("click");
      expect(model.sent.map((m) => m.cmd)).toContain("learn");
    });

  it("a page just opened starts the course at once (review 27, mythos_ja 3); a press on its table is a look", () => {
    const model = fakeModel(dealt());
    const b = built(model);
    expect(pressLearn(b, model)).toContain("learn");
    expect(b.confirm.hidden).toBe(true);
    // (review 39, letter_zh 8: a look at an untouched deal loses nothing, and it no longer asks there)
    const downs = [];
    document.addEventListener = (type, fn) => { if (type === "pointerdown") downs.push(fn); };
    const again = fakeModel(dealt());
    const looked = built(again);
    for (const fn of downs) fn({ target: document.createElement("canvas") });
    expect(pressLearn(looked, again)).toContain("learn");
    expect(looked.confirm.hidden).toBe(true);
  });

  it("a finished game starts the course at once", () => {
    const model = fakeModel(dealt({ step: 9, view: { game: "letter", result: { outcome: "win" } } }));
    const b = built(model);
    expect(pressLearn(b, model)).toContain("learn");
    expect(b.confirm.hidden).toBe(true);
  });
});
