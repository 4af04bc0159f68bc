// Round GG, fixer GG6 (newcomer review 38, mythos_en 8, shots 098-101): the "Last combat" band the reader opened at a
// round's discard stayed open into the next round's card play and pushed the hand below a 1280×800 window. An opened
// band folds back to its line when the next round begins (its title's click still opens it).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import { recordedGame } from "./recorded_game.js";
import { openRecap } from "./combat.js";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, ui, lang, width) => layout({ ...valid(withCatalog(f)), log_lines: f.log_lines, ui, lang }, { width });
const band = (s) => s.items.some((i) => i.recapBand);

describe("review 38, mythos_en 8: a last combat opened at the discard folds when the next round begins", () => {
  for (const [lang, width] of [["en", 1280], ["ja", 1280], ["en", 390]]) {
    it(`${lang} ${width}: opened at round 1's discard, its band there; its line at round 2's first move`, () => {
      const ui = {};
      const game = recordedGame(lang);
      const next = game.findIndex((f) => f.view.round === 2 && f.view.to_act === f.seat);
      // round 1's discard with the same fights as round 2's card play (the recorded discard's fights read differently)
      const discard = { ...game[next], view: { ...game[next].view, round: 1, phase: "discard", turn: 0 } };
      scene(discard, ui, lang, width);
      // (the review's discard showed its line, the band cut for room: the reader's click on it opened the band)
      ui.recap.band = false;
      openRecap(ui);
      expect(band(scene(discard, ui, lang, width)), "opened at the discard").toBe(true);
      expect(band(scene(game[next], ui, lang, width)), `frame ${next}: round 2`).toBe(false);
      openRecap(ui);
      expect(band(scene(game[next], ui, lang, width)), "its title's click opens it again").toBe(true);
    });
  }
});
