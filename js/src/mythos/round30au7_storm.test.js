// Review 29, mythos_en 9 (054): hovering "Storm" in the header showed nothing; the reader had to find Downpour in the
// log. The header's weather word is a glossary term: a hover or a tap says what a Storm is.
import { describe, expect, it } from "vitest";
import { addGlossary } from "./glossary.js";
import catalog from "../fixtures/mythos_catalog.json";

describe("review 29, mythos_en 9: the header's Storm explains itself", () => {
  it("the Storm word gets a tip naming Downpour (en, ja)", () => {
    for (const [lang, word] of [["en", "Storm"], ["ja", "嵐"]]) {
      const items = [{ type: "text", text: word, x: 500, y: 20, size: 14 }];
      addGlossary(items, catalog, lang);
      expect(items[0].tip ?? "").toContain(lang === "en" ? "Downpour" : "豪雨");
    }
  });
});
