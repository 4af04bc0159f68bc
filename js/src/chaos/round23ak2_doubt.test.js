// CHAOS, newcomer review 22 (round AK, fixer AK2), room_en finding 1 (065_r8b: a2 showed "r4 ✓?", the table warned,
// "but only in a tiny grey glyph") and chaos_ja 3 (046_g19: a4's ✓? was explained only in the log). A ✓ or ✗ in doubt
// reads at a glance: one tag "r4 ✓?" in the warning's amber, its words at 11 px or more on a desk and 10 or more on a
// phone, over no piece, and its words on hover or a long press.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { paint } from "../paint.js";
import { recordingContext } from "../text_record.js";
import { tipAt } from "../scene/hit.js";
import { shapeGap } from "./board_words.js";
import start from "../fixtures/chaos_start.json";

const scene = (checked, lang, width) => layout({ ...valid({ ...structuredClone(start), lang,
  view: { ...structuredClone(start.view), checked } }), ui: {} }, { width });

/** The words an item draws, each {text, size, x, y, w, h}, and the ink of each (fillStyle at its fillText). */
function drawnBy(item) {
  const { ctx: rec, drawn } = recordingContext();
  const inks = [];
  const ctx = new Proxy({}, {
    get: (_, prop) => (prop === "fillText" ? (...a) => { inks.push(rec.fillStyle); rec.fillText(...a); } : rec[prop]),
    set: (_, prop, value) => { rec[prop] = value; return true; },
  });
  paint(ctx, { width: 2000, height: 2000, items: [item] });
  return drawn.map((d, i) => ({ ...d, ink: inks[i] }));
}
const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

const CASES = [["desk", 930, 11], ["desk", 1280, 11], ["phone", 390, 10], ["phone", 362, 10], ["phone", 348, 10]];

describe("room_en 1: a mark in doubt reads at a glance", () => {
  for (const [kind, width, least] of CASES) {
    for (const [row, col] of [[7, 1], [8, 1]]) {   // a free cell, and A1's own (a piece under the tag)
      it(`${kind} ${width}, ${row === 8 ? "under A1" : "a free cell"}: 'r3 ✓?' and 'r2 ✗?' one amber tag, ≥ ${least} px, over no piece`, () => {
        for (const bomb of [false, true]) {
          const s = scene([{ cell: [row, col], bomb, round: bomb ? 2 : 3, doubt: true }], "en", width);
          const tag = s.items.find((i) => i.label === `check-${row},${col}`);
          if (tag.rim) {   // under A1 the mark is its cell's rim, its words on the piece (review 36, chaos_en 1)
            expect(s.items.find((i) => i.label === "piece-A1").tip).toContain(tag.tip);
            expect(tag.tip).toContain(bomb ? "2" : "3");
            continue;
          }
          const words = drawnBy(tag);
          const said = words.map((d) => d.text).join(" ");
          // the mark alone, its round on hover (review 34, chaos_ja 4; review 35, room_zh 9 for a free cell too)
          expect(tag.tip).toContain(bomb ? "2" : "3");
          expect(said).toContain(bomb ? "✗?" : "✓?");
          for (const d of words) {
            expect(d.size, `${said} at ${width}`).toBeGreaterThanOrEqual(least);
            expect(String(d.ink).toLowerCase(), said).not.toMatch(/#(b8b8b8|c8c8c8|9a9a9a|c9a0a0)/);
            for (const p of s.items.filter((i) => i.type === "piece")) {
              // over its lone piece's corner, off its name (review 42, chaos_en 10: the piece keeps its full size)
              const name = { x: p.x + p.w * 0.2, y: p.y + (p.h - p.nameSize) / 2, w: p.w * 0.6, h: p.nameSize };
              expect(tag.compact ? shapeGap(d, p) < 2.5 : overlaps(d, name), `${said} on ${p.seat}`).toBe(false);
            }
            const cell = s.items.find((i) => i.type === "cell" && i.row === row && i.col === col);
            expect(d.x >= cell.x && d.x + d.w <= cell.x + cell.w + 0.5, `${said} within its cell`).toBe(true);
          }
        }
      });
    }
  }

  it("a ✓ not in doubt keeps its small green tick", () => {
    const s = scene([{ cell: [7, 1], bomb: false, round: 3 }], "en", 930);
    const tag = s.items.find((i) => i.label === "check-7,1");
    expect(tag.doubt).toBeUndefined();
  });
});

describe("chaos_ja 3: ✓? and ★ say what they mean on hover or a long press of the board", () => {
  for (const lang of ["en", "ja", "zh", "zh-TW"]) {
    it(`${lang}: the ✓? cell (no move there) and the reader's own piece`, () => {
      const s = scene([{ cell: [5, 5], bomb: false, round: 3, doubt: true }], lang, 930);
      const c = s.items.find((i) => i.type === "cell" && i.row === 5 && i.col === 5);
      const mark = s.items.find((i) => i.label === "check-5,5");
      expect(tipAt(s, c.x + c.w - 4, c.y + 4)).toContain(mark.tip);
      const me = s.items.find((i) => i.type === "piece" && i.seat === "A1");
      const said = tipAt(s, me.x + me.w / 2, me.y + me.h / 2);
      expect(said, lang).toContain("★");
    });
  }
});
