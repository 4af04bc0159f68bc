// Review 38, mythos_en 5 (fixer GG7): the adventure said "✗ a spell · missing" without how to get one (173). A missing
// spell line says how: load a Spell card into one of your tomes (MY-CARD-4), en and ja; the catalog's needs.kinds
// (frames/mythos.py needs) names each line's kind.
import { describe, expect, it } from "vitest";
import { goalNeeds } from "./tracker.js";
import fixture from "../fixtures/mythos_catalog.json";

const HOW = { en: "missing: load a Spell card into one of your tomes", ja: "不足：呪文カードを自分の書物に装填する" };
const needs = { ...fixture.cards.questionable_judgement.needs,
                kinds: ["location", "tome", "location", "monster", "spell", "ally"] };
const judgement = { ...fixture.cards.questionable_judgement, needs };
const catalog = { ...fixture, cards: { ...fixture.cards, questionable_judgement: judgement },
                  ui: { en: { ...fixture.ui.en, goal_missing_spell: HOW.en },
                        ja: { ...fixture.ui.ja, goal_missing_spell: HOW.ja } } };
const wordsOf = (lang) => (key, vars = {}) => (catalog.ui[lang][key] ?? key)
  .replace(/\{(\w+)\}/g, (_, k) => vars[k] ?? "");
const goal = { id: "questionable_judgement", inst: 50, ready: false, have: [0, 1, 2, 1, 0, 1], notes: [] };

describe("a missing spell says how to get one (review 38, mythos_en 5)", () => {
  for (const lang of ["en", "ja"]) {
    it(`${lang}: the spell line says load a Spell card into a tome; the Library line stays 'missing'`, () => {
      const lines = goalNeeds(catalog, lang, goal, wordsOf(lang)).map((n) => n.text);
      expect(lines[4]).toContain(HOW[lang]);
      expect(lines[0]).not.toContain(HOW[lang]);
    });
  }
});
