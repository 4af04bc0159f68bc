// Review 38, room_en 1 (shots 119 125 233 237 279): a piece on a Checkup-checked cell was drawn unlike every other
// piece, a huge "A1" inside the cell's white/green square rim, and the cell's ✓ was gone (only its colour, as that
// rim). A piece on a checked cell now keeps a lone piece's look (its name's size, no square frame) and sits low in
// its cell, centred across, so the mark itself ("✓", "✗", amber "✓?") stays in the cell's top right corner, clear of
// the piece and its gold ring (no mark over a piece, reviews 7-36). Rules: CH-CHECK (Checkup marks).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { paint } from "../paint.js";
import { valid } from "../view_schema.js";
import { recordingContext } from "../text_record.js";
import start from "../fixtures/chaos_start.json";

const LANGS = ["en", "zh", "zh-TW", "ja"];
const MARKS = [["✓", { bomb: false }], ["✗", { bomb: true }], ["✓?", { bomb: false, doubt: true }]];

/** Return the start frame as A1 reads it, `checked` its Checkup marks, laid out `width` px wide. */
function scene(lang, width, checked = []) {
  const f = structuredClone(start);
  f.lang = lang;
  f.view.round = 3;
  f.view.checked = checked;
  return layout({ ...valid(f), ui: {} }, { width });
}

const meets = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe("review 38 room_en 1: a piece on a checked cell keeps its look and the cell's mark shows", () => {
  for (const lang of LANGS) {
    for (const width of [1280, 390]) {
      for (const [glyph, mark] of MARKS) {
        for (const [seat, cell] of [["A1", [8, 1]], ["B1", [1, 8]]]) {
          it(`${lang} ${width}: ${seat} on a "${glyph}" cell`, () => {
            const bare = scene(lang, width).items.find((i) => i.label === `piece-${seat}`);
            const s = scene(lang, width, [{ cell, round: 1, turn: 0, ...mark }]);
            const piece = s.items.find((i) => i.label === `piece-${seat}`);
            const c = s.items.find((i) => i.label === `cell-${cell[0]}-${cell[1]}`);
            const check = s.items.find((i) => i.label === `check-${cell.join(",")}`);
            expect(piece.nameSize).toBe(Math.max(12, bare.nameSize));   // not the huge "A1" of room_en 119
            expect(piece.w).toBeGreaterThanOrEqual(Math.floor(c.w * 0.45));   // a phone: about half its cell
            expect(Math.abs(piece.x + piece.w / 2 - (c.x + c.w / 2))).toBeLessThanOrEqual(1);
            expect(piece.y + piece.h).toBeLessThanOrEqual(c.y + c.h - 2);   // inside its cell
            const { ctx, drawn } = recordingContext();
            const rects = [];
            ctx.strokeRect = (x, y, w, h) => rects.push({ x, y, w, h });
            paint(ctx, { width: 2000, height: 2000, items: [check] });
            expect(drawn.map((d) => d.text)).toEqual([glyph]);   // the mark itself, no frame round the cell
            expect(rects.every((r) => r.w < c.w / 2), JSON.stringify(rects)).toBe(true);
            const ring = { x: piece.x - 1.75, y: piece.y - 1.75, w: piece.w + 3.5, h: piece.h + 3.5 };
            for (const d of [...drawn, ...rects]) {
              expect(meets(d, ring), JSON.stringify({ d, ring })).toBe(false);
              expect(d.x >= c.x && d.x + d.w <= c.x + c.w && d.y >= c.y && d.y + d.h <= c.y + c.h).toBe(true);
            }
            expect(drawn[0].size).toBeGreaterThanOrEqual(10);
          });
        }
      }
    }
  }
});
