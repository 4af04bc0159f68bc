// CHAOS, review 27 (round AS, fixer AS4), chaos_ja 7 (091, 129, 152): on a phone, while the reader was asked to join
// or react, the ☀ time row left its place above the board for one under the hand. It stays above the board, right of
// the window's one-line "why", at the same y as in any other turn.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import join from "../fixtures/chaos_join.json";
import start from "../fixtures/chaos_start.json";

const scene = (f, lang) => layout({ ...valid({ ...structuredClone(f), lang }), ui: {} }, { width: 390 });
const top = (s) => Math.min(...s.items.filter((i) => i.type === "cell").map((c) => c.y));
const over = (a, b) => a.x < b.x + (b.w ?? 0) && b.x < a.x + (a.w ?? 0) && a.y < b.y + (b.h ?? 14) && b.y < a.y + (a.h ?? 14);

describe("chaos_ja 7: the time row keeps its place above the board in a join window", () => {
  for (const lang of ["ja", "en", "zh"]) {
    it(`${lang} at 390: ☀ above the board, at a plain turn's y, beside the window's why`, () => {
      const plain = scene(start, lang);
      const s = scene(join, lang);
      const time = s.items.find((i) => i.type === "tod");
      expect(time).toBeTruthy();
      expect(time.y).toBeLessThan(top(s));
      expect(time.y).toBe(plain.items.find((i) => i.type === "tod").y);
      const why = s.items.find((i) => i.label === "window-why");
      const words = s.items.find((i) => i.label === "time-text");
      expect(why && words).toBeTruthy();
      expect(over({ ...why, w: why.w ?? 0 }, words), `${why.text} / ${words.text}`).toBe(false);
      expect(why.x + (why.maxW ?? 0)).toBeLessThanOrEqual(time.x);
    });
  }
});
