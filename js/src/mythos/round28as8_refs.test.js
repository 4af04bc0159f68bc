// Round AS8, review 27, mythos_ja 8 (064): Gomes' zoom told Frank Belknap Long's clause twice, once in Gomes' own text
// ("…only one minimum-lowering ally counts, as with Frank Belknap Long") and again as Frank's reference line. A
// reference whose text the card already says whole is left out; one that adds words (Ray Stuckey's Luther Harden)
// stays.
import { describe, expect, it } from "vitest";
import { untoldCards } from "./refs.js";
import catalogBase from "../fixtures/mythos_catalog.json";

describe("review 27, mythos_ja 8: a reference the card already says is not told again", () => {
  for (const lang of ["en", "ja"]) {
    it(`${lang}: Gomes has no Frank Belknap Long line; Ray Stuckey keeps Luther Harden's`, () => {
      expect(untoldCards(catalogBase, lang, "gomes")).toEqual([]);
      expect(untoldCards(catalogBase, lang, "ray_stuckey").map((r) => r.id)).toEqual(["luther_harden"]);
      expect(untoldCards(catalogBase, lang, "the_terrible_old_man").map((r) => r.id)).toEqual(["dr_allen"]);
    });
  }
});
