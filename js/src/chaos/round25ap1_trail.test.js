// CHAOS round AP (newcomer review 24) on the trail round AO drew (trail.js): chaos_en 5, a push or a respawn was ONE
// straight diagonal dash between two cells, read as an illegal diagonal move; chaos_ja 1, lines piled up over the board;
// chaos_ja 4, the board once showed the reader on c2 while the story said b2 (the trail's filled team dot where the
// piece had been read as the piece). Now each piece shows at most its latest move, numbered in the order the moves
// ended; lines go only along orthogonal cell steps (a push cell by cell); a return to the spawn or a roll/swap draws a
// ring where the piece stands, no line across the board.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";
import game from "./round10n_game.json";
import { paint } from "../paint.js";
import { TEAM } from "./glyphs.js";

const SEAT = "A1";
const input = (f, lang, ui) => ({ ...valid({ ...start, ...f, view: { ...f.view, map: start.view.map }, lang, seat: SEAT }), ui });
const scene = (f, lang, width, ui) => layout(input(f, lang, ui), { width });
const trails = (s) => s.items.filter((i) => i.type === "trail");
const unit = (a, b) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) === 1;

/** A 2D context that records each stroked path's segments and each fill's shape centre and colour. */
function recorder() {
  const out = { strokes: [], fills: [], texts: [] };
  let path = [];
  let at = null;
  const ctx = {
    save() {}, restore() {}, setLineDash() {}, closePath() {}, rect(x, y, w, h) { path.push({ arc: [x + w / 2, y + h / 2] }); },
    beginPath() { path = []; at = null; },
    moveTo(x, y) { at = [x, y]; },
    lineTo(x, y) { path.push({ seg: [at, [x, y]] }); at = [x, y]; },
    arc(x, y, r) { path.push({ arc: [x, y], r }); },
    stroke() { out.strokes.push(...path.filter((p) => p.seg).map((p) => p.seg)); },
    fill() { out.fills.push({ style: this.fillStyle, shapes: path.filter((p) => p.arc) }); },
    fillText(t, x, y) { out.texts.push({ t: String(t), x, y, style: this.fillStyle }); },
    measureText: (t) => ({ width: String(t).length * 6 }),
  };
  return { ctx, out };
}

/** Frames of a made-up stretch between two turns of A1, from a recorded frame: A1's turn (it acts), B1's turn, then
 * A1's turn again with B1 back at its spawn from d6 (a bomb), B2 rolled from c6 to f3, A2 pushed from d5 to d2. */
function madeUp() {
  const base = game.en.find((f) => f.view.to_act === SEAT && f.view.phase === "cards" && !f.view.result);
  const at = (cells, v) => ({ ...base, view: { ...base.view, ...v,
    pieces: base.view.pieces.map((p) => ({ ...p, vanished: false, cell: cells[p.seat] })) } });
  const t = base.view.turn;
  const before = { A1: [7, 1], A2: [4, 5], B1: [4, 6], B2: [3, 6] };
  return [
    at(before, { turn: t }),
    at({ ...before, A1: [6, 1] }, { turn: t }),                       // A1 acts: its turn's own step, no news
    at({ ...before, A1: [6, 1] }, { turn: t + 1, to_act: "B1" }),
    at({ ...before, A1: [6, 1], B1: [4, 7] }, { turn: t + 1, to_act: "B1" }),   // B1 steps, then a bomb: home
    at({ A1: [6, 1], A2: [4, 2], B1: [1, 8], B2: [6, 3] }, { turn: t + 4 }),  // A1's turn again
  ];
}

describe("chaos_en 5: a trail runs along orthogonal cell steps only; a respawn or a roll draws no line", () => {
  for (const lang of ["en", "ja"]) {
    for (const width of [1200, 390]) {
      it(`${lang} at ${width}: every line joins next cells, a push goes cell by cell, a return home is a ring`, () => {
        const ui = {};
        let checked = 0;
        for (const f of game[lang]) {
          for (const t of trails(scene(f, lang, width, ui))) {
            if (t.kind === "step" || t.kind === "push") {
              for (let i = 1; i < t.cells.length; i += 1) expect(unit(t.cells[i - 1], t.cells[i]), JSON.stringify(t.cells)).toBe(true);
            } else expect(["back", "jump"]).toContain(t.kind);
            checked += 1;
          }
        }
        expect(checked).toBeGreaterThan(8);
        const ui2 = {};
        const frames = madeUp();
        frames.slice(0, -1).forEach((f) => scene(f, lang, width, ui2));
        const s = scene(frames.at(-1), lang, width, ui2);
        const by = Object.fromEntries(trails(s).map((t) => [t.seat, t]));
        expect(by.A2.kind).toBe("push");
        expect(by.A2.cells).toEqual([[4, 5], [4, 4], [4, 3], [4, 2]]);
        expect(by.B1.kind).toBe("back");
        expect(by.B2.kind).toBe("jump");
        expect(by.A1).toBeUndefined();   // its own step is no news
        const { ctx, out } = recorder();
        paint(ctx, { width, height: 900, items: trails(s) });
        for (const [[x0, y0], [x1, y1]] of out.strokes) {   // no stroke crosses the board on a slant
          expect(Math.min(Math.abs(x1 - x0), Math.abs(y1 - y0)), `${x0},${y0} -> ${x1},${y1}`).toBeLessThan(0.5);
        }
        const far = (t) => out.strokes.some(([a, b]) => Math.hypot(b[0] - a[0], b[1] - a[1]) > t.cs * 1.5);
        expect(far(by.A2), "the push's dashes run along its cells").toBe(false);
      });
    }
  }
});

describe("chaos_ja 1: at most each piece's latest move, numbered in the order they ended", () => {
  for (const lang of ["en", "ja"]) {
    for (const width of [1200, 390]) {
      it(`${lang} at ${width}: one move a piece, 1..N, each in its team's colour`, () => {
        const ui = {};
        let shown = 0;
        for (const f of game[lang]) {
          const ts = trails(scene(f, lang, width, ui));
          expect(new Set(ts.map((t) => t.seat)).size).toBe(ts.length);
          expect(ts.map((t) => t.n).sort()).toEqual(ts.map((_, k) => k + 1));
          for (const t of ts) expect(t.of).toBe(ts.length);
          shown += ts.length;
          const { ctx, out } = recorder();
          paint(ctx, { width, height: 900, items: ts });
          for (const t of ts) {
            expect(out.texts.some((x) => x.t === String(t.n) && x.style === TEAM[t.team]), `${t.seat} numbered`).toBe(true);
          }
        }
        expect(shown).toBeGreaterThan(8);
      });
    }
  }
});

describe("chaos_ja 4: where a piece was is not drawn like a piece", () => {
  it("no disc or square in the team's colour is filled on the cell a piece left", () => {
    const ui = {};
    let checked = 0;
    for (const f of game.en) {
      const ts = trails(scene(f, "en", 1200, ui)).filter((t) => t.kind === "step" || t.kind === "push");
      const { ctx, out } = recorder();
      paint(ctx, { width: 1200, height: 900, items: ts });
      for (const t of ts) {
        // review 29 (chaos_en 3) moved the number by where the piece ended: nothing team-coloured is filled where it was
        const near = (p, at, d) => Math.hypot(p.arc[0] - at.x, p.arc[1] - at.y) < d;
        const onFrom = out.fills.filter((x) => x.shapes.some((p) => near(p, t.from, t.cs * 0.45)));
        for (const x of onFrom) expect(x.style, `${t.seat} at ${t.cells[0]}`).not.toBe(TEAM[t.team]);
        const mark = out.fills.filter((x) => x.shapes.some((p) => near(p, t.mark, 1)));
        expect(mark.length).toBeGreaterThan(0);
        for (const x of mark) expect(x.style).not.toBe(TEAM[t.team]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(8);
  });
});
