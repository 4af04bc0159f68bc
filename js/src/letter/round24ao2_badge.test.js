// Newcomer review 23, Letter zh-TW phone finding 8 (012): with the top clue face up, the stack's count badge vanished
// and only "線索：N" remained. The badge stays, at the pile's lower right corner over its edges: off the card's value,
// its eye or star and its name (review 14, finding 6: over the face's top corner it hid the card), and off every other
// thing on the table.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { LETTER_PAINTERS } from "./paint.js";
import start from "../fixtures/letter_start.json";
import games from "./round10n_games.json";

/** Return the circles and texts a pile's painting draws. */
function painted(item) {
  const out = { arcs: [], texts: [] };
  const ctx = new Proxy({}, {
    get(target, prop) {
      if (prop in target) return target[prop];
      if (prop === "measureText") return (t) => ({ width: String(t).length * 6 });
      if (prop === "arc") return (x, y, r) => out.arcs.push({ x, y, r });
      if (prop === "fillText") return (text, x, y) => out.texts.push({ text: String(text), x, y });
      return () => {};
    },
    set(target, prop, value) { target[prop] = value; return true; },
  });
  LETTER_PAINTERS.pile(ctx, item);
  return out;
}

const meets = (c, r) => c.x + c.r > r.x && c.x - c.r < r.x + r.w && c.y + c.r > r.y && c.y - c.r < r.y + r.h;

describe("a face-up top clue keeps the stack's count badge", () => {
  for (const lang of ["en", "zh", "ja"]) {
    for (const width of [1280, 930, 390, 360]) {
      it(`${lang} at ${width}: every recorded frame with the top clue face up`, () => {
        let seen = 0;
        for (const game of games[lang]) {
          for (const f of game) {
            const stack = f.view.opponent;
            if (f.view.result || !stack.cards[0]?.id || !stack.clues) continue;
            seen += 1;
            const s = layout({ ...valid({ ...start, ...f, lang, catalog: start.catalog }), ui: { touch: width < 600 } },
                             { width });
            const pile = s.items.find((i) => i.key === "clue-stack");
            expect(pile.badge, `turn ${f.view.turn}`).not.toBe(false);
            const { arcs, texts } = painted(pile);
            expect(texts.map((t) => t.text)).toContain(String(pile.count));
            const badge = arcs.find((c) => c.r === 11);
            const { x, y, w, h } = pile;
            // off the card's face (its value, eye or star, name): at most 3 px over its edge, in its lower part
            expect(badge.x - badge.r, `turn ${f.view.turn}`).toBeGreaterThanOrEqual(x + w - 3);
            expect(badge.y - badge.r).toBeGreaterThan(y + h / 2);
            expect(badge.y + badge.r).toBeLessThanOrEqual(y + h);
            for (const other of s.items) {
              if (other === pile || other.type === "background" || other.background || !(other.w > 0)) continue;
              if (other.type === "rect" && other.label === "panel") continue;
              const box = other.type === "text" ? { ...other, y: other.y - 2 } : other;
              expect(meets(badge, box), `turn ${f.view.turn}: over ${other.label ?? other.type}`).toBe(false);
            }
          }
        }
        expect(seen).toBeGreaterThan(0);
      });
    }
  }
});
