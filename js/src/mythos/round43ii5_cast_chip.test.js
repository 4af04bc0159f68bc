// Review 39, mythos_en 4 (270): the spell step's chip beside Done read "Cast Command of the Bloody Tongue (from
// Hutchinson …", cut in the middle of a name. A use stop's chip (MY-COMBAT-3) too long for its line drops what its
// cast is from rather than cutting a word; its whole sentence stays its title (say).
import { describe, expect, it } from "vitest";
import { useChips } from "./use_chips.js";

const MOVES = {
  en: ["Cast Command of the Bloody Tongue (from Hutchinson Cipher) on Gomes.",
       "Cast Command of the Bloody Tongue (from Hutchinson Cipher) on Miss Anna Tilton."],
  ja: ["「血塗られた舌の命令」を「ゴメス」に唱える（「ハッチンソン暗号」から）。",
       "「血塗られた舌の命令」を「ミス・アンナ・ティルトン」に唱える（「ハッチンソン暗号」から）。"],
};
const table = (labels, lang) => ({
  acting: true, lang, sizes: { fs: 14, W: 1280 }, view: { phase: "combat", step: "use" },
  legal: labels.map((label, k) => ({ id: `cast ${k}`, kind: "cast", label, text: label,
                                     target: { card: 7 }, fields: { by: 9 } })),
});

describe("review 39, mythos_en 4: a cast chip is never cut in a name", () => {
  for (const [lang, labels] of Object.entries(MOVES)) {
    for (const moves of [labels.slice(0, 1), labels]) {
      it(`${lang}, ${moves.length} target(s), a 440 px line (270)`, () => {
        const [chip] = useChips(table(moves, lang), 440);
        const count = (ch) => chip.text.split(ch).length;
        for (const [open, close] of [["(", ")"], ["（", "）"], ["「", "」"]]) expect(count(open), chip.text).toBe(count(close));
        expect(chip.text).toContain(lang === "en" ? "Command of the Bloody Tongue" : "血塗られた舌の命令");
        expect(chip.say).toContain(lang === "en" ? "Hutchinson Cipher" : "ハッチンソン暗号");
      });
    }
  }
});
