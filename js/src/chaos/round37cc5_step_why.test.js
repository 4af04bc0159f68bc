// Review 35, room_zh 1: a newcomer could not tell why a cell beside its piece was not offered; nothing said why. The
// kernel sends, with the first move, why each neighbour cell is no step now (frames/chaos.py steps_why_not); the
// board's cell says it on hover or tap, and a cell the step offers keeps its own words.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { tipAt } from "../scene/hit.js";
import start from "../fixtures/chaos_start.json";

const WALL = "A wall: a patient cannot step onto it (a ghost can).";

function scene(width) {
  const f = structuredClone(start);
  f.legal[0] = { ...f.legal[0], target: { ...f.legal[0].target, steps_why_not: { "7,2": WALL } } };
  return layout({ ...valid({ ...f, lang: "en" }), ui: {} }, { width });
}

describe("CC5: a cell the step does not offer says why (review 35, room_zh 1)", () => {
  for (const width of [1280, 390]) {
    it(`the refused cell's tip is the kernel's line; an offered cell is not changed (${width})`, () => {
      const s = scene(width);
      const refused = s.items.find((i) => i.label === "cell-7-2");
      expect(refused.id).toBeFalsy();
      expect(refused.tip).toBe(WALL);
      expect(tipAt(s, refused.x + refused.w / 2, refused.y + refused.h / 2)).toContain(WALL);
      expect(s.items.find((i) => i.label === "cell-7-1").tip ?? "").not.toContain(WALL);
    });
  }
});
