// Review 37, chaos_en 4 (desk, 1280×800): "+2 more" under the board opened its notes downwards, past the window's
// bottom: the reader scrolled to read them and to find "Less ▴". Opened, the notes now rise over the board's lower
// rows on a dark panel, ending where the closed notes ended (the window's foot), "Less ▴" in sight.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import effects from "../fixtures/chaos_effects.json";
import react from "../fixtures/chaos_react.json";

const busy = (base, lang) => {
  const f = structuredClone({ ...base, lang });
  f.view.bombs = [[3, 3], [3, 4]].map((cell) => ({ cell, planter: "A2", temporary: true }));
  f.view.checked = [[7, 1], [6, 1], [5, 1]].map((cell, i) => ({ cell, bomb: i === 2, round: 2, ...(i > 0 ? { doubt: true } : {}) }));
  f.view.time = { kind: "midnight", seat: "B2", turns_left: 1 };
  return f;
};
// a 1280×800 desk window shows the table (930 px wide) down to 660 px (panel.js wideBottom)
const WINDOW = 660;
const scene = (f, ui = {}) => layout({ ...valid(f), ui }, { width: 930 });

/** Return the lowest foot of the notes' words and chip (texts and the "+N"/"Less" chip left of the panel, under the
 * board's top). */
function notesFoot(s) {
  const cells = s.items.filter((i) => i.type === "cell");
  const right = Math.max(...cells.map((c) => c.x + c.w));
  const mid = Math.min(...cells.map((c) => c.y)) + 4 * cells[0].h;
  const shown = s.items.filter((i) => ["text", "chip"].includes(i.type) && i.x < right && i.y > mid && !/^hand|^prompt/.test(i.label ?? ""));
  return Math.max(...shown.map((i) => i.y + (i.h ?? i.size ?? 14)));
}

describe("review 37, chaos_en 4: opened notes stay inside a 1280×800 window", () => {
  for (const lang of ["en", "zh", "zh-TW", "ja"]) {
    for (const [name, base] of [["a busy turn", effects], ["a reaction window", react]]) {
      it(`${lang}, ${name}: the opened list ends by the window's foot, 'Less' in sight, on a dark panel`, () => {
        const s = scene(busy(base, lang));
        const more = s.items.find((i) => i.type === "chip" && i.label === "notes-more");
        expect(more, "a +N chip").toBeTruthy();
        const open = scene(busy(base, lang), { selected: more.id.slice("select:".length) });
        const less = open.items.find((i) => i.type === "chip" && i.label === "notes-more");
        expect(less.y + less.h).toBeLessThanOrEqual(WINDOW);
        expect(notesFoot(open)).toBeLessThanOrEqual(Math.max(WINDOW, more.y + more.h));
        const texts = open.items.filter((i) => i.type === "text" && /notes|effect|known|check|combo/.test(i.label ?? ""));
        const panel = open.items.find((i) => i.label === "notes-open");
        if (open.items.indexOf(less) > 0 && less.y < more.y) {   // lifted: over the board, on its own dark panel
          expect(panel, "a dark panel under the lifted notes").toBeTruthy();
          expect(panel.y).toBeLessThanOrEqual(Math.min(...texts.map((i) => i.y), less.y));
        }
        expect(open.height).toBeLessThanOrEqual(Math.max(s.height, WINDOW));
      });
    }
  }
});
