// Newcomer review 42, chaos_en 1 (179, 139-140, 185): the end panel's Easy note promised "never pushes or swaps your
// team", yet Bot B2 stepped onto the reader's cell and they swapped roles (CH-SWAP-1). Round 46 LL1's Easy bots never
// step onto the reader's team, but a swap can still come without such a step (a vanished ghost shown again, a follow,
// CH-SWAP-5: 13 in 200 games), and team A now wins 178 of 200: the note says "avoids" and "about 9 games in 10".
import { describe, expect, it } from "vitest";
import { PAGE_WORDS as WORDS } from "./words.js";
import { endingWords } from "./ending.js";

const TOLD = { en: ["avoids swaps", "9 games in 10"], ja: ["避ける", "約10回に9回"], "zh-TW": ["避免", "每10局贏9局"],
               "zh-CN": ["避免", "每10局赢9局"] };

describe("CHAOS Easy's note keeps its word", () => {
  it("round46ll1 says Easy avoids swaps (no 'never swaps') and its rate, in every language", () => {
    for (const [lang, words] of Object.entries(TOLD)) {
      const note = WORDS[lang].difficulty_note_easy_chaos;
      for (const w of words) expect(note, lang).toContain(w);
      expect(note, lang).not.toMatch(/swaps your team|役割を入れ替えることも|不交換|不交换|手番/);
    }
    for (const [lang, table] of [["en", "en"], ["ja", "ja"], ["zh-TW", "zh-TW"], ["zh-CN", "zh"]]) {
      expect(endingWords(table, "chaos").try_easy, lang).toContain(TOLD[lang][1]);
    }
  });
});
