// CHAOS, newcomer review 20 (chaos_en finding 6, 070→071): "ArrowRight moved focus from b7 to a8 (a cell to the
// left)… Enter then moved me backwards": the left and right arrows cycled through the moves in their list order. They
// now go to the nearest move that way, as Up and Down do (or stay where none is); Tab still cycles.
import { describe, expect, it } from "vitest";
import { clickable, nearest } from "../scene/hit.js";
import { frame, scene } from "./swap_frames.js";

const centre = (s, id) => {
  const i = s.items.find((x) => x.id === id);
  return { x: i.x + i.w / 2, y: i.y + i.h / 2 };
};

describe("round 21 AG5, finding 3: the arrow keys go where they point", () => {
  for (const width of [1280, 390]) {
    it(`ArrowRight goes right and ArrowLeft left, from every move of the start (${width} px)`, () => {
      const s = scene(frame("en"), width);
      const ids = clickable(s);
      expect(ids.length).toBeGreaterThan(2);
      ids.forEach((id, i) => {
        const from = centre(s, id);
        for (const [dir, sign] of [["right", 1], ["left", -1]]) {
          const to = nearest(s, ids, i, dir);
          if (to === i) continue;   // none that way: the focus stays
          expect(sign * (centre(s, ids[to]).x - from.x), `${dir} from ${id} went to ${ids[to]}`).toBeGreaterThan(0);
        }
      });
    });
  }

  it("in one row of cells, right is the cell to the right", () => {
    const items = ["a", "b", "c"].map((n, k) => ({ id: `act:${n}`, x: 100 - 40 * k, y: 10, w: 30, h: 30 }));
    const s = { items: [...items, { id: "act:d", x: 0, y: 200, w: 30, h: 30 }] };
    const ids = clickable(s);
    const at = (n) => ids.indexOf(`act:${n}`);
    expect(ids[nearest(s, ids, at("c"), "right")]).toBe("act:b");
    expect(ids[nearest(s, ids, at("b"), "left")]).toBe("act:c");
    expect(ids[nearest(s, ids, at("a"), "right")]).toBe("act:a");   // stays
  });
});
