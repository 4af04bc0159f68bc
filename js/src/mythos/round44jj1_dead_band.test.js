// Round JJ, fixer JJ1 (newcomer review 39, mythos_en 2, shots 093-117; the same in ja): with the reader's adventure
// list opened, Bot 2's table folded behind its "▾ Show Bot 2's table" chip for all of round 2's card play while an
// empty band of about 100 px lay between its line and the reader's panel: its brief table (its cards on one row) fitted
// there. The bot's cards stay shown where they fit: the table folds flat only where nothing else keeps the hand in the
// window.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import { recordedGame } from "./recorded_game.js";

const scene = (f, ui, lang) => layout({ ...valid({ ...f, catalog: { ...catalogBase, seats: f.seats } }), log_lines: f.log_lines,
                                        ui, lang }, { width: 1280 });
const hand = (s) => s.items.filter((i) => i.type === "mcard" && /^hand-\d/.test(i.label ?? ""));
const ROOM = 800 - 123;   // round38dd5_full_panel: a 1280×800 window's room under the page's bar

describe("review 39, mythos_en 2: no dead band beside Bot 2's folded table", () => {
  for (const lang of ["en", "ja"]) {
    it(`${lang}, the adventure list opened: card play never folds the bot's table flat over an empty band`, () => {
      const ui = { goalsOpen: "goals-p0" };
      let shown = 0;
      for (const [n, f] of recordedGame(lang).entries()) {
        const s = scene(f, ui, lang);
        if (f.view.phase !== "play") continue;
        const bot = s.items.find((i) => i.label === "panel-p1");
        const band = s.items.find((i) => i.type === "mband" && i.y > bot.y);
        const next = band ?? s.items.find((i) => i.label === "panel-p0");
        const gap = next.y - (bot.y + bot.h);
        const flat = s.items.some((i) => i.id === "select:panel-p1-open");
        // (its brief table is 45 px taller than its line)
        if (flat) expect(gap, `frame ${n} (round ${f.view.round}, turn ${f.view.turn}): an empty band under the folded table`).toBeLessThan(45);
        else shown += 1;
        expect(Math.max(...hand(s).map((i) => i.y + i.h)), `frame ${n}: the hand's foot`).toBeLessThanOrEqual(ROOM);
      }
      expect(shown).toBeGreaterThan(10);
    });
  }
});
