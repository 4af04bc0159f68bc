// Round AI, fixer AI7 (newcomer review 21, chaos_ja finding 4: "the 'R5 ✓' check marks cover my own piece (067_g33,
// 068_g34)"; room_en finding 8: "labels like 'r2 ✓' overlap pieces (031_extra2 at b7)"): a Checkup mark and its round
// sit in their cell's top corner, smaller, at least 3 px off the piece (and its gold ring) that shares the cell, over
// every frame of the recorded bot game (round 10n) at a desk's 1280 px and a phone's 390 px.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { paint } from "../paint.js";
import { valid } from "../view_schema.js";
import { recordingContext } from "../text_record.js";
import { shapeGap } from "./board_words.js";
import start from "../fixtures/chaos_start.json";
import game from "./round10n_game.json";

/** Return the boxes a check item paints: its dark backgrounds (fillRect) and its words (text_record.js). */
function painted(check) {
  const { ctx, drawn } = recordingContext();
  const rects = [];
  const spy = new Proxy(ctx, { get: (target, prop) => (prop === "fillRect"
    ? (x, y, w, h) => rects.push({ x, y, w, h, what: "box" }) : target[prop]) });
  paint(spy, { width: 2000, height: 2000, items: [check] });
  return [...rects, ...drawn.map((d) => ({ ...d, what: d.text }))];
}

const GAP = 3;
const near = (a, b) => a.x < b.x + b.w + GAP && b.x < a.x + a.w + GAP && a.y < b.y + b.h + GAP && b.y < a.y + a.h + GAP;
const inCell = (p, c) => p.x < c.x + c.w && c.x < p.x + p.w && p.y < c.y + c.h && c.y < p.y + p.h;

describe("round 22 AI7, finding 2: a Checkup mark keeps off the piece in its cell", () => {
  for (const lang of ["en", "ja"]) {
    for (const width of [1280, 390]) {
      it(`${lang} at ${width} px, every frame of the recorded game`, () => {
        const bad = [];
        game[lang].forEach((f, n) => {
          const view = { ...f.view, map: start.view.map };
          const s = layout({ ...valid({ ...start, ...f, view, lang, seat: "A1" }), ui: {} }, { width });
          const pieces = s.items.filter((i) => i.type === "piece");
          for (const check of s.items.filter((i) => i.type === "check" && !i.under)) {
            const here = pieces.filter((q) => inCell(q, check));
            // (a lone piece is full size under its mark on purpose since review 42, chaos_en 10 / chaos_ja 3: shrunk to
            // keep off it, it "looks like a glitch"; the mark keeps off its name: round46ll8_full_pieces)
            for (const p of here.length === 1 ? [] : here) {
              const pad = p.tight || p.shared ? 1 : 4;   // its gold ring (paint_board.js piece)
              const ring = { x: p.x - pad, y: p.y - pad, w: p.w + 2 * pad, h: p.h + 2 * pad };
              // a mark alone in its corner keeps off the piece's drawn shape (review 34, chaos_ja 4: the piece keeps its size)
              const on = (b) => (check.compact ? shapeGap(b, p) < 2.5 : near(b, ring));
              for (const b of painted(check).filter(on)) bad.push(`frame ${n} ${p.seat}: '${b.what}'`);
            }
          }
        });
        expect(bad).toEqual([]);
      });
    }
  }
});
