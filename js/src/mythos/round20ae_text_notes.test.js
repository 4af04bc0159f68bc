// Round AE (newcomer review 19, mythos_en finding 1; AE6 finding 1): "Each card zoom stacks 3–4 glossary notes". A
// card's zoom shows one term's note in full and names the others on one "More terms: …" line (marked, explained on
// a hover). Measured over the catalog's 98 cards before: notes per zoom en {0:17, 1:40, 2:23, 3:12, 4:6} (max 4,
// mean 1.49), ja {0:16, 1:41, 2:24, 3:10, 4:7}; after: at most one note, and one more line.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { glossary, termNotes, zoomNotes } from "./glossary.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import long from "./round13q_frames.json";

const textOf = (id, lang) => catalogBase.card_texts.cards[id]?.[lang]?.text ?? catalogBase.cards[id].text;
const says = (lang) => glossary(catalogBase, lang).map((g) => g.says);

describe("AE6 finding 1: a card's zoom opens one term's note, the rest named", () => {
  for (const lang of ["en", "ja"]) {
    it(`${lang}: every card of the catalog, at most one full note and every other term named`, () => {
      const more = catalogBase.ui[lang].more_terms;
      expect(more, "more_terms in the words").toBeTruthy();
      let many = 0;
      for (const id of Object.keys(catalogBase.cards)) {
        const before = termNotes(catalogBase, lang, textOf(id, lang));
        const after = zoomNotes(catalogBase, lang, textOf(id, lang), more);
        const full = after.filter((line) => says(lang).some((s) => line.includes(s)));
        expect(full.length, `${id}: ${after.join(" / ")}`).toBeLessThanOrEqual(1);
        expect(after.length, id).toBeLessThanOrEqual(2);
        if (before.length > 1) {
          many += 1;
          expect(after[1].startsWith(more.split("{terms}")[0]), id).toBe(true);
        }
      }
      expect(many).toBeGreaterThan(30);
    });
  }
  it("en 1280 px, a card's zoom opened on the table: one note's sentence under it", () => {
    const idOf = (f, inst) => f.view.players.flatMap((p) => p.hand ?? []).find((c) => c?.inst === inst)?.id;
    const many = (f, a) => a.fields?.card != null && idOf(f, a.fields.card)
      && termNotes(catalogBase, "en", textOf(idOf(f, a.fields.card), "en")).length > 1;
    const f = long.long.find((x) => x.legal.some((a) => many(x, a)));
    const inst = f.legal.find((a) => many(f, a)).fields.card;
    const s = layout({ ...valid({ ...f, catalog: { ...catalogBase, seats: f.seats } }), ui: { selected: inst }, lang: "en",
                       selected: inst }, { width: 1280 });
    const texts = s.items.filter((i) => (i.z ?? 0) >= 10 && typeof i.text === "string").map((i) => i.text).join(" ");
    const hits = says("en").filter((x) => texts.includes(x.slice(0, 30)));
    expect(hits.length, hits.join(" / ")).toBeLessThanOrEqual(1);
    expect(texts).toContain("More terms:");
  });
});
