// The Letter table, round AD (fixer AD2; newcomer review 19), finding 2: "'Name 8 · none left' is confusing: it
// appears while Cthulhu (8) is in plain view". The naming chip says why: 8 is Cthulhu's alone, hit only once it is
// on top (then the chip says "eliminates Cthulhu: you win"); another value with none unseen says that it misses.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/letter_start.json";

const guess = (value) => ({ id: `guess value=${value}`, kind: "guess", fields: { value }, target: { zone: "prompt" },
                            text: `Name ${value}`, label: `Name ${value}` });
const view = { ...start.view, phase: "guess", prompt: { kind: "guess" },
               opponent: { count: 4, clues: 3, top_known: false, cards: [{ hidden: true }, { hidden: true },
                 { hidden: true }, { id: "cthulhu", value: 8, insane: true }] } };
const CTHULHU = { en: "Cthulhu", zh: "克蘇魯", ja: "クトゥルフ" };

describe("finding 2: 'Name 8' with Cthulhu in view says why it cannot hit now", () => {
  for (const lang of ["en", "zh", "ja"]) {
    for (const width of [390, 1280]) {
      it(`${lang} at ${width}`, () => {
        const s = layout(valid({ ...start, lang, legal: [2, 3, 4, 5, 6, 7, 8].map(guess), view }),
                         { width, touch: width < 500 });
        const [eight] = s.items.filter((i) => i.type === "chip" && i.id === "act:guess value=8");
        expect(eight.text).toContain(CTHULHU[lang]);
        expect(eight.text).toContain(start.catalog.ui[lang].name_cthulhu);
        expect(eight.quiet).toBe(true);   // it cannot hit: quiet as a known top's misses (review 27, letter_zh 9)
      });
    }
  }
});
