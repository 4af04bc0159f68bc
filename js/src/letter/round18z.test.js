// The Letter table, round Z (newcomer review 17: en desk 1280×800 and a 繁體中文 phone 390×844).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/letter_start.json";

const at = (s, label, lang = "en") => s.items.filter((i) => i.label === label).map((i) => i.text)
  .join(lang === "en" ? " " : "");

// N = 1, the deck holds 2 after the draw, 3 clues over Cthulhu; both hand cards are Insanity cards whose play makes
// N = 2, so no card is left to draw after the next check (LS-CHECK-4): the kernel marks each play `dooms`
const DOOMED = { ...start.view, insanity: 1, deck: { count: 2, top_known: false, cards: [{ hidden: true }, { hidden: true }] } };
const play = (card, dooms) => ({ id: `play card=${card} effect=sane`, kind: "play", fields: { card, effect: "sane" },
                                 target: { zone: "hand", index: 0 }, text: card, label: card, ...(dooms ? { dooms } : {}) });
const LOST = { en: "you lose at the next check", zh: "你會在下一次檢定時輸掉", ja: "次のチェックで負け" };
const TURN = { en: "1 more turn", zh: "1 個回合", ja: "1 ターン" };

describe("finding 1: when every play loses at the next check, the Insanity line says so, not '1 more turn'", () => {
  for (const lang of ["en", "zh", "ja"]) {
    for (const width of [1280, 390]) {
      it(`${lang} at ${width}`, () => {
        const legal = [play("golden_mead", true), play("deep_ones", true)];
        const s = layout(valid({ ...start, lang, view: DOOMED, legal }), { width });
        const line = at(s, "insanity-line", lang);
        expect(line).toContain(LOST[lang]);
        expect(line).not.toContain(TURN[lang]);
      });
    }
    it(`${lang}: one play that keeps the check leaves the line as it was`, () => {
      const legal = [play("golden_mead", true), play("deep_ones", false)];
      const line = at(layout(valid({ ...start, lang, view: DOOMED, legal }), { width: 1280 }), "insanity-line", lang);
      expect(line).not.toContain(LOST[lang]);
    });
  }
});
