// Review 41, chaos_en 3 (131, 090) and chaos_ja 8: the ①②③ move markers by the pieces were "never explained on the
// table" (their reading was on hover only, round29at4_trail). While the board draws them, the notes under the board
// (a phone's: under the hand) carry one legend line saying what the numbers are; none when no marker is drawn.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";
import game from "./round10n_game.json";

// this round's words (legend_words.py TRAIL_KEY), put in until the recorded fixtures are re-recorded
const KEY = { en: "①②③ by a piece: the order the pieces last moved since your last turn",
              ja: "駒のそばの ①②③：あなたの前の手番から駒が最後に動いた順" };
const catalog = (lang) => ({ ...start.catalog, ui: { ...start.catalog.ui,
                                                     [lang]: { ...start.catalog.ui[lang], trail_key: KEY[lang] } } });

describe("review 41, chaos_en 3: the numbered markers are explained on the table", () => {
  for (const lang of Object.keys(KEY)) {
    for (const width of [1280, 390]) {
      it(`${lang} ${width}: a legend line while markers are drawn, none without`, () => {
        const ui = {};
        let shown = 0;
        for (const f of game[lang] ?? game.en) {
          const s = layout(valid({ ...start, ...f, view: { ...f.view, map: start.view.map }, lang, seat: "A1",
                                   catalog: catalog(lang), ui }), { width });
          const marks = s.items.filter((i) => i.type === "trail").length;
          const said = s.items.filter((i) => i.label === "legend-trail");
          if (!marks) expect(said).toEqual([]);
          shown += said.length ? 1 : 0;
        }
        expect(shown).toBeGreaterThan(0);
      });
    }
  }
});
