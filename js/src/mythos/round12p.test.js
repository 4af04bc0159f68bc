// Issue 23, newcomer review 12 on the Mythos table (en 1280×800 desk), round P: the table's drawing.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import recorded from "./round12p_frames.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, extra = {}, width = 1280) => layout({ ...valid(withCatalog(f)), ...extra }, { width });
const handBoxes = (s) => s.items.filter((i) => /^hand-\d/.test(i.label ?? "") && i.type === "mcard")
  .sort((a, b) => a.y - b.y || a.x - b.x);
const at = (s) => Object.fromEntries(handBoxes(s).map((b) => [b.label, [b.x, b.y]]));
const own = (f) => f.legal.length > 0 && f.view.to_act === "p0";
const turnOf = (f) => [f.view.round, f.view.turn, f.view.phase].join("|");

describe("finding 1: the hand keeps its places within the seat's own turn and closes up when the turn ends", () => {
  for (const [lang, width] of [["en", 1280], ["ja", 390]]) {
    for (const game of ["car", "discard"]) {
      it(`${lang} ${width} px, recorded ${game} frames: a hole within the own turn, none after it`, () => {
        const ui = {};
        let was = null;
        let holes = 0;
        let closed = 0;
        for (const [n, f] of recorded[game].entries()) {
          const s = scene(f, { ui, lang }, width);
          const now = at(s);
          // the same frame laid out with no kept places: the hand closed up, in order, from its first place
          const packedUi = { ...ui };
          delete packedUi.handSlots;
          const packed = at(scene(f, { ui: packedUi, lang }, width));
          const ctx = `${game} frame ${n} (${turnOf(f)} ${f.view.step} ${f.view.to_act})`;
          const same = was && own(was.f) && own(f) && turnOf(was.f) === turnOf(f);
          if (same) {   // within the own turn: every card left stands where it stood
            for (const [label, xy] of Object.entries(now)) {
              if (was.at[label]) expect(xy, `${ctx}: ${label} moved within the turn`).toEqual(was.at[label]);
            }
            if (JSON.stringify(now) !== JSON.stringify(packed)) holes += 1;
          } else {   // a new turn, the bot's, combat, the discards done: closed up
            expect(now, `${ctx}: the hand is closed up`).toEqual(packed);
            if (was && Object.keys(was.at).length > Object.keys(now).length - 1) closed += 1;
          }
          was = { f, at: now };
        }
        expect(holes, `${game}: the own turn shows the played or discarded card's place empty`).toBeGreaterThan(0);
        expect(closed).toBeGreaterThan(0);
      });
    }
  }
});

import startF from "../fixtures/mythos_start.json";

describe("finding 3: walking names the state as no location does — Outside, one word, every language", () => {
  for (const [lang, outside] of [["en", "Outside"], ["ja", "屋外"], ["zh", "Outside"]]) {
    it(`${lang}: 'At: … · walking' and 'At: …, no location yet' both say ${outside}`, () => {
      const seat = (view, patch) => ({ ...view, players: view.players.map((p) => (p.seat === "p0" ? { ...p, ...patch } : p)) });
      const where = (view) => scene(startF, { view, lang, ui: {} }, 930).items
        .filter((i) => i.label === "where-p0").map((i) => i.text).join(" ");
      const none = where(seat(startF.view, { top_state: "none", story: [], location: null }));
      expect(none).toContain(outside);
      const story = [{ id: "lonely_akeley_farmhouse", inst: 900 }];
      for (const state of ["walking", "transit"]) {
        const text = where(seat(startF.view, { top_state: state, story, location: null }));
        expect(text, `${lang} ${state}`).toContain(outside);
      }
      // an arrived location says its own icons, no extra Outside
      const at = where(seat(startF.view, { top_state: "upright", story,
                                           location: { inst: 900, attributes: ["Country"], icons: ["Forest"], gate: false } }));
      expect(at).not.toContain(outside);
    });
  }
});
