// Newcomer review 33 (round BA, fixer BA5), letter_en 10: small slips. 131: "the deck holds only 0"; 064/111: the end's
// footer said "(under ⋯ on a narrow screen)" on the desk, where the bar shows the Seed box itself.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import start from "../fixtures/letter_start.json";
import won from "../fixtures/letter_won.json";

const texts = (s) => s.items.filter((i) => i.type === "text").map((i) => i.text).join(" ");

describe("letter_en 10 (review 33): small slips", () => {
  it("an empty deck is not 'only 0'", () => {
    const f = { ...start, view: { ...start.view, insanity: 2, deck: { ...start.view.deck, count: 0, cards: [] } } };
    for (const width of [1280, 390]) {
      const said = texts(layout({ game: "letter", mode: "play", ...f, ui: {} }, { width, height: 800 }));
      expect(said).toMatch(/Insanity N = 2/u);
      expect(said).not.toMatch(/only 0/u);
    }
  });
  it("the desk's end footer names no ⋯ menu; a phone's does", () => {
    const desk = texts(layout({ game: "letter", mode: "play", ...won, ui: {} }, { width: 1280, height: 800 }));
    const phone = texts(layout({ game: "letter", mode: "play", ...won, ui: {} }, { width: 390, height: 844 }));
    expect(desk).toMatch(/Seed box/u);
    expect(desk).not.toMatch(/⋯/u);
    expect(phone).toMatch(/⋯/u);
  });
});
