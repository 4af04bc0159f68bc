// Newcomer review 18 on the Mythos desk, round AA, finding 6: "the bot's header said 'gate used' at Arkham Police
// Dept, its attributes listed no gate, and Portaphobia ('gate, used or not') did not fire". The engine follows the
// rules (MY-LOC-7; the Tiara of Opulent Fantasy copies another location's gate for the round, and a gate used so turns
// the seat's own location upside down): the location stays upside down with no gate of its own, and Portaphobia asks
// for a gate now. The header says so, not a bare "gate used" beside a list with no gate.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import recorded from "./round15s_frames.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const BARE = { en: "gate used", ja: "ゲート使用済み" };
const NONE = { en: "no gate", ja: "ゲートなし" };

/** Return a frame whose bot stands upright at a location, its gate used and the location without a gate now. */
function usedGoneGate(lang, gate) {
  const f = structuredClone(recorded[lang].find((x) => x.view.players[1].location && x.view.players[1].top_state === "upright"));
  const bot = f.view.players[1];
  Object.assign(bot, { gate_used: true });
  bot.location = { ...bot.location, gate };
  return f;
}


describe("finding 6: a used gate at a location with no gate now is told as such", () => {
  for (const lang of ["en", "ja"]) {
    it(`${lang}: the header says the location is upside down from a gate used, and has no gate now`, () => {
      const s = layout({ ...valid(withCatalog(usedGoneGate(lang, false))), lang }, { width: 1280 });
      const where = s.items.filter((i) => i.label === "where-p1").map((i) => i.text).join(" ");
      expect(where).toContain(NONE[lang]);
      const gated = layout({ ...valid(withCatalog(usedGoneGate(lang, true))), lang }, { width: 1280 });
      const there = gated.items.filter((i) => i.label === "where-p1").map((i) => i.text).join(" ");
      expect(there).toContain(BARE[lang]);
      expect(there).not.toContain(NONE[lang]);
    });
  }
});
