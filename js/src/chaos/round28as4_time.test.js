// CHAOS, review 27 (round AS, fixer AS4), chaos_en 9 (016 vs 035): the time heading switched to a much smaller font
// for "Dawn · lasts through this turn"; it keeps the size of "Day" in every turn, its words shortened instead (the
// whole on hover).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import effects from "../fixtures/chaos_effects.json";

const heading = (time, width) => {
  const f = structuredClone(effects);
  f.view.time = time;
  return layout({ ...valid(f), ui: {} }, { width }).items.find((i) => i.label === "time-text");
};

describe("chaos_en 9: the time heading keeps its size", () => {
  for (const width of [930, 390]) {
    it(`${width}: Dawn and Midnight of this turn read at Day's size`, () => {
      const day = heading(null, width);
      for (const kind of ["dawn", "midnight"]) {
        const h = heading({ kind, seat: effects.view.to_act, turns_left: 0 }, width);
        expect(h.size, h.text).toBe(day.size);
      }
    });
  }
});
