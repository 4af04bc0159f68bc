// Review 41, room_en 3 (060, 063): "B1 sits at g2 while downward arrows still run g1→g4": a push's arrow, sent with the
// seat's moves for everything since its last turn, stayed after the pushed piece had moved on, and the reader was
// unsure where B1 really was. A push's arrow is drawn only while its piece still stands where the push left it (as a
// spin's compass goes with its patient, review 7 finding 4); the push is still told in the story and on hover.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

const PUSH = { kind: "push", seat: "B1", cell: [1, 7], to: [4, 7], tip: "A2's push sends B1 down from g1 to g4." };

/** Return the 1280 or 390 scene of the start frame with B1 at `cell` and the push told with the seat's moves. */
function scene(cell, width) {
  const pieces = start.view.pieces.map((p) => (p.seat === "B1" ? { ...p, cell } : p));
  const legal = start.legal.map((a, k) => (k ? a : { ...a, target: { ...a.target, marks: [PUSH] } }));
  return layout(valid({ ...start, legal, view: { ...start.view, pieces }, ui: {} }), { width });
}

describe("review 41, room_en 3: no push arrow once the pushed piece moved on", () => {
  for (const width of [1280, 390]) {
    it(`${width}: drawn while B1 stands on g4, gone when B1 is on g2`, () => {
      const arrows = (s) => s.items.filter((i) => i.type === "pusharrow");
      expect(arrows(scene([4, 7], width))).toHaveLength(1);
      expect(arrows(scene([2, 7], width))).toEqual([]);
    });
  }
});
