// CHAOS, review 30 (round AV, fixer AV5). chaos_ja 2 (086/087): orange dash-dot lines ran along row 4 and column g
// during Dawn, and the notes under the board (cut to three on a phone) named only A2's line. Each Dawn line names its
// ghost on the line itself: a small tag in the team's colour at the row's and the column's start.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { paint } from "../paint.js";
import { recordingContext } from "../text_record.js";
import start from "../fixtures/chaos_start.json";

describe("chaos_ja 2: whose Dawn line it is, on the line", () => {
  it("each ghost's lines carry its seat's tag, on the board, one at the row and one at the column", () => {
    const f = structuredClone(start);
    f.view.time = { kind: "dawn", seat: "B2", turns_left: 1 };
    f.view.pieces = f.view.pieces.map((p) => (p.seat === "B2" ? { ...p, cell: [2, 7], dawn_anchor: { cell: [4, 7] } }
      : p.seat === "A2" ? { ...p, dawn_anchor: { cell: [8, 2] } } : p));
    const s = layout({ ...valid(f), ui: {} }, { width: 390 });
    for (const seat of ["A2", "B2"]) {
      const line = s.items.find((i) => i.label === `dawn-${seat}`);
      const { ctx, drawn } = recordingContext();
      paint(ctx, { width: 2000, height: 2000, items: [line] });
      const tags = drawn.filter((d) => d.text === seat);
      expect(tags.length, `${seat}'s line names it`).toBe(2);
      for (const d of tags) {
        expect(d.x >= line.x && d.x + d.w <= line.x + line.w && d.y >= line.y && d.y + d.h <= line.y + line.h).toBe(true);
      }
    }
  });
});
