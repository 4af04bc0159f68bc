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

// Finding 2: with Cthulhu on top, Carter's swap takes it away (LS-P6, LS-P9): its chip says the win; naming 8 too.
import tables from "./round18z_tables.json";

const { carter, armitage } = tables;

const WIN = { en: "you win", zh: "獲勝", ja: "あなたの勝ち" };   // zh: "淘汰克蘇魯：獲勝" (9c61931: two lines at 360 px)
const TAKES = { en: "takes Cthulhu", zh: "拿走克蘇魯", ja: "クトゥルフを奪う" };

describe("finding 2: a chip whose move seals Cthulhu says it wins, the hand kept where it was", () => {
  for (const lang of ["en", "zh", "ja"]) {
    for (const width of [1280, 390]) {
      it(`${lang} at ${width}: Carter's chip says it takes Cthulhu and wins; the hand does not move`, () => {
        const base = valid({ ...start, ...carter[lang], lang });
        const i = base.view.hand.findIndex((c) => c.id === "randolph_carter");
        const touch = width < 760;
        const plain = layout({ ...base, ui: { touch } }, { width });
        const s = layout({ ...base, ui: { touch, selected: i } }, { width });
        const chip = s.items.find((c) => c.type === "chip" && c.id === "act:play card=randolph_carter");
        expect(chip.text).toContain(TAKES[lang]);
        expect(chip.text).toContain(WIN[lang]);
        const other = `hand-${1 - i}`;   // the chosen card itself is lifted
        expect(s.items.find((c) => c.label === other).y).toBe(plain.items.find((c) => c.label === other).y);
      });
    }
    it(`${lang}: 'Name 8' with Cthulhu face up on top says it wins`, () => {
      const guess = (value) => ({ id: `guess value=${value}`, kind: "guess", fields: { value }, target: { zone: "prompt" },
                                  text: `Name ${value}`, label: `Name ${value}` });
      const view = { ...carter[lang].view, phase: "guess", prompt: { kind: "guess" } };
      const s = layout(valid({ ...start, lang, legal: [2, 3, 4, 5, 6, 7, 8].map(guess), view }), { width: 390 });
      const chip = (v) => s.items.find((c) => c.type === "chip" && c.id === `act:guess value=${v}`);
      expect(chip(8).text).toContain(WIN[lang]);
      expect(chip(7).text).not.toContain(WIN[lang]);
    });
  }
});

// Finding 4: Armitage's "on the opponent" chip is not offered while the opponent is protected (LS-TURN-7): its one chip
// says why, and the hand stays where it was.
const SHIELD = { en: "the opponent is protected", zh: "對手受到保護", ja: "相手は保護されている" };

describe("finding 4: a chip not offered because of protection is explained on the chip that is", () => {
  for (const lang of ["en", "zh", "ja"]) {
    for (const width of [1280, 390]) {
      it(`${lang} at ${width}: Armitage's chip says the opponent is protected; the hand does not move`, () => {
        const base = valid({ ...start, ...armitage[lang], lang });
        const i = base.view.hand.findIndex((c) => c.id === "professor_armitage");
        const touch = width < 760;
        const plain = layout({ ...base, ui: { touch } }, { width });
        const s = layout({ ...base, ui: { touch, selected: i } }, { width });
        const chip = s.items.find((c) => c.type === "chip" && c.id === "act:play card=professor_armitage target=self");
        expect(chip.text).toContain(SHIELD[lang]);
        const other = `hand-${1 - i}`;
        expect(s.items.find((c) => c.label === other).y).toBe(plain.items.find((c) => c.label === other).y);
      });
    }
  }
});
