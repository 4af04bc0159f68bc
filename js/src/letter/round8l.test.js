// The Letter table, issue 23 round L (newcomer review 8: Letter 7/7 at 1280×800, 7/6 on a zh phone).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { textWidth } from "../scene/text.js";
import start from "../fixtures/letter_start.json";

const card = (id) => ({ id, value: start.catalog.cards[id].value, insane: start.catalog.cards[id].insane });
const KINDS = ["investigators", "cats_of_ulthar", "great_race_of_yith", "elder_sign", "professor_armitage",
               "randolph_carter", "deep_ones", "golden_mead", "liber_ivonis", "silver_key"];

// Review 10 (finding 1) moved the pile beside Cthulhu, two rows of three: six kinds whole, more over each other with
// each value digit in sight (the band under the stack left ~150 px empty and put the hand below a phone's screen)
describe("finding 1: on a phone the opponent's discard is read, its first six kinds whole, nothing moves", () => {
  for (const lang of ["en", "zh", "ja"]) {
    it(`${lang} at 390: 10 kinds lie inside the table, six whole; hand and prompt stay put from 0 to 10`, () => {
      const at = [];
      for (let n = 0; n <= KINDS.length; n++) {
        const view = { ...start.view, opponent_discard: KINDS.slice(0, n).map(card) };
        const s = layout(valid({ ...start, lang, view }), { width: 390 });
        const pile = s.items.filter((i) => /^opponent-discard-\d+$/.test(i.label ?? ""));
        expect(pile.length).toBe(n);
        for (const c of pile) {
          expect(c.x).toBeGreaterThanOrEqual(0);
          expect(c.x + c.w).toBeLessThanOrEqual(s.width);
          if (n <= 6) expect(c.peek).toBeUndefined();   // shown whole: its value, its name at a readable width
          else if (c.peek) expect(c.peek).toBeGreaterThanOrEqual(14);   // its value digit in sight
          expect(c.w).toBeGreaterThanOrEqual(textWidth("調查", 11) + 8);
          for (const o of pile) {
            if (o === c || n > 6) continue;
            const ox = Math.min(c.x + c.w, o.x + o.w) - Math.max(c.x, o.x);
            const oy = Math.min(c.y + c.h, o.y + o.h) - Math.max(c.y, o.y);
            expect(ox > 0 && oy > 0).toBe(false);
          }
        }
        const hand = s.items.find((i) => i.label === "hand-0");
        const prompt = s.items.find((i) => i.label === "prompt");
        at.push([hand.y, prompt.y]);
      }
      expect(new Set(at.map((p) => p.join())).size).toBe(1);
    });
  }
});
