// CHAOS, round Z (fixer Z7, finding 2): what the reader knows of three seats' hands keeps the desk table within 660 px.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";
import game from "./round10n_game.json";

// seed 11's bot game after 43bbf03 (frame 48, a Possession pick): three "You know" lines, one wrapped, under the
// board took the table's foot to 674 px
const KNOWN = { A2: ["protection_moon", "schizophrenia_eye", "schizophrenia_moon"], B1: ["amnesia_skull"], B2: ["prank_moon"] };

describe("finding 2: the cards known of three seats keep the desk table's foot within 660 px", () => {
  for (const lang of ["en", "zh", "ja"]) {
    it(`${lang}: every frame of the recorded game, knowing three seats' cards`, () => {
      let foot = 0;
      let shown = 0;
      for (const f of game[lang].filter((g) => !g.view.result)) {
        const view = { ...f.view, known_cards: KNOWN, map: start.view.map };
        const s = layout({ ...valid({ ...start, ...f, view, lang, seat: "A1" }), ui: {} }, { width: 930 });
        shown += s.items.some((i) => String(i.label ?? "").startsWith("known-")) ? 1 : 0;
        foot = Math.max(foot, s.height);
      }
      expect(shown).toBeGreaterThan(20);
      expect(foot).toBeLessThanOrEqual(660);
    });
  }
});
