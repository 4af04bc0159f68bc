// Newcomer review 41, letter_en 12 (097): "Mi-Go" (a card in the hand) and the footer's "Set aside: Mi-Go Braincase"
// looked alike; the set-aside line says what the card is (LS-SETUP-1: the 0 only a Mi-Go's Insane play brings in).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import start from "../fixtures/letter_start.json";

// the kernel's words of this round (sentences/danger.py TABLE_DANGER), until the fixture is re-recorded
const WHAT = { en: "{card} (the 0 a Mi-Go gives)", zh: "{card}（0，米‧戈給的牌）", ja: "{card}（0、ミ＝ゴが渡す）" };
const MARK = { en: "the 0 a Mi-Go gives", zh: "米‧戈給的牌", ja: "ミ＝ゴが渡す" };

describe("review 41, letter_en 12: the set-aside card is said for what it is", () => {
  for (const lang of ["en", "zh", "ja"]) {
    for (const width of [1280, 390]) {
      it(`${lang} at ${width}`, () => {
        const ui = Object.fromEntries(Object.entries(start.catalog.ui).map(([l, words]) => [l, {
          ...words, aside_what: WHAT[l] }]));
        const s = layout({ ...start, lang, catalog: { ...start.catalog, ui } }, { width });
        const foot = s.items.filter((i) => i.type === "text" && i.label === "out-of-play").map((i) => i.text).join(" ");
        expect(foot).toContain(MARK[lang]);
        // the footer keeps its lines: a longer one ran the desk table past its 800 px window
        const plain = layout({ ...start, lang }, { width });
        expect(s.height).toBe(plain.height);
        const ask = (scene) => scene.items.some((i) => i.type === "text" && i.text === "(?)");
        expect(ask(s)).toBe(ask(plain));   // its "(?)" still fits beside it
      });
    }
  }
});
