// Newcomer review 21, Letter zh-TW phone finding 9 (047_hard0): the Difficulty menu's name "難度" broke onto two lines
// beside its long note in the phone's "⋯" panel (the label is an inline flex box: its note squeezed the name). The
// name keeps one line, in every language.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeModel, installFakeDocument } from "./fake_dom.js";
import { built } from "./bar_support.js";
import { PAGE_WORDS as WORDS } from "./words.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

const letter = (lang) => ({ game: "letter", lang, seat: "player", mode: "play", step: 0, history_len: 0,
                            undo_policy: "fair", view: { game: "letter", to_act: "player" }, deal: "d1",
                            difficulty: "hard", catalog_data: { seats: ["player"], langs: ["en", "zh", "ja", "zh-TW"] } });

describe("the Difficulty's name keeps one line", () => {
  for (const lang of ["en", "ja", "zh-TW"]) {
    it(lang, () => {
      const bar = built(fakeModel(letter(lang)));
      const name = bar.nodes.find((n) => n.textContent === WORDS[lang].difficulty && !n.dataset?.cmd);
      expect(name, WORDS[lang].difficulty).toBeTruthy();
      expect(name.style.whiteSpace).toBe("nowrap");
    });
  }
});
