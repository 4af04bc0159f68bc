// Review 34, chaos_en 4 (107): the combo header said "Combo Mischief + Checkup · Team A · full effect (same suit)"
// while the prompt and the story said the reaction had cancelled it. Once a reaction decided it, the header says so:
// "… · cancelled by team B's reaction" (different suits) or "… · taken over by team B's reaction" (same suit), CH-C4
// (review 41, chaos_ja 5: "turned round" / 「向きが変わった」 told of a direction no one chose).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import react from "../fixtures/chaos_react.json";

const WORDS = { en: ["cancelled by team B's reaction", "taken over by team B's reaction"],
                zh: ["被 B 组的反制取消", "被 B 组的反制夺走"], ja: ["チーム B の対抗で取り消し", "チーム B の対抗で奪われた"] };
const OWN = { en: { combo_cancelled_by: "cancelled by team {team}'s reaction",
                    combo_reflected_by: "taken over by team {team}'s reaction" },
              zh: { combo_cancelled_by: "被 {team} 组的反制取消", combo_reflected_by: "被 {team} 组的反制夺走" },
              ja: { combo_cancelled_by: "チーム {team} の対抗で取り消し", combo_reflected_by: "チーム {team} の対抗で奪われた" } };

/** The react fixture after B's reaction decided team A's combo (`reflect`), its catalog with this round's words. */
function decided(reflect, lang) {
  const ui = Object.fromEntries(Object.entries(react.catalog.ui).map(([l, w]) => [l, { ...w, ...(OWN[l] ?? {}) }]));
  const view = { ...react.view, combo: { ...react.view.combo, reflect,
                                         reaction: { B2: react.view.combo.cards.A2, B1: react.view.combo.cards.A1 } } };
  return { ...react, view, lang, catalog: { ...react.catalog, ui } };
}

describe("CH-C4: the combo header after a reaction decided it", () => {
  for (const lang of Object.keys(WORDS)) {
    for (const width of [1280, 390]) {
      it(`${lang} ${width}: says cancelled or turned round, not the suits' effect`, () => {
        for (const [i, reflect] of ["cancel", "full"].entries()) {
          const s = layout(valid(decided(reflect, lang)), { width });
          const at = s.items.findIndex((item) => item.label === "combo");   // the header, wrapped on its lines
          const head = s.items.slice(at, at + 3).map((item) => item.text ?? "").join(" ").replace(/\s+/g, "");
          expect(head).toContain(WORDS[lang][i].replace(/\s+/g, ""));
          expect(head).not.toContain((react.catalog.ui[lang]?.full ?? react.catalog.ui.en.full).replace(/\s+/g, ""));
        }
      });
    }
  }
});
