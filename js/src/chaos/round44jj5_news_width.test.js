// CHAOS, round JJ (fixer JJ5), newcomer review 40, chaos_ja 3 (020): the violet news of a hidden bomb was cut on a
// phone, "c7 の隠れた爆弾（最初からあったか、 ..." (CH-MOVE-4). Every language's "a bomb sent you back" news fits the
// one line the English widest takes at the hand news's smallest size (11 px, bold: chaos/hand_news.js), which holds on
// a 362 px phone's hand column (sentences/news_words.py). Read from the kernel's own words.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { textWidth } from "../scene/text.js";

const WORDS = new URL("../../../cthulhu_widgets/games/chaos/sentences/news_words.py", import.meta.url);
const SRC = readFileSync(WORDS, "utf8");
const LANGS = ["en", "zh", "zh-TW", "ja"];   // the order news_words.py writes them
const KEYS = ["bombed", "bombed_start", "bombed_maybe", "bombed_by", "bombed_pushed", "bombed_found", "bombed_after"];
const fill = (s) => s.replace("{cell}", "c7").replace("{team}", "B").replace("{to}", "a8").replace("{by}", "B2");
const said = (key) => [...SRC.matchAll(new RegExp(`"${key}": "([^"]*)"`, "g"))].map((m) => fill(m[1]));
const WIDEST = Math.max(...KEYS.map((k) => textWidth(said(k)[0], 11, true)));   // English's widest: one line

describe("review 40, chaos_ja 3: a bomb's news is one line on a phone in every language", () => {
  for (const key of KEYS) {
    it(`${key}: no language's line is wider than English's widest`, () => {
      const lines = said(key);
      expect(lines).toHaveLength(LANGS.length);
      for (const [k, line] of lines.entries()) {
        expect(textWidth(line, 11, true), `${LANGS[k]}: ${line}`).toBeLessThanOrEqual(WIDEST);
      }
    });
  }
});
