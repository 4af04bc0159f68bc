// The header when the seat is asked to react to a combo or to join its partner's (issue 23, a newcomer's finding:
// it said "Your move" though it was not the seat's turn): it names what is asked and whose combo it is, in every
// language of the table (CH-C4, CH-COMBO-1).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import react from "../fixtures/chaos_react.json";
import join from "../fixtures/chaos_join.json";
import start from "../fixtures/chaos_start.json";

const status = (fixture, lang) => layout({ ...valid({ ...fixture, lang }), ui: {} }, { width: 800 })
  .items.find((i) => i.label === "status").text;

describe("the CHAOS header in a reaction window (CH-C4, CH-COMBO-1)", () => {
  for (const lang of ["en", "zh", "ja"]) {
    const words = { ...react.catalog.ui.en, ...react.catalog.ui[lang] };
    it(`says "react to B's combo" or "your partner asks you to join", not "your move" (${lang})`, () => {
      expect(react.view.to_act).toBe(react.seat);
      const leader = react.view.combo.leader;
      const r = status(react, lang);
      expect(r).toContain(words.head_react.replace("{seat}", leader));
      expect(r).not.toContain(words.you);
      const j = status(join, lang);
      expect(j).toContain(words.head_join.replace("{seat}", join.view.combo.leader));
      expect(j).not.toContain(words.you);
      expect(status(start, lang)).toContain(words.you);          // its own turn still says "Your move"
    });
  }
});
