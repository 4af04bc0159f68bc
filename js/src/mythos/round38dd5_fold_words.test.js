// Round DD, fixer DD5 (newcomer review 36, mythos_en 2): the bot's panel folded to its name "without a word": its chip
// read "▾ Show Bot 2's table", never that the table was folded. The chip of a folded panel now says so and how to open
// it ("▾ Unfold Bot 2's table", "たたんだボット 2の場を広げる"); opened, it still reads "▴ Hide Bot 2's table".
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import long from "./round13q_frames.json";

const ALLIES = ["gomes", "granny_orne", "harry_houdini", "howard_lovecraft", "frank_belknap_long", "laban_shrewsbury"];
/** The frame with both panels holding six allies (the bot's then folds flat in a fight at 1280 px). */
function crowded(f) {
  const ally = (id, k) => ({ id, inst: 910 + k, command: 0, flipped: false, item: null, spell: null, total: 2, weapon: null });
  const players = f.view.players.map((p) => ({ ...p, allies: ALLIES.map(ally) }));
  return { ...f, view: { ...f.view, players } };
}
const SAID = { en: ["▾ Unfold Bot 2's table", "▴ Hide Bot 2's table"], ja: ["▾ たたんだボット 2の場を広げる", "▴ ボット 2の場を隠す"] };

describe("review 36, mythos_en 2: a folded panel says it is folded and how to open it", () => {
  for (const lang of ["en", "ja"]) {
    it(`${lang} 1280 px: the folded bot's chip says folded and open; opened, hide`, () => {
      let met = 0;
      for (const f0 of long.long.filter((f) => f.legal.length && f.view.phase === "combat")) {
        const f = crowded(f0);
        const lay = (ui) => layout({ ...valid({ ...f, catalog: { ...catalogBase, seats: f.seats } }), ui, lang }, { width: 1280 });
        const ui = {};
        const chip = lay(ui).items.find((i) => i.label === "fold-p1");
        if (!chip) continue;
        met += 1;
        expect(chip.text).toBe(SAID[lang][0]);
        expect(chip.id).toBe("select:panel-p1-open");
        const open = lay({ ...ui, selected: null, panelOpen: "p1" }).items.find((i) => i.label === "fold-p1");
        expect(open.text).toBe(SAID[lang][1]);
      }
      expect(met, "frames whose bot panel folds flat").toBeGreaterThan(0);
    });
  }
});
