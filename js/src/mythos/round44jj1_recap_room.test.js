// Round JJ, fixer JJ1 (newcomer review 39, mythos_en 1, shot 102; the same in ja): opening "Last combat" in a round's
// card play pushed the hand's cards 16-52 px below a 1280×800 window. With the last combat opened the panels above make
// room (the bot's table brief, its cards on one row) and the hand's cards stay whole inside the window.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import { recordedGame } from "./recorded_game.js";
import { openRecap } from "./combat.js";

const scene = (f, ui, lang) => layout({ ...valid({ ...f, catalog: { ...catalogBase, seats: f.seats } }), log_lines: f.log_lines,
                                        ui, lang }, { width: 1280 });
const hand = (s) => s.items.filter((i) => i.type === "mcard" && /^hand-\d/.test(i.label ?? ""));
// the room a 1280×800 window leaves the table under the page's bar (round38dd5_full_panel: layout.js WIDE_ROOM plus
// the hand's margin)
const ROOM = 800 - 123;

describe("review 39, mythos_en 1: the last combat opened in card play keeps the hand in a 1280×800 window", () => {
  for (const lang of ["en", "ja"]) {
    it(`${lang}: round 2's card play, "Last combat" opened by its title, every hand card inside the window`, () => {
      const ui = {};
      let opened = 0;
      for (const [n, f] of recordedGame(lang).entries()) {
        let s = scene(f, ui, lang);
        if (f.view.round !== 2 || f.view.phase !== "play" || !ui.recap) continue;
        if (!ui.recap.open) {
          openRecap(ui);
          s = scene(f, ui, lang);
        }
        expect(s.items.some((i) => i.type === "mband" && i.h > 60), `frame ${n}: the last combat's band open`).toBe(true);
        opened += 1;
        const foot = Math.max(...hand(s).map((i) => i.y + i.h));
        expect(foot, `frame ${n} (turn ${f.view.turn}): the hand's foot`).toBeLessThanOrEqual(ROOM);
      }
      expect(opened).toBeGreaterThan(5);
    });
  }
});
