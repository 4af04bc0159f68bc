// CHAOS round EE3, newcomer review 37 (chaos_en 3, 017/018): the hidden-bombs mark said "B2 planted 2–4 bombs"
// while the lesson said "4 bombs lie hidden from the start": an open count now says one number, the most there may be.
import { describe, expect, it } from "vitest";
import { hiddenCount } from "./labels.js";

const WORDS = { en: "up to {n}", zh: "最多 {n}", ja: "最大 {n}" };
const wordsOf = (lang) => (key, args = {}) => (key === "hidden_up_to" ? WORDS[lang].replace("{n}", args.n)
  : key === "left_next" ? `until ${args.seat}'s next turn` : key);

describe("an enemy's hidden bombs are counted with one number", () => {
  for (const lang of Object.keys(WORDS)) {
    it(`${lang}: two Mischiefs (2 to 4 bombs) read '${WORDS[lang].replace("{n}", 4)}'; a known count stays`, () => {
      const open = hiddenCount({ seat: "B2", hidden_bombs: { n: 4, low: 2, until: "next_turn" } }, wordsOf(lang));
      expect(open.n).toBe(WORDS[lang].replace("{n}", 4));
      expect(String(open.n)).not.toMatch(/–/);
      expect(hiddenCount({ seat: "B2", hidden_bombs: { n: 2, until: "next_turn" } }, wordsOf(lang)).n).toBe(2);
    });
  }
});
