// Round AT, fixer AT5 (newcomer review 28, letter_zh 8, 096): on a phone the story ("遊戲經過") sat at the very bottom
// under a big blank and a setup note; the reader found it only at the game's end. ⋯ holds a way to it, in every language.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { built, press } from "./bar_support.js";
import { fakeModel, installFakeDocument } from "./fake_dom.js";
import { pageStyle } from "./page.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

const table = (game, lang) => ({ game, lang, seat: "player", mode: "play", step: 2, history_len: 2, undo_policy: "keep",
                                 difficulty: "standard", deal: "d1", catalog_data: {}, view: { game, to_act: "player" } });

describe("letter_zh 8: ⋯ has a way to the story", () => {
  for (const [game, lang, text] of [["letter", "zh", "遊戲經過 ↓"], ["chaos", "zh", "游戏经过 ↓"], ["letter", "ja", "ゲームの経過 ↓"],
                                    ["mythos", "en", "Story of the game ↓"]]) {
    it(`${game} ${lang}: "${text}" in the ⋯ panel scrolls the story to the window's top and folds the panel`, () => {
      const b = built(fakeModel(table(game, lang)));
      const jump = b.cmd("story_jump");
      expect(jump?.textContent).toBe(text);
      expect(b.box.childNodes.includes(jump)).toBe(true);
      const scrolled = [];
      const story = { scrollIntoView: (opts) => scrolled.push(opts) };
      b.bar.closest = (sel) => (sel === ".cw-root" ? { querySelector: (q) => (q === ".cw-story" ? story : null) } : null);
      b.box.dataset.open = "1";
      press(b.bar, jump);
      expect(scrolled).toEqual([{ block: "start", behavior: "smooth" }]);
      expect(b.box.dataset.open).toBe("0");
    });
  }

  it("a desk's bar has none (its story stands beside the table)", () => {
    expect(pageStyle()).toMatch(/\.cw-root\[data-wide="1"\] \.cw-bar \[data-cmd=story_jump\] \{ display: none; \}/);
  });
});
