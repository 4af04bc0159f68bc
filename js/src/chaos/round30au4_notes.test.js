// CHAOS, review 29 (round AU, fixer AU4), chaos_en 1 (087, 122): up to six notes lay under a 1280×800 board, a
// reaction window's three paragraphs plus the timed effects', and the last was cut mid-sentence ("ending on …"). Under
// the board: at most three notes, each whole (no "…"), the rest behind a "+N" chip that opens them all.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import effects from "../fixtures/chaos_effects.json";
import react from "../fixtures/chaos_react.json";

const busy = (base) => {
  const f = structuredClone(base);
  f.view.bombs = [[3, 3], [3, 4]].map((cell) => ({ cell, planter: "A2", temporary: true }));
  f.view.checked = [[7, 1], [6, 1], [5, 1]].map((cell, i) => ({ cell, bomb: i === 2, round: 2, ...(i > 0 ? { doubt: true } : {}) }));
  f.view.time = { kind: "midnight", seat: "B2", turns_left: 1 };
  return f;
};
const scene = (f, ui = {}) => layout({ ...valid(f), ui }, { width: 930 });
/** The notes under the board: text items left of the panel and below the board (or, opened past the window's foot, on
 * their panel risen over it: review 37, chaos_en 4). */
const notes = (s) => {
  const cells = s.items.filter((i) => i.type === "cell");
  const right = Math.max(...cells.map((c) => c.x + c.w));
  const risen = s.items.find((i) => i.label === "notes-open");
  const foot = risen ? risen.y : Math.max(...cells.map((c) => c.y + c.h));
  return s.items.filter((i) => i.type === "text" && i.y > foot && i.x < right);
};
const paragraphs = (s) => new Set(notes(s).filter((i) => i.label).map((i) => i.label)).size;

describe("chaos_en 1: few notes under the board, each whole, the rest on demand", () => {
  for (const [name, base] of [["a busy turn", effects], ["a reaction window", react]]) {
    it(`${name}: at most three notes, none cut, a +N chip opens the rest`, () => {
      const s = scene(busy(base));
      expect(paragraphs(s)).toBeLessThanOrEqual(3);
      expect(notes(s).length, notes(s).map((i) => i.text).join(" / ")).toBeLessThanOrEqual(6);
      for (const n of notes(s)) expect(n.text, "a note cut mid-sentence").not.toMatch(/…$/u);
      const more = s.items.find((i) => i.type === "chip" && i.label === "notes-more");
      expect(more?.text).toMatch(/^\+\d+ more$/);
      expect(more.tip.length).toBeGreaterThan(10);   // its notes on hover
      const open = scene(busy(base), { selected: more.id.slice("select:".length) });
      expect(paragraphs(open)).toBeGreaterThan(paragraphs(s));
      const less = open.items.find((i) => i.type === "chip" && i.label === "notes-more");
      expect(less.text).toBe("Less ▴");
      for (const n of notes(open)) expect(n.text).not.toMatch(/…$/u);
    });
  }
});
