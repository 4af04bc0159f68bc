// Round CC, fixer CC6 (newcomer review 35, mythos_en 6, shot 182): the spell strip under a tome read "of the Bloody
// Tongue": a name too long for its strip kept its last words, starting on "of". A kept tail now starts on a word that
// names (never "of", "the", "and"…), and a strip never reads as a cut phrase.
import { describe, expect, it } from "vitest";
import { tabText } from "./table.js";
import catalog from "../fixtures/mythos_catalog.json";

const t = (W) => ({ catalog, lang: "en", sizes: { fs: 14, W, th: 16 } });

describe("mythos_en 6: a carried card's strip never starts on a connecting word", () => {
  for (const width of [60, 90, 110, 135]) {
    it(`Command of the Bloody Tongue in a ${width} px strip on the desk`, () => {
      const { text } = tabText(t(1280), { id: "command_of_the_bloody_tongue", inst: 35 }, width);
      expect(text).not.toMatch(/^(of|the|and|in|to|from|with|on|for|at|by|a|an)\b/);
    });
  }
});
