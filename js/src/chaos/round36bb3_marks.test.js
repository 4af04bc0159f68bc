// Review 34, chaos_ja 4 and room_zh 4 (shots chaos_ja 101, 171, 188; room_zh 105, 084): a Checkup tag "6回 ✓" sat on
// the piece standing on its cell, and the piece shrank to about half its size. A piece on a checked cell now keeps
// its own size; since review 36 (chaos_en 1) it stays centred across, its words on the piece's hover; since review 38
// (room_en 1: the rim hid the ✓ and came with a huge "A1") the mark is its glyph in the corner and the piece sits low
// under it, a little smaller, its name a lone piece's. On a free cell the mark alone ("✓", "✗", amber "✓?") takes
// the top right corner, its round on hover. The amber "✓?" stays legible on a 390 px phone.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { paint } from "../paint.js";
import { valid } from "../view_schema.js";
import { recordingContext } from "../text_record.js";
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
          // review 36, chaos_en 1: the piece kept whole and centred across; review 38, room_en 1: the mark its glyph
          expect(piece.w).toBeGreaterThanOrEqual(Math.floor(c.w * 0.45));
          expect(piece.w).toBeLessThanOrEqual(bare.w);
          expect(piece.nameSize).toBeGreaterThanOrEqual(bare.nameSize);
          expect(Math.abs(piece.x + piece.w / 2 - (c.x + c.w / 2))).toBeLessThanOrEqual(1);
          expect(check.rim).toBeFalsy();
          expect(piece.tip).toContain(check.tip);
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
