// Newcomer review 31 (round AX, fixer AX8), letter_en / letter_zh finding 2: game over rearranged the phone's table.
// Where the page's result panel is shorter than the band and story rows it replaces, the hand no longer comes up
// under it (en, 45 px): it keeps the y it had on the last turn. (Where the panel is taller, zh and ja, the hand still
// goes down under it: open, round19aa_end's `it.fails`.)
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import start from "../fixtures/letter_start.json";
import recorded from "./round10n_games.json";
import games from "./round32ax8_games.json";

const hand = (s) => s.items.find((i) => i.label === "hand-0").y;

describe("letter finding 2: a phone's end never lifts the hand", () => {
  for (const lang of ["en", "zh", "ja"]) {
    it(`${lang} at 390`, () => {
      [...games[lang], ...recorded[lang]].forEach((game, g) => {
        const draw = (f, ui) => layout({ game: "letter", mode: "play", seat: "player", lang, ...f,
                                         catalog: start.catalog, ui: { touch: true, ...ui } }, { width: 390 });
        const last = draw(game.filter((f) => !f.view.result).at(-1), {});
        const end = draw(game.at(-1), { endingShown: true });
        expect(hand(end), `game ${g}`).toBeGreaterThanOrEqual(hand(last));
      });
    });
  }
});
