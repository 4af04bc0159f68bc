// Review 41, mythos_en 2 (176): after New game the adventures panel opened expanded with 4 adventures (about 20
// lines) and pushed the hand below the 800 px window, only the card tops in sight. The list the reader opened in the
// last game is shut on a fresh deal (its ▾ opens it again): the hand stays inside a 1280x800 window (WIDE_ROOM, 669
// scene px under the page's bar). (A list the reader opens in this game stays open in card play, as round17x pins.)
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import r12 from "./round12p_frames.json";
import r13 from "./round13q_frames.json";

const ROOM = 800 - 123 - 8;
const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const foot = (s) => Math.max(...s.items.filter((i) => /^hand-\d/.test(i.label ?? "") && i.type === "mcard")
  .map((i) => i.y + i.h));
const LONG = {
  en: "Your turn: play a lit card, stay at your location and bury a phobia, or pass (then you may only pass). Next "
    + "adventure: Alone in the World (1/7) still needs a weapon or magic weapon, a Corrupt Cultist ally and 4 more.",
  ja: "あなたの番：光っているカードを使用する、現在地にとどまって恐怖症を埋葬する、またはパスする（この後パスしかできない）。"
    + "次のアドベンチャー：「世界にただ独り」（1／7）はあと 武器または魔力武器、堕落の教団員の味方 ほか 4。",
};

/** Return round 1's first frame dealt four adventures (the recorded games' three and Arkham Horror). */
function fourAdventures() {
  const goals = new Map();
  for (const f of [...r12.car, ...r12.discard, ...r13.long]) {
    for (const p of f.view.players) for (const g of p.goals ?? []) goals.set(g.id, g);
  }
  const n = catalogBase.cards.arkham_horror.needs.count.length;
  goals.set("arkham_horror", { id: "arkham_horror", inst: 900, ready: false, wanted: [], cards: Array(n).fill([]),
                               elsewhere: Array(n).fill([]), have: Array(n).fill(0), notes: Array(n).fill(null) });
  const fresh = structuredClone(r12.car[0]);
  fresh.view.players.find((p) => p.seat === fresh.seat).goals = [...goals.values()].slice(0, 4);
  return fresh;
}

const toggle = (s) => s.items.find((i) => i.label === "toggle-goals-p0")?.text;

describe("review 41, mythos_en 2: a fresh deal's four adventures leave the hand inside 1280x800", () => {
  for (const lang of ["en", "ja"]) {
    it(`${lang}: the list opened in the last game is shut on New game's deal, the hand whole`, () => {
      const ui = {};
      for (const f of r13.long) layout({ ...valid(withCatalog(f)), ui, lang }, { width: 1280 });
      ui.goalsOpen = "goals-p0";                       // the reader opened the list (its ▾) in the last game
      const s = layout({ ...valid(withCatalog(fourAdventures())), ui, lang, prompt: LONG[lang] }, { width: 1280 });
      expect({ toggle: toggle(s), foot: foot(s) <= ROOM, height: s.height <= ROOM })
        .toEqual({ toggle: "▾", foot: true, height: true });
    });
  }
});
