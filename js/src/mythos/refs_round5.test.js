// Issue 23 round 5, Mythos item 5 (PM11a, M29): a card text that says "Same as Luther Harden" or "Same hand-minimum
// reduction as Frank Belknap Long" is readable alone: its zoom and its tooltip show the referenced card's text, from
// the catalog, in English and Japanese.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { referencedCards } from "./refs.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import defendsF from "../fixtures/mythos_defends.json";

const defends = { ...defendsF, catalog: { ...catalogBase, seats: defendsF.seats } };
const cards = catalogBase.card_texts.cards;
const gomes = defends.view.players[0].allies.find((c) => c.id === "gomes");

describe("a card that is 'the same as' another shows that card's text (issue 23 r5 PM11a, M29)", () => {
  it("finds the referenced card in both languages, never the card itself", () => {
    for (const lang of ["en", "ja"]) {
      expect(referencedCards(catalogBase, lang, "gomes").map((r) => r.id)).toEqual(["frank_belknap_long"]);
      expect(referencedCards(catalogBase, lang, "ray_stuckey").map((r) => r.id)).toEqual(["luther_harden"]);
      expect(referencedCards(catalogBase, lang, "the_terrible_old_man").map((r) => r.id)).toEqual(["dr_allen"]);
      expect(referencedCards(catalogBase, lang, "agoraphobia")).toEqual([]);
    }
  });

  for (const lang of ["en", "ja"]) {
    // Gomes' own text now spells Frank Belknap Long's clause out, so his zoom says it once, in Gomes' words (review
    // 27, mythos_ja 8: told twice, 064); each of Frank's clauses is still read there
    it(`the zoom of Gomes carries Frank Belknap Long's rule, once (${lang})`, () => {
      expect(gomes).toBeTruthy();
      const s = layout({ ...valid({ ...defends, lang }), ui: { selected: gomes.inst } }, { width: 1280 });
      const zoomText = s.items.filter((i) => i.type === "text" && i.z === 11).map((i) => i.text).join(" ");
      const frank = cards.frank_belknap_long[lang];
      const flat = (x) => x.replace(/[\s、，,。．.；;:：（）()「」]/g, "");
      for (const clause of frank.text.split(/[。；;.]/).map(flat).filter(Boolean)) {
        expect(flat(zoomText).split(clause).length - 1, clause).toBe(1);
      }
    });
  }
});
