// Round CC, fixer CC4 (newcomer review 35): Checkup marks on the board.
// chaos_en 8 (shots 139, 142, 196, 201): the reader's token on a checked cell was drawn so large it covered the ✓.
// room_zh 9 / chaos_ja 10: "1轮 ✓", "3轮 ✓?", "7R ✓" were tiny and cluttered on the phone, the "R" never spelled out.
// On the cell only the mark (✓ ✗ ✓? ✗?), 10 px or more and never condensed; its round is in its tooltip; a piece
// there, its gold ring included, keeps 2 px and more off the mark's box.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { paint } from "../paint.js";
import { valid } from "../view_schema.js";
import { recordingContext } from "../text_record.js";
import { shapeGap } from "./board_words.js";
import start from "../fixtures/chaos_start.json";
import game from "./round10n_game.json";

/** Return the words a check item paints and its dark boxes (fillRect). */
function painted(check) {
  const { ctx, drawn } = recordingContext();
  const boxes = [];
  const spy = new Proxy(ctx, { get: (target, prop) => (prop === "fillRect"
    ? (x, y, w, h) => boxes.push({ x, y, w, h }) : target[prop]) });
  paint(spy, { width: 2000, height: 2000, items: [check] });
  return { drawn, boxes };
}

const inCell = (p, c) => p.x < c.x + c.w && c.x < p.x + p.w && p.y < c.y + c.h && c.y < p.y + p.h;
const scenes = (lang, width) => game[lang].map((f) => {
  const view = { ...f.view, map: start.view.map };
  return layout({ ...valid({ ...start, ...f, view, lang, seat: "A1" }), ui: {} }, { width });
});

describe("review 35: a Checkup mark is its glyph alone, readable, clear of the piece on its cell", () => {
  for (const lang of ["en", "ja"]) {
    for (const width of [1280, 390]) {
      it(`${lang} at ${width} px, every frame of the recorded game`, () => {
        const bad = [];
        let marks = 0;
        let shared = 0;
        scenes(lang, width).forEach((s, n) => {
          for (const check of s.items.filter((i) => i.type === "check" && !i.under)) {
            marks += 1;
            const { drawn, boxes } = painted(check);
            for (const d of drawn) {
              if (!/^[✓✗]\??$/.test(d.text)) bad.push(`frame ${n}: '${d.text}' on the cell`);
              if (d.size < 10 || d.squeeze < 0.95) bad.push(`frame ${n}: '${d.text}' ${d.size} px × ${d.squeeze.toFixed(2)}`);
            }
            const cell = { x: check.x, y: check.y, w: check.w, h: check.h };
            const here = s.items.filter((i) => i.type === "piece" && inCell(i, cell));
            shared += here.length;
            // (a lone piece is full size under its mark on purpose since review 42, chaos_en 10 / chaos_ja 3: shrunk to
            // keep off it, it "looks like a glitch"; the mark keeps off its name: round46ll8_full_pieces)
            for (const p of here.length === 1 ? [] : here) {
              const pad = p.acting ? (p.tight || p.shared ? 1.75 : 5) : 0;   // its gold ring (paint_board.js piece)
              const ring = { ...p, x: p.x - pad, y: p.y - pad, w: p.w + 2 * pad, h: p.h + 2 * pad };
              for (const b of boxes) if (shapeGap(b, ring) < 2) bad.push(`frame ${n} ${p.seat}: on the mark`);
            }
          }
        });
        expect(marks).toBeGreaterThan(0);
        expect(shared).toBeGreaterThan(0);
        expect(bad).toEqual([]);
      });
    }
  }
  it("the round of a mark is in its tooltip", () => {
    const checks = scenes("en", 390).flatMap((s) => s.items.filter((i) => i.type === "check" && i.stale));
    expect(checks.length).toBeGreaterThan(0);
    for (const c of checks) expect(c.tip).toMatch(/round \d+|earlier/);
  });
});
