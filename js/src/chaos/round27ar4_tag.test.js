// Round AR, fixer AR4 (newcomer review 26, chaos_ja 7, room_en 8, room_zh 5): the "R5 ✓" / "1轮 ✓?" tags sat on a
// cell's top border (read as the cell above's), on the reader's piece and the highlighted target, and on row 1 they
// touched the board's edge. A tag is a corner badge inside its own cell: 3 px or more in from the cell's top and right
// edges, clear of the piece, its words 10 px or more at a phone's 390 px.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { paint } from "../paint.js";
import { valid } from "../view_schema.js";
import { recordingContext } from "../text_record.js";
import { shapeGap } from "./board_words.js";
import start from "../fixtures/chaos_start.json";

/** chaos_start in `lang`, round 5, with marks on row 1, a free cell and the two pieces' cells (A1 at a8, B1 at h1). */
function marked(lang) {
  const f = structuredClone({ ...start, lang });
  f.view.round = 5;
  f.view.checked = [{ cell: [1, 5], bomb: false, round: 1, doubt: true }, { cell: [4, 4], bomb: false, round: 5 },
                    { cell: [8, 1], bomb: false, round: 5 }, { cell: [1, 8], bomb: true, round: 4, doubt: true }];
  return valid(f);
}

/** Return the boxes a check item paints: its backgrounds and rims (fillRect, strokeRect) and its words. */
function painted(check) {
  const { ctx, drawn } = recordingContext();
  const rects = [];
  const spy = new Proxy(ctx, { get: (target, prop) => (prop === "fillRect" || prop === "strokeRect"
    ? (x, y, w, h) => rects.push({ x, y, w, h, what: prop }) : target[prop]) });
  paint(spy, { width: 2000, height: 2000, items: [check] });
  return [...rects, ...drawn.map((d) => ({ ...d, what: d.text }))];
}

const INSIDE = 3;

describe("review 26: a Checkup tag is a badge inside its own cell's corner", () => {
  for (const lang of ["en", "ja", "zh"]) {
    for (const width of [390, 1280]) {
      it(`${lang} at ${width}: every tag keeps ${INSIDE} px inside its cell's top and right, clear of the piece`, () => {
        const s = layout({ ...marked(lang), ui: {} }, { width });
        const cells = s.items.filter((i) => i.type === "cell");
        const tags = s.items.filter((i) => i.type === "check" && !i.under && !i.rim && i.quarter === undefined);
        // a mark under a piece is its cell's rim, not a tag (review 36, chaos_en 1)
        expect(tags.length + s.items.filter((i) => i.type === "check" && i.rim).length).toBe(4);
        const bad = [];
        for (const tag of tags) {
          const cell = cells.find((c) => c.cell?.[0] === tag.cell[0] && c.cell?.[1] === tag.cell[1]) ?? tag;
          for (const b of painted(tag)) {
            if (b.y < cell.y + INSIDE - 0.01) bad.push(`${tag.cell} '${b.what}' top ${b.y - cell.y}`);
            if (b.x + b.w > cell.x + cell.w - INSIDE + 0.01) bad.push(`${tag.cell} '${b.what}' right ${cell.x + cell.w - b.x - b.w}`);
            if (b.x < cell.x + INSIDE - 0.01) bad.push(`${tag.cell} '${b.what}' left`);
            if (b.size && b.size < 10) bad.push(`${tag.cell} '${b.what}' ${b.size} px`);
          }
          for (const p of s.items.filter((i) => i.type === "piece" && i.cell?.[0] === tag.cell[0] && i.cell?.[1] === tag.cell[1])) {
            // its name (the piece full size under its mark since review 42, chaos_en 10 / chaos_ja 3: kept clear of the
            // whole piece, it shrank and "looks like a glitch")
            const ring = { x: p.x + p.w * 0.2, y: p.y + (p.h - p.nameSize) / 2, w: p.w * 0.6, h: p.nameSize };
            for (const b of painted(tag)) {
              // a mark alone in its corner keeps off the piece's drawn shape (review 34, chaos_ja 4)
              const on = tag.compact ? shapeGap(b, p) < 2.5
                : b.x < ring.x + ring.w && ring.x < b.x + b.w && b.y < ring.y + ring.h && ring.y < b.y + b.h;
              if (on) {
                bad.push(`${tag.cell} '${b.what}' on ${p.seat}`);
              }
            }
          }
        }
        expect(bad).toEqual([]);
      });
    }
  }
});
