// Review 29, mythos_en 7 (083, 175): "★ our reading of an unclear rule" on Dysentery, Efficiophobia and Ambush read as
// the table unsure of itself. A player's card text drops the ★ (and so its "More terms: ★ …" note); the designer keeps
// it (the reading stays in docs/rules/mythos.md).
import { describe, expect, it } from "vitest";
import { handTip } from "./zoom.js";
import catalog from "../fixtures/mythos_catalog.json";

const table = (lang, design) => ({
  catalog, lang, design, acting: false, byInst: new Map(),
  w: (key) => catalog.ui[lang][key] ?? key,
});

describe("review 29, mythos_en 7: no ★ in play", () => {
  it("a player's Dysentery tip has no ★, en and ja; the designer's keeps it", () => {
    for (const lang of ["en", "ja"]) {
      expect(handTip(table(lang, false), { id: "dysentery", inst: 1 })).not.toContain("★");
      expect(handTip(table(lang, true), { id: "dysentery", inst: 1 })).toContain("★");
    }
  });
});
