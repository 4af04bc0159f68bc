// Review 42, chaos_en 10 / chaos_ja 3 (shots chaos_en 036 037 070, chaos_ja 041 062 113): a piece shrank to a small
// disc, pushed low, when its cell also held a Checkup ✓ mark ("my A1 token shrinks ... it looks like a glitch").
// Every frame of a recorded game, at 1280 and 390 px: a piece alone in its cell is the board's full size (0.74 of the
// cell, the gate's corner piece apart: review 28) and centred, its ✓ in the cell's top right corner over it, off its name.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { textWidth } from "../scene/text.js";
import { cornerBox } from "./crowd.js";
import start from "../fixtures/chaos_start.json";
import game from "./round10n_game.json";

const scenes = (lang, width) => game[lang].map((f) => {
  const view = { ...f.view, map: start.view.map };
  return layout({ ...valid({ ...start, ...f, view, lang, seat: "A1" }), ui: {} }, { width });
});
const keyOf = (cell) => `${cell[0]},${cell[1]}`;

/** Return the lone pieces in scene `s` that are not full size and centred in their cell, with what shares it. */
function shrunk(s) {
  const cells = new Map(s.items.filter((i) => i.type === "cell").map((c) => [keyOf([c.row, c.col]), c]));
  const gate = keyOf(start.view.map.gate ?? [0, 0]);
  const pieces = s.items.filter((i) => i.type === "piece" && Array.isArray(i.cell));
  const bad = [];
  for (const p of pieces) {
    if (pieces.filter((q) => keyOf(q.cell) === keyOf(p.cell)).length > 1 || keyOf(p.cell) === gate) continue;
    const c = cells.get(keyOf(p.cell));
    const full = Math.round(c.w * 0.74);
    const centred = Math.abs(p.x + p.w / 2 - (c.x + c.w / 2)) <= 1 && Math.abs(p.y + p.h / 2 - (c.y + c.h / 2)) <= 1;
    const check = s.items.find((i) => i.type === "check" && !i.under && keyOf(i.cell) === keyOf(p.cell));
    if (check) {   // its mark over the piece's corner, never over its name (reviews 21 and 35: marks covered pieces)
      const tw = textWidth(String(p.seat), p.nameSize, true);
      const name = { x: p.x + (p.w - tw) / 2, y: p.y + (p.h - p.nameSize) / 2, w: tw, h: p.nameSize };
      const m = cornerBox(c.x, c.y, c.w, Boolean(check.doubt));
      if (m.x < name.x + name.w && name.x < m.x + m.w && m.y < name.y + name.h && name.y < m.y + m.h) {
        bad.push(`${p.label}: its mark on its name`);
      }
    }
    if (p.w !== full || !centred) {
      const with_ = s.items.filter((i) => i !== p && keyOf(i.cell ?? [0, 0]) === keyOf(p.cell)).map((i) => i.type);
      bad.push(`${p.label} ${p.w}/${full} ${centred ? "" : "off-centre "}with ${with_.join(",")}`);
    }
  }
  return bad;
}

describe("review 42, chaos_en 10 / chaos_ja 3: a lone piece is always full size, centred", () => {
  for (const lang of ["en", "ja"]) {
    for (const width of [1280, 390]) {
      it(`round46ll8 ${lang} at ${width} px, every frame of the recorded game`, () => {
        const bad = [];
        let checked = 0;
        scenes(lang, width).forEach((s, n) => {
          checked += s.items.some((i) => i.type === "check" && s.items.some((p) => p.type === "piece"
            && keyOf(p.cell) === keyOf(i.cell))) ? 1 : 0;
          for (const b of shrunk(s)) bad.push(`frame ${n}: ${b}`);
        });
        expect(checked).toBeGreaterThan(0);   // the game has frames with a piece on a checked cell
        expect(bad).toEqual([]);
      });
    }
  }
});
