// Newcomer review 41, letter_en 4 (118): after Mi-Go's Insane effect (LS-P5) the stack read "Clues: 6" with a badge
// of 6 while the Insanity line said "Race: 5 clues over Cthulhu": the known Mi-Go Braincase on top is a card over
// Cthulhu, not a clue (LS-P5, LS-ORIG-9; the kernel's opponent.clues_only). One number everywhere: 5.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { insanityState } from "./layout_insanity.js";
import start from "../fixtures/letter_start.json";

const BRAINCASE = { id: "mi_go_braincase", value: 0, insane: true };
const CTHULHU = { id: "cthulhu", insane: true, value: 8 };

/** Return the start table with the known Braincase over five hidden clues and Cthulhu, in `lang`. */
function afterMiGo(lang) {
  const cards = [BRAINCASE, ...Array.from({ length: 5 }, () => ({ hidden: true })), CTHULHU];
  const opponent = { ...start.view.opponent, cards, count: 7, clues: 6, clues_only: 5, top_known: true };
  return { ...start, lang, view: { ...start.view, insanity: 1, opponent } };
}

describe("review 41, letter_en 4: the Braincase is no clue in any number (LS-P5)", () => {
  for (const lang of ["en", "zh", "zh-TW", "ja"]) {
    for (const width of [1280, 390]) {
      it(`${lang} at ${width}: the stack's label and badge say 5, as the race line does`, () => {
        const input = afterMiGo(lang);
        const s = layout(input, { width });
        const pile = s.items.find((i) => i.label === "clue-stack");
        expect(pile.tally ?? pile.count).toBe(5);
        expect(pile.count).toBe(6);   // the pile still draws its six cards, the Braincase face up on top
        const above = s.items.filter((i) => i.type === "text" && i.y < pile.y && i.x === pile.x);
        const label = above.reduce((a, b) => (b.y > a.y ? b : a));   // the line right over the pile
        expect(label.text).toMatch(/5/u);
        expect(label.text).not.toMatch(/6/u);
        expect(insanityState(input.view).clues).toBe(5);
      });
    }
  }
});
