// CHAOS, round AL (fixer AL3), round AK's leftover of newcomer review 22, chaos_ja finding 4: the time cards' chips
// under the hand ended 4 px past a 390×844 phone's screen (round19ac_course.json's 6th frame, ja, a 348 px table under
// the Voilà toolbar's 74 px) and 36 px past it under a room's 106 px head. Every chip of the seat's decision, the time
// cards' included, lies within the first screen under a room's head, as a reader's page shows it through the game (the
// hand held at its move's place through a turn), each saying what its time does.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";
import game from "./round10n_game.json";
import course from "./round19ac_course.json";
import recorded from "./round15s_frames.js";

const PHONE = { height: 844, chrome: 106 };   // a room's head above the table (round23ak1_fold.test.js)

/** The games a reader plays on a phone, each a list of frames (A1's): the recorded games and the ja course. */
function games() {
  const out = ["en", "ja", "zh"].map((lang) => [lang, game[lang].map((f) => ({ ...start, ...f, view: { ...f.view, map: start.view.map }, lang, seat: "A1" }))]);
  for (const lang of ["en", "ja", "zh"]) {   // review 14's turns with time cards (a 5-card hand), move then cards
    for (const set of ["phases", "mixed"]) out.push([`${lang} ${set}`, [recorded[set][lang].start, recorded[set][lang].cards]]);
  }
  out.push(["ja course", course.frames.map((f) => ({ ...start, ...f, catalog: course.catalog, view: { ...f.view, map: start.view.map } }))]);
  return out;
}

describe("AK1's leftover: the time cards' chips are in a phone's first screen under a room's head", () => {
  for (const width of [348, 320]) {
    it(`${width}: every frame, one page through each game, every card chosen`, () => {
      const late = [];
      let times = 0;
      for (const [name, frames] of games()) {
        const ui = { touch: true };
        frames.forEach((f, k) => {
          const cards = [...new Set(f.legal.filter((a) => a.target?.card != null).map((a) => a.target.card))];
          for (const selected of [null, ...cards]) {
            ui.selected = selected;
            const s = layout({ ...valid(f), ui }, { width, height: PHONE.height });
            for (const chip of s.items.filter((i) => i.type === "chip" && i.id)) {
              const time = /time=(dawn|midnight)/.exec(String(chip.id))?.[1];
              const w = { ...f.catalog.ui.en, ...f.catalog.ui[f.lang] };
              if (time) expect([w[`${time}_brief`], w[`${time}_short`]].some((x) => chip.text.includes(x)), chip.text).toBe(true);
              times += time ? 1 : 0;
              if (PHONE.chrome + chip.y + chip.h > PHONE.height) late.push(`${name} ${k} ${selected}: ${chip.id} ends ${PHONE.chrome + chip.y + chip.h}`);
            }
          }
          ui.selected = null;
        });
      }
      expect(times).toBeGreaterThan(4);
      expect(late).toEqual([]);
    });
  }
});
