// Round AS8, review 27, mythos_ja 4 (201, 208): on a 390 px phone, to defend the reader scrolled down to tap allies and
// back up to Done; the fight, the reader's allies and Done should be on one screen. The phone's band carries its own
// Done on its title row (the prompt's Done above the hand stays: nothing moves), and in a fight the reader's opened
// adventure list folds to its one line (the reader's choice back after the fight), so the allies sit near the band.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import commitF from "../fixtures/mythos_commit.json";

const SCREEN = 844 - 100;   // a phone's window under its browser bars
const lay = (f, ui, lang = "ja") => layout({ ...valid({ ...f, catalog: { ...catalogBase, seats: f.seats } }), ui, lang },
                                           { width: 390 });
const allyOf = (f) => { const a = f.view.players.find((p) => p.seat === f.seat).allies[0]; return a.card?.inst ?? a.card ?? a.inst; };

describe("review 27, mythos_ja 4: a phone's fight, the reader's allies and Done on one screen", () => {
  for (const lang of ["ja", "en"]) {
    it(`${lang}: commit stop, the adventure list opened: an ally, the band and a Done within one window`, () => {
      const ui = { goalsOpen: `goals-${commitF.seat}` };
      const s = lay(commitF, ui, lang);
      // (round AT6b, review 28 mythos_ja 3: the allies to send lie right under the prompt's Done, which is the one
      // Done; the band's second Done at the page's foot went. The band, lower, shows the fight they join.)
      const ally = s.items.find((i) => i.type === "mcard" && i.id === `select:${allyOf(commitF)}`);
      const band = s.items.find((i) => i.type === "mband");
      const dones = s.items.filter((i) => i.type === "chip" && i.id === "act:done");
      expect(ally && band, "the ally and the band drawn").toBeTruthy();
      expect(dones, "one Done").toHaveLength(1);
      const near = dones.filter((d) => Math.max(d.y + d.h, ally.y + ally.h) - Math.min(d.y, ally.y) <= SCREEN);
      expect(near.length, `a Done within one window of the ally (${ally.y})`).toBeGreaterThan(0);
      expect(ui.goalsOpen, "the reader's choice kept for after the fight").toBe(`goals-${commitF.seat}`);
    });
  }
});
