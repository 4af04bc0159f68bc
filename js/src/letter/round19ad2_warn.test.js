// The Letter table, round AD (fixer AD2; newcomer review 19, Letter desk en and phone zh-TW), finding 1.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/letter_start.json";

const at = (s, label, lang = "en") => s.items.filter((i) => i.label === label).map((i) => i.text)
  .join(lang === "en" ? " " : "");

// Game 3, turn 12: N = 3 and 4 cards in the deck while the player answers the opponent's Armitage (LS-O5): either
// answer takes a card off the deck, 3 left, so nothing is left to draw after the next check (LS-CHECK-4); the kernel
// marks each answer `dooms` (dangers.answer_dooms). The line said "lasts about 1 more turn".
const DOOMED = { ...start.view, insanity: 3,
                 deck: { count: 4, top_known: false, cards: [1, 2, 3, 4].map(() => ({ hidden: true })) } };
const answer = (side, dooms) => ({ id: `answer side=${side}`, kind: "answer", fields: { side },
                                   target: { zone: side }, text: side, label: side, ...(dooms ? { dooms } : {}) });
const LOST = { en: "you lose at the next check", zh: "你會在下一次檢定時輸掉", ja: "次のチェックで負け" };
const TURN = { en: "1 more turn", zh: "1 個回合", ja: "1 ターン" };

describe("finding 1: when every answer loses at the next check, the Insanity line says so, not '1 more turn'", () => {
  for (const lang of ["en", "zh", "ja"]) {
    for (const width of [1280, 390]) {
      it(`${lang} at ${width}`, () => {
        const legal = [answer("hand", true), answer("deck", true)];
        const line = at(layout(valid({ ...start, lang, view: DOOMED, legal }), { width }), "insanity-line", lang);
        expect(line).toContain(LOST[lang]);
        expect(line).not.toContain(TURN[lang]);
      });
    }
    it(`${lang}: one answer that keeps the check leaves the line as it was`, () => {
      const legal = [answer("hand", true), answer("deck", false)];
      const line = at(layout(valid({ ...start, lang, view: DOOMED, legal }), { width: 1280 }), "insanity-line", lang);
      expect(line).not.toContain(LOST[lang]);
    });
  }
});
