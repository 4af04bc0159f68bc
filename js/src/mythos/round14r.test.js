// Issue 23, newcomer review 14 on the Mythos table (en 1280×800 desk), round R wave 2.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import recorded from "./round12p_frames.json";
import long from "./round13q_frames.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, extra = {}, width = 1280) => layout({ ...valid(withCatalog(f)), ...extra }, { width });
const inside = (i, p) => i.x >= p.x && i.x < p.x + p.w && i.y >= p.y && i.y < p.y + p.h;

// the recorded games' frames, and each frame of the reader's own card play again with the reader walking to a
// location (the "At: Outside, walking to …" line and the two-line Arrive chip: 081, 105, 157)
function walking(f) {
  const view = structuredClone(f.view);
  const me = view.players.find((p) => p.seat === "p0");
  const loc = (me.story ?? []).find((c) => /hospital|supply|department|farmhouse|station/.test(c.id)) ?? { id: "waterbury_state_hospital", inst: 977 };
  me.top_state = "walking";
  me.location = null;
  if (!(me.story ?? []).includes(loc)) me.story = [...(me.story ?? []), loc];
  const arrive = { id: "arrive", kind: "arrive", fields: {}, label: "Arrive at your walking location (Sanity +4 on arrival; then the top card of your deck is turned up, its Sanity added, and discarded)" };
  const legal = view.phase === "play" && view.to_act === "p0" ? [...f.legal, { ...arrive, text: arrive.label }] : f.legal;
  return { ...f, view, legal };
}

const games = [["car", recorded.car], ["discard", recorded.discard], ["long", long.long]];

describe("finding 1: the bot's panel never folds at 1280×800 in card play, its cards never grow back within a game", () => {
  for (const [game, frames] of games) {
    for (const walk of [false, true]) {
      it(`${game}${walk ? ", the reader walking" : ""}: the bot's cards in play drawn on every frame, one size`, () => {
        const ui = {};
        const sizes = [];
        const feet = [];
        for (const [n, f0] of frames.entries()) {
          const f = walk ? walking(f0) : f0;
          const s = scene(f, { ui, lang: "en" }, 1280);
          const hand = s.items.filter((i) => i.type === "mcard" && /^hand-\d/.test(i.label ?? ""));
          const foot = Math.max(...hand.map((i) => i.y + i.h));
          if (hand.length) feet.push(foot);
          const panel = s.items.find((i) => i.type === "mpanel" && i.label === "panel-p1");
          const fight = f.view.phase === "combat" || (f.view.fights?.length > 0 && f.view.phase !== "play");
          if (!panel || fight) continue;   // in a fight its threat and defenders are in the combat band
          const bot = f.view.players.find((p) => p.seat === "p1");
          const inPlay = (bot.story?.length ?? 0) + (bot.allies?.length ?? 0);
          const cards = s.items.filter((i) => i.type === "mcard" && inside(i, panel));
          const ctx = `${game} frame ${n} (${f.view.round}|${f.view.turn}|${f.view.phase} ${f.view.to_act})`;
          if (inPlay) expect(cards.length, `${ctx}: the bot's cards shown`).toBeGreaterThan(0);
          const seen = [...new Set(cards.map((c) => Math.max(c.w, c.h)))];   // a card lying sideways is the same size
          expect(seen.length, `${ctx}: one size of card`).toBeLessThanOrEqual(1);
          if (seen.length && seen[0] !== sizes.at(-1)) sizes.push(seen[0]);
        }
        // drawn smaller once the hand needs the room, they stay so for the rest of the game: never grown back
        expect(sizes.length, `the bot's card sizes frame to frame: ${sizes.join(" → ")}`).toBeLessThanOrEqual(2);
        if (sizes.length === 2) expect(sizes[1]).toBeLessThan(sizes[0]);
      }, 120_000);
    }
  }
});

import startF from "../fixtures/mythos_start.json";

describe("finding 5: the 'new' tags start afresh with each game", () => {
  it("en 1280 px: a new game dealt the same cards as the last one tags its whole first hand 'new'", () => {
    const ui = {};
    const view = structuredClone(startF.view);
    const me = view.players.find((p) => p.seat === "p0");
    // the last game: its first frame, then a later turn of it holding four of the new game's cards
    scene(startF, { ui, lang: "en" }, 1280);
    scene({ ...startF, view: { ...view, turn: 3, players: view.players.map((p) => (p.seat === "p0" ? { ...p, hand: me.hand.slice(0, 4) } : p)) } },
          { ui, lang: "en" }, 1280);
    scene({ ...startF, view: { ...view, turn: 4 } }, { ui, lang: "en" }, 1280);
    // New game (same seed): round 1, turn 0 again
    const s = scene(startF, { ui, lang: "en" }, 1280);
    const hand = s.items.filter((i) => i.type === "mcard" && /^hand-\d/.test(i.label ?? ""));
    expect(hand.length).toBe(me.hand.length);
    const untagged = hand.filter((c) => c.fresh !== "new").map((c) => c.label);
    expect(untagged, "cards without their 'new' tag").toEqual([]);
  });
});

describe("finding 1: the Day/Storm line keeps one size within a game (desk 077)", () => {
  for (const [game, frames] of games) {
    it(`${game}: the time badge's size never changes from frame to frame`, () => {
      const ui = {};
      const sizes = new Set();
      for (const f of frames) {
        const s = scene(f, { ui, lang: "en" }, 1280);
        for (const i of s.items.filter((x) => x.type === "text" && x.label === "time")) sizes.add(i.size);
      }
      expect([...sizes], "the time badge's sizes").toHaveLength(1);
    });
  }
});

describe("finding 1: the Day/Storm line keeps its size as the status beside it changes (desk 077)", () => {
  it("en 820 px, Day and a Storm: 'Your move' then 'Waiting for Bot 2', one size", () => {
    const ui = {};
    const sizes = new Set();
    for (const [n, f] of long.long.slice(0, 12).entries()) {
      // a table whose status line and badges just fit (820 px with the test's text measure; the desk's ~950 px
      // table in the browser's: desk 077)
      const view = { ...f.view, storm: true, passes: 0, turn: 16 + n, first_player: "p0", time_of_day: "day" };
      const s = scene({ ...f, view }, { ui, lang: "en" }, 820);
      for (const i of s.items.filter((x) => x.type === "text" && x.label === "time")) sizes.add(i.size);
    }
    expect([...sizes], "the time badge's sizes").toHaveLength(1);
  });
});
