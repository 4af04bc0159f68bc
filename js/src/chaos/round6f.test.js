// Issue 23, round F (CHAOS), newcomer review 5 (18:00 build): what a player must see to play.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import hidden from "../fixtures/chaos_hidden.json";

/** B2, a ghost at C3 (row 3, col 8), may move to three cells; A1, an enemy patient, stands on one of them. */
const catchable = () => {
  const f = structuredClone(valid(hidden));
  Object.assign(f, { seat: "B2" });
  Object.assign(f.view, { to_act: "B2", phase: "move", prompt: { kind: "move" } });
  f.view.pieces[0].cell = [3, 7];
  f.legal = [[2, 8], [4, 8], [3, 7]].map((c, k) => ({ id: `m${k}`, kind: "move", fields: { cell: c }, target: { cell: c } }));
  return f;
};

describe("item 1: a ghost's catch of an enemy patient is drawn as a move target (r5: only clicking found it)", () => {
  for (const width of [1280, 390]) {
    it(`every legal cell shows a mark drawn over its piece, at ${width} px`, () => {
      const items = layout({ ...catchable(), ui: {} }, { width }).items;
      const piece = items.findIndex((i) => i.label === "piece-A1");
      const cells = items.filter((i) => i.type === "cell" && String(i.id ?? "").startsWith("act:"));
      expect(cells.length).toBe(3);
      for (const c of cells) {
        const free = Boolean(c.mark);
        const aim = items.findIndex((i) => i.label === `aim-${c.row}-${c.col}`);
        expect(free || aim > piece, `cell ${c.row},${c.col}`).toBe(true);
      }
      const aim = items.find((i) => i.label === "aim-3-7");
      const cell = items.find((i) => i.label === "cell-3-7");
      expect([aim.x, aim.y, aim.w, aim.h]).toEqual([cell.x, cell.y, cell.w, cell.h]);
    });
  }
});
