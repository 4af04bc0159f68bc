// The shared card zoom, round X (newcomer review 17: a 390×844 phone by touch): a tapped card's text opens by the
// finger, next to the card (under it, else over it) and inside the window's visible band, not a screen away.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import chaos from "../fixtures/chaos_start.json";
import letter from "../fixtures/letter_start.json";
import pick from "../fixtures/chaos_pick.json";
import effects from "../fixtures/chaos_effects.json";
import react from "../fixtures/chaos_react.json";

const GAP = 16;   // px between the card and its text at most: next to it
const zoomOf = (s) => s.items.find((i) => i.type === "mzoom");

/** Return how far the box `z` lies from the card `a` (under it or over it), or Infinity when it lies beside or on it. */
function apart(z, a) {
  if (z.y >= a.y + a.h) return z.y - (a.y + a.h);
  if (z.y + z.h <= a.y) return a.y - (z.y + z.h);
  return Infinity;
}

/** Return the card `a` grown down over the lines and chips above the zoom `z` that follow it closely (each within GAP
 * of the last). */
function belowMoves(s, a, z) {
  const moves = s.items.filter((i) => (i.type === "chip" || i.type === "text") && i.y >= a.y + a.h
                               && i.y + (i.h || i.size) <= z.y)
    .sort((p, q) => p.y - q.y);
  let bottom = a.y + a.h;
  for (const i of moves) if (i.y - bottom <= GAP) bottom = Math.max(bottom, i.y + (i.h || i.size));
  return { ...a, h: bottom - a.y };
}

describe("finding 1: CHAOS on a 390 px phone, a tapped hand card's text opens next to it, in sight", () => {
  const base = valid(chaos);
  const cards = layout({ ...base, ui: { touch: true } }, { width: 390 }).items.filter((i) => i.zoom && /^hand-/.test(i.label));
  // the window's band (scene px, index.js visibleBand): the hand at the foot of the screen; the page scrolled on
  for (const visible of [{ top: 0, bottom: 744 + 80 }, { top: 300, bottom: 1000 }]) {
    for (const card of cards) {
      it(`${card.zoom} in ${visible.top}–${visible.bottom}: by the card, inside the band, the table as tall`, () => {
        const s = layout({ ...base, ui: { touch: true, visible, selected: `zoom:${card.zoom}` } }, { width: 390 });
        const z = zoomOf(s);
        expect(apart(z, belowMoves(s, card, z))).toBeLessThanOrEqual(GAP);   // (since round BB the prompt lies under the hand)
        expect(z.y).toBeGreaterThanOrEqual(visible.top);
        expect(z.y + z.h).toBeLessThanOrEqual(visible.bottom);
        expect(s.height).toBe(s.fitHeight);
      });
    }
  }
});

describe("finding 1: every tapped CHAOS card on a 390 px phone, its text by it in a window around it", () => {
  for (const [name, fixture] of [["start", chaos], ["pick", pick], ["effects", effects], ["react", react]]) {
    const base = valid(fixture);
    const s0 = layout({ ...base, ui: { touch: true } }, { width: 390 });
    const keyed = s0.items.filter((i) => i.zoom && i.id === `zoom:${i.zoom}`);
    for (const key of new Set(keyed.map((i) => i.zoom))) {
      const card = keyed.find((i) => i.zoom === key);
      // a window 764 px tall (844 less the page's bar) with the card in its upper part
      const visible = { top: Math.max(0, card.y - 250), bottom: Math.max(0, card.y - 250) + 764 };
      it(`${name} ${key}: by the card, inside the band`, () => {
        const s = layout({ ...base, ui: { touch: true, visible, selected: `zoom:${key}` } }, { width: 390 });
        const z = zoomOf(s);
        // a card next to it; the time line's text (the board's pieces and moves right under it, kept clear) in sight
        // (or right under the lines and chips that follow it: a phone's folded reaction prompt and its chips stand
        // under the combo's heading, and a card's text never covers a move — round AK, chaos_ja 4)
        if (/^(card|combo):/.test(key)) expect(apart(z, belowMoves(s, card, z))).toBeLessThanOrEqual(GAP);
        expect(z.y).toBeGreaterThanOrEqual(visible.top);
        expect(z.y + z.h).toBeLessThanOrEqual(visible.bottom);
      });
    }
  }
});

// the desk's places as they were before this round (1280×800, a mouse): the zoom column right of the rows
const DESK = {
  // Letter's desk text has one place since round AZ2, the zoom column's top, whatever opened it (review 32,
  // letter_en 5: it jumped between the hand and the clue stack, 036 vs 038)
  letter: { "clue-stack": [780, 24], cthulhu: [780, 24], insanity: [780, 24], "out-of-play": [780, 24],
            liber_ivonis: [780, 24] },
  // CHAOS 4 px lower since round II: the start fixture's move carries the lit cells' note (II2, b504bdda), and without
  // it the old places hold (checked); what this test pins is that the visible band changes nothing
  chaos: { "card:checkup_moon": [656, 396], "card:sprint_moon": [656, 432], "card:amnesia_skull": [610, 432] },
};

describe("finding 1, the desk: a card's text stays where it opened at 1280 (the visible band changes nothing)", () => {
  for (const [game, fixture] of [["letter", letter], ["chaos", chaos]]) {
    for (const [key, [x, y]] of Object.entries(DESK[game])) {
      it(`${game} ${key} at 1280`, () => {
        const s = layout({ ...valid(fixture), ui: { visible: { top: 0, bottom: 700 }, selected: `zoom:${key}` } },
                         { width: 1280 });
        expect([zoomOf(s).x, zoomOf(s).y]).toEqual([x, y]);
      });
    }
  }
});
