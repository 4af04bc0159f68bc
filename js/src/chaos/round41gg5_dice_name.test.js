// Round GG, fixer GG5 (newcomer review 38, chaos_en 14 / room_en 4): the board's "Dice area" name lay under pieces and
// move badges ("Dic③rea", room_en 059, 070; A2 at d7, chaos_en 026). It moves along the block's edge to where nothing
// stands, or is not drawn while every place is taken: never under a piece, a badge, a mark.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { inkBox } from "./trail.js";
import start from "../fixtures/chaos_start.json";

const meets = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Return the chaos_start frame with its pieces put on `cells` (in seat order). */
function placed(lang, cells) {
  const pieces = start.view.pieces.map((p, k) => ({ ...p, cell: cells[k] ?? p.cell }));
  return { ...valid({ ...start, lang, view: { ...start.view, pieces } }), ui: {} };
}

/** Return the boxes on the board a word must not lie on: pieces, marks, the trail's numbered badges. */
function inks(s) {
  return s.items.flatMap((i) => [inkBox(i), i.markBox].filter(Boolean));
}

describe("review 38, chaos_en 14 / room_en 4: the dice area's name is never under a piece or a badge", () => {
  const cases = [["d7 and e7", [[7, 4], [7, 5]]], ["c7, d7, e7, f7", [[7, 3], [7, 4], [7, 5], [7, 6]]],
                 ["the whole lower edge", [[7, 2], [7, 3], [7, 4], [7, 5]]]];
  for (const lang of ["en", "zh", "ja"]) {
    for (const width of [1280, 390]) {
      for (const [name, cells] of cases) {
        it(`${lang} at ${width} px, pieces on ${name}`, () => {
          const s = layout(placed(lang, cells), { width });
          const area = s.items.find((i) => i.label === "dice-area");
          for (const d of s.items.filter((i) => i.type === "dicename")) {
            expect(d.x >= area.x && d.x + d.w <= area.x + area.w).toBe(true);
            for (const b of inks(s)) expect(meets(d, b), JSON.stringify(b)).toBe(false);
          }
        });
      }
    }
  }
  it("with nothing on its edge it still reads on the middle of the lower edge", () => {
    const s = layout(placed("en", []), { width: 1280 });
    const area = s.items.find((i) => i.label === "dice-area");
    const d = s.items.find((i) => i.type === "dicename");
    expect(Math.abs(d.x + d.w / 2 - (area.x + area.w / 2))).toBeLessThan(2);
    expect(Math.abs(d.y + d.h / 2 - (area.y + area.h))).toBeLessThan(d.h);
  });
});
