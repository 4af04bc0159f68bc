// CHAOS, review 27 (round AS, fixer AS4), chaos_en 2 and 3 (167, 170, 172): with Midnight, a vanished ghost, temporary
// bombs and Checkup marks all at once, the notes under a 1280×800 table's board grew to 8 lines, the page scrolled
// ~80 px and the Checkup key moved into the centre column under the hand. The notes keep a fixed room: the table is
// as tall as a plain turn's, a planter's temporary bombs are one line, and what does not fit is counted in one
// "+N more" line (its words on hover), never pushed past the table's foot or under the hand.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import effects from "../fixtures/chaos_effects.json";

const busy = () => {
  const f = structuredClone(effects);
  f.view.bombs = [[3, 3], [3, 4]].map((cell) => ({ cell, planter: "A2", temporary: true }));
  f.view.checked = [[7, 1], [6, 1], [5, 1]].map((cell, i) => ({ cell, bomb: i === 2, round: 2, ...(i > 0 ? { doubt: true } : {}) }));
  f.view.time = { kind: "midnight", seat: "B2", turns_left: 1 };
  return f;
};
const scene = (f) => layout({ ...valid(f), ui: {} }, { width: 930 });

describe("chaos_en 2: the notes under the board keep a fixed room at 1280×800", () => {
  it("a busy turn's table is no taller than a plain one's; no note past its foot or in the centre column", () => {
    const plain = scene(structuredClone(effects));
    const s = scene(busy());
    expect(s.height).toBeLessThanOrEqual(Math.max(plain.height, 660));
    const board = s.items.filter((i) => i.type === "cell");
    const right = Math.max(...board.map((c) => c.x + c.w));
    const notes = s.items.filter((i) => i.legend || /^legend-|^tag-/.test(i.label ?? ""));
    expect(notes.length).toBeGreaterThan(1);
    for (const n of notes) {
      expect(n.y + (n.size ?? 12), `${n.label}: ${n.text}`).toBeLessThanOrEqual(s.height);
      if (n.label === "legend-checkup") expect(n.x, "the Checkup key beside the hand").toBeLessThan(right);
    }
    // one line per planter, read in the notes opened (review 29, chaos_en 1: at most three shown, the rest behind "+N")
    const opened = layout({ ...valid(busy()), ui: { selected: "@notes" } }, { width: 930 }).items;
    const bombs = opened.filter((n) => /^legend-bomb/.test(n.label ?? ""));
    expect(bombs.map((b) => b.text)).toEqual(["Temporary bombs at c3, d3: planted by A2"]);   // one line per planter
  });
});
