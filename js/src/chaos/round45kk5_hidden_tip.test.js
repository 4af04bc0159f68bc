// Review 41, chaos_en 11 (096-097) and room_en 9 (167): hovering the "?" hidden-bomb mark at the board's top left
// corner opened its words at the bottom of the board, or over rows 3-4, far from the mark and over cells the reader
// was looking at. The tip now opens right above the mark (the mark asks for it: tipAbove), over no cell of the board.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { tooltipItem } from "../scene/feedback.js";
import start from "../fixtures/chaos_start.json";

/** Return the scene of the start frame with B1's two hidden temporary bombs, `width` wide. */
function scene(width) {
  const f = structuredClone(start);
  f.view.pieces.find((p) => p.seat === "B1").hidden_bombs = { n: 2, until: "next_turn" };
  return layout({ ...valid(f), ui: {} }, { width });
}

describe("review 41, chaos_en 11: the hidden bombs' tip opens by its mark", () => {
  for (const width of [1280, 390]) {
    it(`${width}: above the mark, near it, over no cell`, () => {
      const s = scene(width);
      const mark = s.items.find((i) => i.type === "hiddenbombs");
      expect(mark).toBeTruthy();
      const at = { x: mark.x + mark.w / 2, y: mark.y + mark.h / 2 };
      const tip = tooltipItem(s, mark.tip, at);
      const cells = s.items.filter((i) => i.type === "cell");
      const top = Math.min(...cells.map((c) => c.y));
      expect(tip.y + tip.h).toBeLessThanOrEqual(Math.max(mark.y, top));
      expect(Math.abs(tip.x - mark.x)).toBeLessThan(40);
    });
  }
});
