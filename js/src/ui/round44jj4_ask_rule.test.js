// Round JJ, fixer JJ4: one rule for the bar's question (issue 23): a game with moves made asks before it is lost, an
// untouched one never does. Review 39, letter_zh 8 (004, 099): 學習遊玩 asked on an untouched turn 1 while the level's
// change dealt at once; review 40, chaos_en 12 (061): after the lesson New game threw its game, the reader's moves in
// it, away without a word.
import { describe, expect, it, vi } from "vitest";
import { built, fakePageAndDate, ownMove, press, pressLearn } from "./bar_support.js";
import { LOOKED_MS } from "./toolbar.js";
import { fakeModel } from "./fake_dom.js";

fakePageAndDate();

const LOSE = { en: "Lose this game?", ja: "このゲームを", zh: "这局", "zh-TW": "這局" };
const dealt = (more) => ({ game: "letter", lang: "en", seat: "player", mode: "play", step: 0, history_len: 0,
                           undo_policy: "keep", difficulty: "standard", deal: "d1", catalog_data: {},
                           view: { game: "letter", to_act: "player" }, coach: {}, ...more });

describe("one rule: a game with moves made asks, an untouched one never does", () => {
  it("letter_zh 8: on an untouched turn 1, read a while, Learn to play and the level both deal at once", () => {
    const model = fakeModel(dealt({ lang: "zh-TW" }));
    const b = built(model);
    vi.advanceTimersByTime(LOOKED_MS);   // the hand read a while
    expect(pressLearn(b, model)).toContain("learn");
    expect(b.confirm.hidden).toBe(true);
    const again = fakeModel(dealt({ lang: "zh-TW" }));
    const level = built(again);
    vi.advanceTimersByTime(LOOKED_MS);
    press(level.bar, level.cmd("difficulty_go"));
    expect(level.confirm.hidden).toBe(true);
    expect(again.sent.map((m) => m.cmd)).toContain("difficulty");
  });

  it.each(Object.keys(LOSE))("chaos_en 12 (%s): after the lesson its game holds the reader's moves: New game asks",
    (lang) => {
    const chaos = { game: "chaos", seat: "A1", view: { game: "chaos", to_act: "A1" }, lang };
    const model = fakeModel(dealt({ ...chaos, coach: { title: "Learn", n: 1, of: 9, id: "go" } }));
    const b = built(model);
    model.send({ cmd: "learn" });
    model.set("deal", "course01");
    b.toolbar.update({ autoplay: false });
    ownMove(model, b);   // a move of the lesson's
    model.set("coach", { free: 1, next: { restart: 1, label: "New game" } });   // the lesson is over
    b.toolbar.update({ autoplay: false });
    press(b.bar, b.cmd("restart"));
    expect(b.confirm.hidden).toBe(false);
    expect(b.confirm.childNodes[0].textContent).toContain(LOSE[lang]);
    expect(model.sent.map((m) => m.cmd)).not.toContain("restart");
  });
});
