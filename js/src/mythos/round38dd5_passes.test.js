// Round DD, fixer DD5 (newcomer review 36, mythos_ja 5): the header's "パス 1/2" / "passes 1/2" was a counter the
// reader could not read. The header now says it as a sentence: card play lasts until the round's passes (MY-ROUND-3:
// passes in total end the card play of a round), and how many there have been, in every language and both widths.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import roundStateF from "../fixtures/mythos_round_state.json";

const scene = (lang, width) => layout({ ...valid({ ...roundStateF, catalog: { ...catalogBase, seats: roundStateF.seats } }),
                                        ui: {}, lang }, { width });
// the kernel's words, as the catalog carries them (review 37 changed them: tests/test_mythos_round39ee5_passes_header.py)
const SAID = { en: catalogBase.ui.en.play_left_1, ja: catalogBase.ui.ja.play_left_1 };

describe("review 36, mythos_ja 5: the pass counter is a sentence (MY-ROUND-3)", () => {
  for (const lang of ["en", "ja"]) {
    for (const width of [1280, 390]) {
      it(`${lang} ${width} px: the status line says how many passes end card play, and how many so far, whole`, () => {
        const status = scene(lang, width).items.find((i) => i.label === "status");
        expect(status.text).toContain(SAID[lang]);
        expect(status.text).not.toMatch(/\d\/\d/);
      });
    }
  }
});
