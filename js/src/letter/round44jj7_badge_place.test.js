// Newcomer review 39, letter_zh 13 (019, 029): the clue stack's count badge sat on the top-right corner of a face-down
// clue and moved to the bottom-right when the top clue was face up. One place for both: the pile's lower right corner,
// over its edges, off the card's face and off every other thing on the table, in every recorded frame.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { LETTER_PAINTERS } from "./paint.js";
import start from "../fixtures/letter_start.json";
import games from "./round10n_games.json";

/** Return the circle of radius 11 (the count's badge) a pile's painting draws. */
function badgeOf(item) {
  const arcs = [];
  const ctx = new Proxy({}, {
    get(target, prop) {
      if (prop in target) return target[prop];
      if (prop === "measureText") return (t) => ({ width: String(t).length * 6 });
      if (prop === "arc") return (x, y, r) => arcs.push({ x, y, r });
      return () => {};
    },
    set(target, prop, value) { target[prop] = value; return true; },
  });
  LETTER_PAINTERS.pile(ctx, item);
  return arcs.find((c) => c.r === 11);
}

const meets = (c, r) => c.x + c.r > r.x && c.x - c.r < r.x + r.w && c.y + c.r > r.y && c.y - c.r < r.y + r.h;

describe("review 39, letter_zh 13: the clue stack's count badge keeps one place, face up or face down", () => {
  for (const lang of ["en", "zh", "ja"]) {
    for (const width of [1280, 390]) {
      it(`${lang} at ${width}: every recorded frame`, () => {
        const places = new Set();
        const faces = new Set();
        for (const game of games[lang]) {
          for (const f of game) {
            if (f.view.result || !f.view.opponent.clues) continue;
            const s = layout({ ...valid({ ...start, ...f, lang, catalog: start.catalog }), ui: { touch: width < 600 } },
                             { width });
            const pile = s.items.find((i) => i.key === "clue-stack");
            const badge = badgeOf(pile);
            faces.add(Boolean(pile.top));
            places.add(`${badge.x - pile.x - pile.w},${badge.y - pile.y - pile.h}`);
            for (const other of s.items) {
              if (other === pile || other.type === "background" || other.background || !(other.w > 0)) continue;
              if (other.type === "rect" && other.label === "panel") continue;
              const box = other.type === "text" ? { ...other, y: other.y - 2 } : other;
              expect(meets(badge, box), `turn ${f.view.turn}: over ${other.label ?? other.type}`).toBe(false);
            }
          }
        }
        expect(faces.size).toBe(2);   // both kinds of top seen
        expect([...places]).toHaveLength(1);
      });
    }
  }
});
