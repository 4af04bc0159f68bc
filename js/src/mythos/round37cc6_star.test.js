// Round CC, fixer CC6 (newcomer review 35, mythos_ja 8, shot 361): a card opened from the story's name link read
// "…場合にのみ埋葬される★。": the table's ★ mark of its reading of an unclear rule, which the card zoom hides from a player
// (glossary.js playText), showed there. A player's story zoom drops it too; the designer's keeps it.
import { describe, expect, it } from "vitest";
import { mythosZoom } from "./layout.js";
import catalog from "../fixtures/mythos_catalog.json";

describe("mythos_ja 8: no stray ★ in a card opened from the story", () => {
  for (const lang of ["en", "ja", "zh-CN"]) {
    it(`${lang}: Agoraphobia's text without ★ in play, with it in design`, () => {
      const play = mythosZoom({ catalog, lang }).texts("card:agoraphobia");
      expect(play.lines.join(" ")).not.toContain("★");
      const design = mythosZoom({ catalog, lang, mode: "design" }).texts("card:agoraphobia");
      expect(design.lines.join(" ")).toContain("★");
    });
  }
});
