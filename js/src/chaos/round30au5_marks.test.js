// Review 29, chaos_en 3 / chaos_ja 4: the numbered move markers ①②③④ covered things — ④ hid the key at h3 (054), ①
// lay on A2 at h5 and its name could not be read (126), and in the final board A1's ③ sat at the arrow's start, not at
// the piece (146). A marker is never over a piece (its name, its gold ring), the key or a Checkup tag, and it sits by
// the cell where the piece ENDED its move.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";
import game from "./round10n_game.json";

const SEAT = "A1";
const input = (f, lang, ui) => ({ ...valid({ ...start, ...f, view: { ...f.view, map: start.view.map }, lang, seat: SEAT }), ui });
const meets = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** The ink of what must stay in sight, from the painters' shapes (paint_board.js): a piece's box, the key's shape. */
function kept(i) {
  if (i.type === "piece") return { x: i.x, y: i.y, w: i.w, h: i.h };
  if (i.type === "key") return { x: i.x + i.w * 0.22, y: i.y + i.w * 0.36, w: i.w * 0.64, h: i.w * 0.29 };
  return null;
}

/** A marker's box: from the item's mark, else where round AP drew it (the centre of the move's first cell). */
function markBox(t) {
  const r = t.mark?.r ?? Math.max(6, t.cs * 0.15);
  const at = t.mark ?? t.from;
  return { x: at.x - r, y: at.y - r, w: 2 * r, h: 2 * r, at };
}

describe("review 29, chaos_en 3: a move marker covers no piece and no key, and sits where the piece ended", () => {
  for (const [lang, width] of [["en", 1200], ["ja", 390]]) {
    it(`${lang} at ${width}`, () => {
      const ui = {};
      let seen = 0;
      for (const f of game[lang]) {
        const s = layout(input(f, lang, ui), { width });
        const things = s.items.map(kept).filter(Boolean);
        for (const t of s.items.filter((i) => i.type === "trail")) {
          const m = markBox(t);
          for (const b of things) expect(meets(m, b), `${t.seat} ${t.kind} ${JSON.stringify(t.cells)}`).toBe(false);
          // by the end cell: its centre within the cell grown by a third of a cell
          expect(Math.abs(m.at.x - t.to.x)).toBeLessThanOrEqual(t.cs * 0.7);
          expect(Math.abs(m.at.y - t.to.y)).toBeLessThanOrEqual(t.cs * 0.7);
          seen += 1;
        }
      }
      expect(seen).toBeGreaterThan(8);
    });
  }
});
