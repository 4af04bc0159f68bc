// Round AK, fixer AK5 (newcomer review 22, Letter en finding 7, 066): the "Not seen yet, by value" line showed in the
// card text of Investigators and Deep Ones but not of Great Race of Yith, whose hand compare can lose the game (a
// higher top card beats the hand, LS-P3). Every card that compares with or names the unseen top card says what is
// still unseen, by value, so its risk can be weighed: the compare cards (Yith, Hound of Tindalos) too.
import { describe, expect, it } from "vitest";
import { cardParas } from "../letter/layout_zoom.js";
import start from "../fixtures/letter_start.json";

const w = (key, vars = {}) => (key === "unseen_values" ? `UNSEEN ${vars.list}` : key);

describe("Letter en finding 7: a risky card's text counts the cards not seen yet", () => {
  for (const id of ["investigators", "deep_ones", "great_race_of_yith", "hound_of_tindalos"]) {
    it(`${id} lists the unseen values`, () => {
      const c = start.catalog.card_texts[id].en;
      const paras = cardParas(c, id, w, "en", start.catalog, start.view);
      expect(paras.some((p) => String(p).startsWith("UNSEEN "))).toBe(true);
    });
  }

  it("a card that risks nothing by the top card's value (Elder Sign) has no such line", () => {
    const c = start.catalog.card_texts.elder_sign.en;
    expect(cardParas(c, "elder_sign", w, "en", start.catalog, start.view).some((p) => String(p).startsWith("UNSEEN")))
      .toBe(false);
  });
});
