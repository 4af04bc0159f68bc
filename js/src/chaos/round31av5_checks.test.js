// CHAOS, review 30 (round AV, fixer AV5). room_zh 5 (029 g1, 051 f1) and chaos_en 10 (073 a4): the Checkup badge
// ("1轮 ✓", "r6 ✓") lay over the piece in its cell. The badge and the piece (with its ring) never overlap.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { paint } from "../paint.js";
import { recordingContext } from "../text_record.js";
import { shapeGap } from "./board_words.js";
import start from "../fixtures/chaos_start.json";

/** The start fixture with `view` fields replaced, laid out `width` wide. */
function scene(view, width) {
  const f = structuredClone(start);
  Object.assign(f.view, view);
  return layout({ ...valid(f), ui: {} }, { width });
}

/** Every box one item paints: its words' boxes and its rectangles. */
function boxes(item) {
  const { ctx: rec, drawn } = recordingContext();
  const rects = [];
  const ctx = new Proxy({}, {
    get: (_, prop) => (prop === "fillRect" ? (x, y, w, h) => rects.push({ x, y, w, h }) : rec[prop]),
    set: (_, prop, value) => { rec[prop] = value; return true; },
  });
  paint(ctx, { width: 2000, height: 2000, items: [item] });
  return [...drawn, ...rects];
}

const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe("room_zh 5 / chaos_en 10: a Checkup badge never lies on the name of the piece in its cell", () => {
  for (const width of [390, 930]) {
    for (const [seat, cell] of [["A1", [8, 1]], ["B1", [1, 8]]]) {
      it(`${seat}'s cell at ${width} px`, () => {
        const s = scene({ checked: [{ cell, bomb: false, round: 1 }] }, width);
        const badge = s.items.find((i) => i.type === "check");
        const piece = s.items.find((i) => i.type === "piece" && i.seat === seat);
        // over the corner of a piece kept full size, off its name (review 42, chaos_en 10 / chaos_ja 3: kept off the
        // whole piece, as pinned here from review 30, the piece shrank and "looks like a glitch")
        const ring = { x: piece.x + piece.w * 0.2, y: piece.y + (piece.h - piece.nameSize) / 2, w: piece.w * 0.6,
                       h: piece.nameSize };
        // a mark alone in its corner keeps off the piece's drawn shape (review 34, chaos_ja 4: the piece keeps its size)
        const on = (b) => (badge.compact ? shapeGap(b, piece) < 2.5 : overlap(b, ring));
        for (const b of boxes(badge)) expect(on(b), JSON.stringify({ b, ring })).toBe(false);
      });
    }
  }
});
