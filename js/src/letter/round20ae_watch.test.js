// Newcomer review 19, Letter desk finding 7 (brief AE1, item 4): "I switched Player to 'Bot plays (watch)' after a
// lost game, and the bot silently took over and finished that game (058). I expected it to start with the next game."
// At a game's end the switch deals a new game for the bot; mid-game the menu's tip says the bot plays this game on.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeModel, installFakeDocument } from "../ui/fake_dom.js";
import { PAGE_WORDS } from "../ui/words.js";
import { built, press } from "../ui/bar_support.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

const letter = (more) => ({ game: "letter", lang: "en", seat: "player", mode: "play", step: 4, history_len: 4,
                            undo_policy: "fair", view: { game: "letter", to_act: "player" }, deal: "d1",
                            difficulty: "standard", catalog_data: { seats: [], langs: ["en", "zh", "ja", "zh-TW"] },
                            ...more });

function watchBot(bar) {
  const select = bar.cmd("watch");
  select.value = "bot";
  select.fire("change");
}

describe("the Player menu's Bot plays (watch) says what it does", () => {
  it("at a game's end deals a new game for the bot to play", () => {
    const model = fakeModel(letter({ view: { game: "letter", to_act: null, result: { outcome: "loss" } } }));
    const bar = built(model);
    watchBot(bar);
    expect(model.sent).toEqual([{ cmd: "watch", on: true }, { cmd: "restart" }]);
  });
  // since review 41 (letter_en 129: the bot finished the reader's game in a second, unasked) it asks first
  // (round45kk2_level_ask); Yes hands the game on
  it("mid-game hands this game on to the bot once asked, as its tip says, in every Letter language", () => {
    const model = fakeModel(letter());
    const bar = built(model);
    bar.cmd("watch_go").click = () => press(bar.bar, bar.cmd("watch_go"));
    watchBot(bar);
    expect(model.sent).toEqual([]);
    bar.confirm.childNodes[1].fire("click");
    expect(model.sent).toEqual([{ cmd: "watch", on: true }]);
    expect(bar.cmd("watch").title).toBe(PAGE_WORDS.en.watch_title);
    for (const lang of ["en", "ja", "zh-TW", "zh-CN"]) {
      expect(PAGE_WORDS[lang].watch_title, lang).toMatch(/this game|このゲーム|這局|这局/);
      expect(PAGE_WORDS[lang].watch_title, lang).toMatch(/new game|新しいゲーム|新局/);
    }
  });
});
