// Review 40, chaos_ja 5 (059): a7 with a bomb's mark on it was still lit as an ordinary gold move target.
// CH-MOVE-4: a patient entering a bomb cell is hurt (sent home) and the bomb is removed. So a lit cell whose bomb
// the seat knows (shown to it, or a ✗ of its Checkup: the kernel's target.danger) is lit as the risky kind, red, as
// the legend's "Red cell: a risky move" (still offered: the move is legal). The mark in 059 was a blast's burst: that
// bomb went off and is gone, so the cell stays a plain gold move, and its hover now says first that the bomb there
// went off and is gone (and that a new hidden one may have been planted since) before the move's odds, en and ja.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { BOARD_PAINTERS } from "./paint_board.js";
import start from "../fixtures/chaos_start.json";

/** The start fixture (A1 at a8, to move: a7 or b8) in round 2, changed by `edit(f)`; its scene at `width`. */
function scene(edit, lang = "en", width = 1280, ui = {}) {
  const f = structuredClone(start);
  f.lang = lang;
  f.view.round = 2;
  edit(f);
  return layout({ ...valid(f), ui }, { width });
}

/** Return the fill colours the board's painter uses for `cell`. */
function fills(cell) {
  const out = [];
  const ctx = new Proxy({ setLineDash() {}, fillRect() { out.push(this.fillStyle); }, strokeRect() {}, beginPath() {},
                          moveTo() {}, lineTo() {}, closePath() {}, fill() {}, arc() {}, stroke() {}, fillText() {} },
                        { set: (t, k, v) => { t[k] = v; return true; } });
  BOARD_PAINTERS.cell(ctx, cell);
  return out;
}
const red = (fill) => /^rgba\(220, 60, 50/.test(fill);
const a7 = (s) => s.items.find((i) => i.label === "cell-7-1");

describe("review 40 chaos_ja 5: a lit cell the board marks as a bomb is never a plain gold target", () => {
  for (const lang of ["en", "ja"]) {
    for (const width of [1280, 390]) {
      it(`${lang} ${width}: a known bomb on a lit cell (CH-MOVE-4: sent home) is lit red, the risky kind`, () => {
        const s = scene((f) => {
          f.view.bombs = [{ cell: [7, 1], temporary: false }];
          f.legal[0].target = { cell: [7, 1], danger: 1 };
        }, lang, width);
        expect(a7(s).highlight).toBe(true);
        expect(a7(s).danger).toBe(true);
        expect(fills(a7(s)).some(red)).toBe(true);
        expect(s.items.some((i) => i.label === "legend-danger")).toBe(true);
      });

      it(`${lang} ${width}: a lit cell where a bomb went off (gone, CH-MOVE-4) stays gold and says so first`, () => {
        const blast = { kind: "blast", cell: [7, 1], seat: "A1", round: 1, tip: "A1: a7's bomb, back home" };
        const book = { seat: "A1", deal: null, cells: { "7,1": { cell: [7, 1], round: 1, at: 1001 } } };
        for (const [how, edit, ui] of [
          ["fresh", (f) => { f.legal[0].target.marks = [blast]; }, {}],
          ["past", () => {}, { chaosBlasts: book }],
        ]) {
          const s = scene(edit, lang, width, ui);
          expect(s.items.some((i) => i.type === "blast"), how).toBe(true);
          expect(a7(s).danger, how).toBe(false);
          expect(fills(a7(s)).some(red), how).toBe(false);
          const said = lang === "ja" ? "ラウンド 1 に爆弾が爆発した" : "a bomb went off in round 1. That one is gone";
          expect(a7(s).tip?.split("\n")[0], how).toContain(said);
          expect(a7(s).tip, how).toMatch(lang === "ja" ? /a7/ : /1 in 13/);
        }
      });
    }
  }
});
