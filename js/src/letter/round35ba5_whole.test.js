// Newcomer review 33 (round BA, fixer BA5), letter_en 7 (099/126 vs 141): a chosen hand card's text on the desk ended
// after its "Insane:" row, without "Played by the opponent (Insane row): …" that the story's link shows and that
// judges a risk. At 1280 a chosen card's box says every row its opened text says, in every language.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import start from "../fixtures/letter_start.json";

const zoomText = (s) => s.items.filter((i) => i.label === "zoom-text").map((i) => i.text).join(" ");
const ids = Object.keys(start.catalog.cards).filter((id) => start.catalog.card_texts?.[id]);

describe("letter_en 7 (review 33): a chosen hand card's text is whole on the desk", () => {
  for (const lang of ["en", "zh", "ja"]) {
    it(`${lang}: each card chosen at 1280 says what its opened text says`, () => {
      const short = [];
      for (const id of ids) {
        const f = { ...start, lang, view: { ...start.view, hand: [{ ...start.view.hand[0], id }, start.view.hand[1]] } };
        const chosen = layout({ game: "letter", mode: "play", ...f, ui: { selected: 0 } }, { width: 1280, height: 800 });
        const opened = layout({ game: "letter", mode: "play", ...f, ui: { selected: `zoom:${id}` } }, { width: 1280, height: 800 });
        if (zoomText(chosen) !== zoomText(opened)) short.push(id);
      }
      expect(short).toEqual([]);
    });
  }
});
