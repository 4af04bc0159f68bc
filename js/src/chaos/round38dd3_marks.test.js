// Review 36 (chaos_en 1, room_en 5): the reader's piece on a Checkup-marked cell stood in the cell's lower left
// corner, beside the ✓ in the upper right, and read as bigger and hanging over the side. Every piece now stays
// centred on its cell at a lone piece's size; the mark under it becomes the cell's rim in the mark's colour (green ✓,
// red ✗, amber ✓?/✗?), and its words join the piece's tooltip, so no glyph meets the piece's ring.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { rimLine } from "./crowd.js";
import start from "../fixtures/chaos_start.json";

const LANGS = ["en", "zh", "zh-TW", "ja"];

/** The start frame as A1 reads it: A1 on a8 checked clean (or `mark`), B1 on h1 unmarked. */
function scene(lang, width, mark = { bomb: false }) {
  const f = structuredClone(start);
  f.lang = lang;
  f.view.checked = [{ cell: [8, 1], round: 1, ...mark }];
  return layout({ ...valid(f), ui: {} }, { width });
}

const centre = (i) => [i.x + i.w / 2, i.y + i.h / 2];

describe("review 36 chaos_en 1: a piece on a checked cell stays centred, the mark is the cell's rim", () => {
  for (const lang of LANGS) {
    for (const width of [1280, 390]) {
      for (const mark of [{ bomb: false }, { bomb: true }, { bomb: false, doubt: true }]) {
        it(`${lang} ${width} ${JSON.stringify(mark)}`, () => {
          const s = scene(lang, width, mark);
          const a1 = s.items.find((i) => i.label === "piece-A1");
          const b1 = s.items.find((i) => i.label === "piece-B1");
          const cell = s.items.find((i) => i.label === "cell-8-1");
          const [cx, cy] = centre(cell);
          const [px, py] = centre(a1);
          expect(Math.abs(px - cx)).toBeLessThanOrEqual(1);
          expect(Math.abs(py - cy)).toBeLessThanOrEqual(1);
          expect(a1.w).toBe(b1.w);   // the size of a piece on an unmarked cell
          const check = s.items.find((i) => i.type === "check" && i.label === "check-8,1");
          expect(check.rim).toBe(true);   // drawn as the cell's rim, no glyph beside the piece
          expect(check.under).not.toBe(true);
          // the rim inside the cell's edge keeps 1.5 px or more off the piece's gold ring (1.75 px out)
          expect(a1.x - cell.x - 1.75 - rimLine(cell.w)).toBeGreaterThanOrEqual(1.5);
          expect(a1.tip).toContain(check.tip);   // the mark's words on the piece's hover or tap
        });
      }
    }
  }

  it("an empty checked cell keeps its glyph", () => {
    const f = structuredClone(start);
    f.view.checked = [{ cell: [5, 5], round: 1, bomb: false }];
    const s = layout({ ...valid(f), ui: {} }, { width: 390 });
    expect(s.items.find((i) => i.label === "check-5,5").rim).toBeFalsy();
  });
});
