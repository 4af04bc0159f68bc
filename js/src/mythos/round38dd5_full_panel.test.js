// Round DD, fixer DD5 (newcomer review 36, mythos_en 1): a third completed adventure in the reader's panel pushed the
// hand below a 1280×800 window (the app opens fitted to the screen: the whole table, hand included, is on it). However
// many adventures, allies and artifacts a panel holds, the panel compresses and the hand stays in the window.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import { recordedGame } from "./recorded_game.js";
import long from "./round13q_frames.json";

const ADVENTURES = ["alone_in_the_world", "arkham_horror", "the_price", "two_cities_and_a_tale", "whispers_in_darkness"];
const ALLIES = ["gomes", "granny_orne", "harry_houdini", "howard_lovecraft", "frank_belknap_long", "laban_shrewsbury"];
const ARTIFACTS = ["cast_iron_skillet", "dot_32_revolver", "lightning_gun", "speech_machine"];
// (every ally of the game twice and every artifact at once: a row no size of card holds)
const EVERY_ALLY = Object.keys(catalogBase.cards).filter((id) => catalogBase.cards[id].type === "ally");
const TWICE = [...EVERY_ALLY, ...EVERY_ALLY];
const EVERY_ARTIFACT = Object.keys(catalogBase.cards).filter((id) => catalogBase.cards[id].type === "artifact");
const card = (id, k) => ({ id, inst: 900 + k });

/** The frame with the reader's panel holding `n` completed adventures, six allies and four artifacts. */
function crowded(f, n, allies = ALLIES, artifacts = ARTIFACTS) {
  // (both seats' panels crowded, the bot's too)
  const players = f.view.players.map((p) => ({
    ...p, adventures: ADVENTURES.slice(0, n).map((id, k) => card(id, k)), points: 7 * n,
    allies: allies.map((id, k) => ({ ...card(id, 100 + k), command: 0, flipped: false, item: null, spell: null, total: 2,
                                         weapon: null })),
    artifacts: artifacts.map((id, k) => ({ ...card(id, 50 + k), flipped: false, holder: null, face_down: false, petrified: null })) }));
  return { ...f, view: { ...f.view, players } };
}

const handFoot = (s) => Math.max(...s.items.filter((i) => i.type === "mcard" && /^hand-\d/.test(i.label ?? ""))
  .map((i) => i.y + i.h));
// the room a 1280×800 window leaves the table under the page's bar (layout.js WIDE_ROOM plus the hand's margin and
// the least scale a fitted table takes: index.js minScale, 11/11)
const ROOM = 800 - 123;

describe("review 36, mythos_en 1: a crowded panel never pushes the hand off a 1280×800 window", () => {
  for (const lang of ["en", "ja"]) {
    for (const n of [3, 4, 5]) {
      it(`${lang}, ${n} adventures, six allies, four artifacts: the hand's cards end inside the window`, () => {
        const game = [...recordedGame(lang), ...(lang === "en" ? long.long : [])].filter((f) => f.legal.length);
        const ui = {};
        for (const f of game) {
          const g = crowded(f, n);
          const s = layout({ ...valid({ ...g, catalog: { ...catalogBase, seats: g.seats } }), log_lines: g.log_lines, ui, lang },
                           { width: 1280 });
          expect(handFoot(s), `round ${f.view.round} turn ${f.view.turn}`).toBeLessThanOrEqual(ROOM);
        }
      });
    }
  }

  it("en and ja, every ally and artifact in play: each completed adventure can be seen, drawn in the panel or listed by its \"+n more\" ▾", () => {
    for (const lang of ["en", "ja"]) {
      const f = crowded(recordedGame(lang).find((g) => g.view.phase === "play" && g.legal.length), 5, TWICE, EVERY_ARTIFACT);
      const me = f.view.players.find((p) => p.seat === f.seat);
      const lay = (ui) => layout({ ...valid({ ...f, catalog: { ...catalogBase, seats: f.seats } }), ui, lang }, { width: 1280 });
      const drawn = (s) => me.adventures.filter((a) => s.items.some((i) => i.type === "mcard" && i.face?.inst === a.inst));
      const s = lay({});
      const toggle = s.items.find((i) => i.label === `toggle-adventures-${f.seat}`);
      expect(toggle?.id, `${lang}: the stacked adventures' ▾`).toBe(`select:adventures-${f.seat}`);
      expect(s.items.some((i) => i.type === "text" && /\+4 more|ほか 4 件/.test(i.text ?? "")), `${lang}: "+4 more"`).toBe(true);
      expect(drawn(lay({ selected: `adventures-${f.seat}` })).length, `${lang}: listed`).toBe(me.adventures.length);
    }
  });
});
