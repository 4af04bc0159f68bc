// Newcomer review 34 (round BB, fixer BB8), letter_en 11 (034 vs 043): "Name 8 · Cthulhu's, not on top" on turn 1, a
// plain "Name 8" once the top card was a known Elder Sign, though the same reason held. The same words whenever it
// holds: 8 is Cthulhu's, and Cthulhu is not on top.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/letter_start.json";

const guess = (value) => ({ id: `guess value=${value}`, kind: "guess", fields: { value }, target: { zone: "prompt" },
                            text: `Name ${value}`, label: `Name ${value}` });
const view = { ...start.view, phase: "guess", prompt: { kind: "guess" },
               opponent: { count: 4, clues: 3, top_known: true, cards: [{ id: "elder_sign", value: 4, insane: false },
                 { hidden: true }, { hidden: true }, { id: "cthulhu", value: 8, insane: true }] } };

describe("letter_en 11: 'Name 8' says why it cannot hit with a known top too", () => {
  for (const lang of ["en", "zh", "ja"]) {
    for (const width of [390, 1280]) {
      it(`${lang} at ${width}`, () => {
        const s = layout(valid({ ...start, lang, legal: [2, 3, 4, 5, 6, 7, 8].map(guess), view }),
                         { width, touch: width < 500 });
        const chip = (v) => s.items.find((i) => i.type === "chip" && i.id === `act:guess value=${v}`);
        expect(chip(8).text).toContain(start.catalog.ui[lang].name_cthulhu);
        expect(chip(8).quiet).toBe(true);
        expect(chip(4).text).not.toContain(start.catalog.ui[lang].name_cthulhu);   // the known top's name glows
      });
    }
  }
});
