// Review 41, room_en 7 (218): "the key icon is drawn over the A2 token and hides part of its label". A piece on the
// key's cell keeps its name whole: the key goes small into the cell's top left corner, over the piece (a ghost's
// see-through token showed the key's shaft across "A2"), its drawing clear of the piece's name.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { textWidth } from "../scene/text.js";
import start from "../fixtures/chaos_start.json";

const meets = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe("review 41, room_en 7: the key never over a piece's name", () => {
  for (const width of [1280, 390]) {
    for (const seat of ["A2", "B1"]) {
      it(`${width}: ${seat} on the key's cell`, () => {
        const view = { ...start.view, key: [4, 4],
                       pieces: start.view.pieces.map((p) => (p.seat === seat ? { ...p, cell: [4, 4] } : p)) };
        const s = layout(valid({ ...start, view, ui: {} }), { width });
        const k = s.items.find((i) => i.type === "key");
        const p = s.items.find((i) => i.type === "piece" && i.seat === seat);
        const nameW = textWidth(seat, p.nameSize, true);
        const name = { x: p.x + p.w / 2 - nameW / 2, y: p.y + p.h / 2 - p.nameSize / 2, w: nameW, h: p.nameSize };
        // the key's drawing (paint_board.js key: bow and shaft, 0.23 to 0.84 of its box across, 0.37 to 0.63 down)
        const drawn = { x: k.x + k.w * 0.23, y: k.y + k.w * 0.37, w: k.w * 0.61, h: k.w * 0.26 };
        expect(meets(drawn, name), JSON.stringify({ drawn, name })).toBe(false);
        expect(s.items.indexOf(k)).toBeGreaterThan(s.items.indexOf(p));   // over the token, not seen through it
      });
    }
  }
});
