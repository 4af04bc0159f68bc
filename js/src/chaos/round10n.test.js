// CHAOS, newcomer review 10 (issue 23): what the painted table shows over a whole bot game (fake canvas scene items).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";
import game from "./round10n_game.json";

const SEAT = "A1";
/** Return frame `f` of the bot game (seed 5, seen by A1) as the layout's input, in `lang`. */
const input = (f, lang, ui) => ({ ...valid({ ...start, ...f, view: { ...f.view, map: start.view.map }, lang, seat: SEAT }), ui });
const scene = (f, lang, width, ui) => layout(input(f, lang, ui), { width });
const acting = (f) => f.legal.length > 0 && !f.view.result;

/** Every scene a player sees at `width`: each frame, and on its own turn each card it can select, and the time cards. */
function* walk(lang, width, extra = {}) {
  const ui = { ...extra };
  for (const f of game[lang]) {
    ui.selected = null;
    yield { f, s: scene(f, lang, width, ui), sel: null };
    if (!acting(f)) continue;
    const cards = [...new Set(f.legal.filter((a) => a.target?.card != null).map((a) => a.target.card))];
    for (const c of cards) {
      ui.selected = c;
      yield { f, s: scene(f, lang, width, ui), sel: c };
    }
    ui.selected = null;
  }
}

const panelX = (s) => s.items.find((i) => i.label === "prompt")?.x ?? 0;
const chipsOf = (s) => s.items.filter((i) => i.type === "chip" && i.x >= panelX(s) && i.y < (s.items.find((h) => h.label === "hand-title")?.y ?? 1e9));
const handOf = (s) => s.items.filter((i) => i.type === "ccard" && String(i.label).startsWith("hand-"));

describe("finding 1: at 1280 the chips row and the hand keep one y for the whole game, the foot within 800 px", () => {
  for (const lang of ["en", "zh", "ja"]) {
    it(`${lang}: one chips y, one hand y, one card size, foot ≤ 660`, () => {
      const chipY = new Set();
      const handY = new Set();
      const sizes = new Set();
      let foot = 0;
      for (const { f, s } of walk(lang, 930)) {
        const chips = chipsOf(s);
        const phase = f.view.prompt?.kind ?? f.view.phase;
        if (acting(f) && chips.length && !["react", "join", "pick", "direction"].includes(phase)) chipY.add(Math.round(chips[0].y));
        const hand = handOf(s).filter((c) => !c.selected);
        if (hand.length) handY.add(Math.round(hand[0].y));
        for (const c of handOf(s)) sizes.add(`${c.w}x${c.h}`);
        foot = Math.max(foot, s.height);
      }
      expect([...chipY]).toHaveLength(1);
      expect([...handY]).toHaveLength(1);
      expect([...sizes]).toHaveLength(1);
      expect(foot).toBeLessThanOrEqual(660);
    });
  }
});

