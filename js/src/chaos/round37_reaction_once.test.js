// Review 35, chaos_en 2 (184): after team B's reaction the panel read "Combo Possession + Protection · Team A ·
// cancelled by team B's reaction" and then "Reaction: B2: Prank (Eye) + B1: Schizophrenia (Moon) · cancelled": two
// "cancelled", so the reader could not tell who won. The header says the outcome; the reaction's line names its cards.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import react from "../fixtures/chaos_react.json";

/** The react fixture after B's reaction decided team A's combo (`reflect`: "cancel" or "full"). */
function decided(reflect, lang) {
  const view = { ...react.view, combo: { ...react.view.combo, reflect,
                                         reaction: { B2: react.view.combo.cards.A2, B1: react.view.combo.cards.A1 } } };
  return { ...react, view, lang };
}

describe("CH-C4: a decided reaction's outcome is said once, in the combo's header", () => {
  for (const lang of ["en", "zh", "ja"]) {
    for (const width of [1280, 390]) {
      it(`${lang} ${width}`, () => {
        const ui = react.catalog.ui[lang] ?? react.catalog.ui.en;
        for (const [reflect, word] of [["cancel", ui.reaction_cancels], ["full", ui.reflected]]) {
          const s = layout(valid(decided(reflect, lang)), { width });
          expect(s.items.find((i) => i.label === "combo"), lang).toBeTruthy();
          // the reaction's line (wrapped or joined to the cards' line on a phone) is there, with its cards
          const line = s.items.map((i) => i.text ?? "").join(" ").replace(/\s+/g, "");
          const colon = /^(ja|zh)/.test(lang) ? "：" : ":";   // ja/zh: the full-width colon (round FF)
          const at = line.indexOf(`${ui.reaction}${colon}`.replace(/\s+/g, ""));
          expect(at, lang).toBeGreaterThanOrEqual(0);
          expect(line.slice(at, at + 80), `${lang} ${reflect}`).not.toContain(`·${word.replace(/\s+/g, "")}`);
        }
      });
    }
  }
});
