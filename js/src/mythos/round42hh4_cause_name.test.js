// Round HH, fixer HH4 (newcomer review 38, mythos_en 13: in ja the bot's folded title showed only "+5", where en read
// "+5 Bellevue Hospital", 163 vs 160): a Sanity change's cause keeps its card's name when the bracketed words do not
// fit the title's room; the bare delta is the last resort.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import { recordedGame } from "./recorded_game.js";
import { drawCause } from "./sanity_cause.js";
import { MIN_TEXT, textWidth } from "../scene/text.js";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, ui, lang, width) => layout({ ...valid(withCatalog(f)), log_lines: f.log_lines, ui, lang }, { width });

describe("review 38, mythos_en 13: a Sanity cause names its card in ja as in en", () => {
  for (const [lang, width] of [["en", 1280], ["ja", 1280], ["ja", 390]]) {
    it(`${lang} ${width}: no cause of a card's change drawn as its delta alone`, () => {
      const ui = {};
      const bare = [];
      let named = 0;
      for (const [n, f] of recordedGame(lang).entries()) {
        const s = scene(f, ui, lang, width);
        for (const p of f.view.players) {
          const item = s.items.find((i) => i.label === `sanity-cause-${p.seat}`);
          if (!item || !p.sanity_last?.card || p.sanity_last.threat) continue;
          named += 1;
          if (/^[+−-]\d+$/.test(String(item.text).trim())) bare.push(`${n} ${p.seat} '${item.text}'`);
        }
      }
      expect(named, "card causes drawn").toBeGreaterThan(3);
      expect(bare, "causes drawn as the delta alone").toEqual([]);
    });
  }
});

// (the recorded frames fit by the estimate; Chromium measures Japanese wider, and at 163 the title's room held no
// named form: the cause is drawn condensed, as card names are, before it falls back to the delta alone)
describe("review 38, mythos_en 13: a cause too wide for its room is condensed, its card named", () => {
  for (const lang of ["en", "ja"]) {
    it(`${lang}: '+5 Bellevue Hospital' in 88% of its width at the least size keeps the card's name`, () => {
      const words = catalogBase.ui[lang];
      const drawn = [];
      const t = { lang, catalog: catalogBase, view: { round: 4 }, who: () => "Bot 2",
                  w: (k, a = {}) => words[k].replace(/\{(\w+)\}/g, (_, n) => a[n]),
                  text: (text, x, y, o) => drawn.push({ text, ...o }) };
      const p = { seat: "p1", sanity_last: { round: 4, delta: 5, card: "bellevue_hospital", by: "p1" } };
      const plain = words.sanity_cause.replace("{delta}", "+5").replace("{card}", catalogBase.cards.bellevue_hospital[lang]);
      const room = Math.floor(textWidth(plain, MIN_TEXT, true) * 0.88);
      drawCause(t, p, 0, 10, room, 13);
      expect(drawn.map((d) => d.text)).toEqual([plain]);
      expect(drawn[0].maxW, "drawn condensed to its room").toBe(room);
    });
  }
});
