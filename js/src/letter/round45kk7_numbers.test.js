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

// Review 41, letter_en 3 (119): "Name 0: the top card is the Mi-Go Braincase —…" was cut: the kernel's label names the
// card ("Name 0 (Mi-Go Braincase)", LS-P1, LS-P5) and the page adds no "— you know it is a 0" to it.
describe("review 41, letter_en 3: the Name 0 chip is never cut", () => {
  const inv = { id: "investigators", insane: false, value: 1 };
  for (const width of [1280, 390]) {
    it(`at ${width}`, () => {
      const base = afterMiGo("en");
      const legal = [0, 1, 2].map((v) => ({ id: `play card=investigators guess=${v}`, kind: "play",
        fields: { card: "investigators", guess: v }, label: v ? `Name ${v}` : "Name 0 (Mi-Go Braincase)",
        target: { index: 0, zone: "hand" }, text: `Play Investigators: name ${v}.` }));
      const s = layout({ ...base, view: { ...base.view, hand: [inv, inv] }, legal, ui: { selected: 0 } }, { width });
      const zero = s.items.find((i) => i.type === "chip" && /guess=0$/u.test(String(i.id)));
      expect(zero.text).toBe("Name 0 (Mi-Go Braincase)");
      expect(zero.rows ?? 1).toBeLessThanOrEqual(2);
    });
  }
});
