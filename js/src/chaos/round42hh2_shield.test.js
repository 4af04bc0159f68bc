// Review 38, room_en 16 (shot 141): the protection shield in a protected piece's lower right corner lay over its
// "A1". The shield (and a status glyph's other forms) now keeps below or right of the piece's name, whole, in a lone
// piece, a piece on a checked cell and two pieces sharing a cell, on a desk and a phone. Rules: CH-CARD Protection.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { paint } from "../paint.js";
import { valid } from "../view_schema.js";
import { recordingContext } from "../text_record.js";
import start from "../fixtures/chaos_start.json";

/** Return the start frame as A1 reads it, A1 protected, `cells` moving pieces, laid out `width` px wide. */
function scene(lang, width, cells = {}, checked = []) {
  const f = structuredClone(start);
  f.lang = lang;
  for (const p of f.view.pieces) {
    if (p.seat === "A1") p.protected = true;
    if (cells[p.seat]) p.cell = cells[p.seat];
  }
  f.view.checked = checked;
  return layout({ ...valid(f), ui: {} }, { width });
}

/** Return the drawn name box of a piece and the box of the path its status glyph draws after its role tab. */
function boxes(piece) {
  const { ctx, drawn } = recordingContext();
  const pts = [];
  for (const m of ["moveTo", "lineTo"]) ctx[m] = (x, y) => pts.push({ x, y, at: drawn.length });
  ctx.quadraticCurveTo = (a, b, x, y) => pts.push({ x: a, y: b, at: drawn.length }, { x, y, at: drawn.length });
  ctx.bezierCurveTo = (a, b, c, d, x, y) => {
    for (const [px, py] of [[a, b], [c, d], [x, y]]) pts.push({ x: px, y: py, at: drawn.length });
  };
  // (the reader's ★ drawn after the name left out: the glyph's path is what follows the name or the role tab)
  paint(ctx, { width: 2000, height: 2000, items: [{ ...piece, you: false }] });
  const name = drawn.find((d) => d.text === piece.seat);
  const tab = Math.max(drawn.indexOf(name), drawn.findIndex((d) => d.text === piece.roleMark));
  const glyph = pts.filter((p) => p.at > tab);
  const xs = glyph.map((p) => p.x);
  const ys = glyph.map((p) => p.y);
  const [x, y] = [Math.min(...xs), Math.min(...ys)];
  return { name, shield: { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y } };
}

const meets = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const CASES = [["alone", {}, []], ["shared", { A1: [8, 2] }, []],
               ["checked", {}, [{ cell: [8, 1], round: 1, bomb: false }]], ["three", { A1: [8, 2], B1: [8, 2] }, []]];

describe("review 38 room_en 16: the shield of a protected piece keeps off its name", () => {
  for (const lang of ["en", "ja"]) {
    for (const width of [1280, 390]) {
      for (const [what, cells, checked] of CASES) {
        it(`${lang} ${width} ${what}`, () => {
          const s = scene(lang, width, cells, checked);
          const a1 = s.items.find((i) => i.label === "piece-A1");
          expect(a1.status).toBe("protected");
          const { name, shield } = boxes(a1);
          expect(name.size).toBeGreaterThanOrEqual(9);
          expect(shield.w).toBeGreaterThanOrEqual(6);   // still a shield one sees
          expect(meets(name, shield), JSON.stringify({ name, shield, a1 })).toBe(false);
          // (the path's curve points lie 1 px round it; a 6 px shield hangs under a phone's shared piece's name)
          expect(shield.x + shield.w).toBeLessThanOrEqual(a1.x + a1.w + 4);
          expect(shield.y + shield.h).toBeLessThanOrEqual(a1.y + a1.h + 5);
        });
      }
    }
  }
});
