// Round BB7 (newcomer review 34, mythos_ja 7, shot 335): N'kai's sheet read 「地域: 異境 / 異境」: its region and
// sub-region are both "Exotic Location" (the card's data); the sheet names a place once when both are the same.
import { describe, expect, it } from "vitest";
import { statLines } from "./cards.js";
import catalog from "../fixtures/mythos_catalog.json";

describe("a location's region line names no place twice", () => {
  for (const lang of ["en", "ja"]) {
    it(`every location, ${lang}`, () => {
      const twice = Object.entries(catalog.cards).filter(([, c]) => c.type === "location")
        .flatMap(([id]) => statLines(id, catalog, lang)).filter((line) => /(\S[^/·]*?) \/ \1(?: ·|$)/.test(line));
      expect(twice).toEqual([]);
    });
  }
  it("N'kai names its place once", () => {
    const line = statLines("nkai", catalog, "ja").find((l) => l.includes("地域"));
    expect(line).toMatch(/地域：異境$/);   // a full-width colon in Japanese (review 37)
  });
});
