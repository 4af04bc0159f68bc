// Newcomer review 32 (round AZ, fixer AZ9), letter_en 2 / letter_zh: a phone's chip cut its words with "…". The Elder
// Sign warning of the next-to-last clue (LS-O4), the longest ⚠ no recorded game had, fits two lines at 390 too.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import start from "../fixtures/letter_start.json";
import frames from "./round34az9_frames.json";

const chips = (s) => s.items.filter((i) => i.type === "chip" && String(i.id).startsWith("act:"));

describe("review 32, letter_en 2: the Elder Sign warning's chip is whole on a phone", () => {
  for (const [lang, f] of Object.entries(frames)) {
    it(`${lang}: every chip of each hand card reads whole at 390×844, its ⚠ shown`, () => {
      const texts = f.view.hand.flatMap((_, k) => chips(layout({ game: "letter", mode: "play", seat: "player",
        lang: lang === "zh" ? "zh-TW" : lang, ...f, catalog: start.catalog, ui: { selected: k } },
      { width: 390, height: 844 })).map((c) => c.text));
      expect(texts.some((t) => t.includes("⚠"))).toBe(true);
      expect(texts.filter((t) => t.includes("…"))).toEqual([]);
    });
  }
});
