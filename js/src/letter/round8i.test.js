// The Letter table, issue 23 round I (newcomer review 7: Letter 7/6 at 1280×800, 7/5 on a zh phone).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { coachPlace } from "../ui/coach.js";
import start from "../fixtures/letter_start.json";

const overlap = (a, b) => Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x))
  * Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

describe("finding 1: Learn to play's first bubble lies on the table at 1280×800, so the page never scrolls to it", () => {
  for (const lang of ["en", "zh"]) {
    it(`${lang}: the bubble by the first hand card fits inside the canvas and covers no card nor the prompt`, () => {
      const s = layout(valid({ ...start, lang }), { width: 930 });
      const item = s.items.find((i) => i.label === "hand-0");
      const bubble = { w: 320, h: 215 };   // step 1's bubble at 1280×800 (review 7)
      const at = coachPlace(s, item, bubble, { rootWidth: 1250, height: s.height, width: s.width, visible: 800 });
      const box = { ...at, ...bubble };
      expect(box.y + box.h).toBeLessThanOrEqual(s.height);
      const kept = s.items.filter((i) => i.type !== "text" && (i.keep || i.avoid || i.label === "prompt-guard"));
      expect(kept.filter((i) => overlap(box, i) > 0).map((i) => i.label)).toEqual([]);
    });
  }
});
