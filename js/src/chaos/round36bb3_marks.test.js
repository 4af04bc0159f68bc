// Review 34, chaos_ja 4 and room_zh 4 (shots chaos_ja 101, 171, 188; room_zh 105, 084): a Checkup tag "6回 ✓" sat on
// the piece standing on its cell, and the piece shrank to about half its size. A piece on a checked cell now keeps
// (nearly) its own size in the lower left of the cell; the mark alone ("✓", "✗", amber "✓?") takes the top right corner,
// clear of the piece's shape and ring; its round is said on hover. The amber "✓?" stays legible on a 390 px phone.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { paint } from "../paint.js";
import { valid } from "../view_schema.js";
import { recordingContext } from "../text_record.js";
import { tagBox } from "./crowd.js";
import { shapeGap as gap } from "./board_words.js";
import start from "../fixtures/chaos_start.json";

function scene(view, width, lang) {
  const f = structuredClone(start);
  Object.assign(f.view, view);
  return layout({ ...valid({ ...f, lang }), ui: {} }, { width });
}

const CASES = [["A1", [8, 1]], ["B1", [1, 8]]];
const MARKS = [["✓", { bomb: false, round: 6, turn: 0 }], ["✓?", { bomb: false, round: 2, turn: 0, doubt: true }],
               ["✗", { bomb: true }]];

describe("chaos_ja 4 / room_zh 4: a Checkup mark beside the piece on its cell, the piece kept whole", () => {
  for (const [width, lang] of [[390, "ja"], [390, "zh"], [930, "en"], [1280, "en"]]) {
    for (const [seat, cell] of CASES) {
      for (const [glyph, mark] of MARKS) {
        it(`${lang} ${width}: ${seat} on a "${glyph}" cell keeps its size and the mark keeps off it`, () => {
          const bare = scene({ round: 7 }, width, lang).items.find((i) => i.label === `piece-${seat}`);
          const s = scene({ round: 7, checked: [{ cell, ...mark }] }, width, lang);
          const piece = s.items.find((i) => i.label === `piece-${seat}`);
          const check = s.items.find((i) => i.label === `check-${cell.join(",")}`);
          const c = s.items.find((i) => i.label === `cell-${cell[0]}-${cell[1]}`);
          // a little smaller beside the wider "✓?": its gold ring keeps 2 px off the mark (review 35, chaos_en 8)
          const least = (width > 400 ? 0.85 : 0.75) - (mark.doubt ? 0.1 : 0);
          expect(piece.w / bare.w, JSON.stringify({ piece, bare })).toBeGreaterThanOrEqual(least);   // 0.6 before
          expect(piece.nameSize).toBeGreaterThanOrEqual(11);
          const box = tagBox(check, c.x, c.y, c.w);
          expect(gap(box, piece), JSON.stringify({ box, piece })).toBeGreaterThanOrEqual(2.5);
          expect(box.x + box.w).toBeLessThanOrEqual(c.x + c.w);
          expect(piece.y + piece.h).toBeLessThanOrEqual(c.y + c.h);
          const { ctx, drawn } = recordingContext();
          paint(ctx, { width: 2000, height: 2000, items: [check] });
          const words = drawn.map((d) => d.text);
          expect(words).toEqual([glyph]);   // the mark alone: its round ("6R") on hover
          expect(drawn[0].size).toBeGreaterThanOrEqual(10);   // a phone's amber ✓? legible
          expect(check.tip).toBeTruthy();
        });
      }
    }
  }
});

describe("room_zh 4 (106): the amber '✓?' on a free cell stays legible on a phone", () => {
  for (const lang of ["zh", "ja", "en"]) {
    it(`${lang} 390: '✓?' drawn whole at 11 px, inside the cell, its round on hover`, () => {
      const s = scene({ round: 9, checked: [{ cell: [1, 3], bomb: false, round: 8, turn: 0, doubt: true }] }, 390, lang);
      const check = s.items.find((i) => i.label === "check-1,3");
      const c = s.items.find((i) => i.label === "cell-1-3");
      const { ctx, drawn } = recordingContext();
      paint(ctx, { width: 2000, height: 2000, items: [check] });
      const mark = drawn.find((d) => d.text === "✓?");
      expect(mark.size).toBeGreaterThanOrEqual(11);
      expect(mark.squeeze, JSON.stringify(mark)).toBeGreaterThanOrEqual(0.95);
      for (const d of drawn) expect(d.x >= c.x + 2 && d.x + d.w <= c.x + c.w - 2, JSON.stringify(d)).toBe(true);
      expect(drawn.map((d) => d.text)).toEqual(["✓?"]);   // its round on hover (review 35, room_zh 9)
      expect(check.tip).toMatch(/8/);
    });
  }
});
