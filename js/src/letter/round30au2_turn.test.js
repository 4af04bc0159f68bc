// Newcomer review 29 (round AU, fixer AU2), letter_en 5 and letter_zh 9: after the opponent's move the header said
// "Your move" while the band still said "Opponent's turn: …" and no hand card glowed (045, 099, 102; zh 080, 093, for
// the page's 1–2 s beat). The moment the turn is the reader's, the band says so under what the opponent did, and the
// hand glows, in the same frame.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/letter_start.json";
import frames from "./round19aa_frames.json";

const band = (s) => s.items.filter((i) => String(i.label).startsWith("prompt") && i.text).map((i) => i.text).join(" ");
const input = (lang, ui = {}) => ({ ...valid({ ...start, ...frames[lang].theirs, catalog: start.catalog }), ui });
const THEIRS = { en: "Opponent's turn:", ja: "相手の番：", zh: "對手回合：" };
const YOURS = { en: "Your turn:", ja: "あなたの番：", zh: "輪到你：" };

describe("letter_en 5, letter_zh 9: the opponent's beat already says and shows the reader's turn", () => {
  for (const [lang, width] of [["en", 1280], ["zh", 390]]) {
    it(`${lang} at ${width}: "${YOURS[lang]}" under the opponent's turn, the hand glowing`, () => {
      const held = layout(input(lang, { beat: { step: 2 } }), { width });
      const said = band(held).replace(/\s+/g, " ");
      expect(said).toContain(THEIRS[lang]);
      expect(said.indexOf(YOURS[lang]), said).toBeGreaterThan(said.indexOf(THEIRS[lang]));
      const glowing = (s) => s.items.filter((i) => i.highlight && String(i.label).startsWith("hand-")).length;
      expect(glowing(held)).toBeGreaterThan(0);
      expect(glowing(held)).toBe(glowing(layout(input(lang), { width })));
    });
  }
});
