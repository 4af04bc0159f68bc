// Review 34, room_en 1 (the table's worst finding: five trips back to spawn): an amber "✓?" cell (no bomb when
// checked, an enemy may have planted since) and a "r3 ✗?" cell (a bomb WAS found there) were drawn as ordinary gold
// move targets, while a known bomb's cell was red ("Red cell: a risky move"). Every move onto a cell whose Checkup is
// in doubt ("?"), or a ✗, is now drawn as the risky move, with the same legend line; its hover says why. A fresh ✓
// stays a plain target.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { BOARD_PAINTERS } from "./paint_board.js";
import start from "../fixtures/chaos_start.json";

/** The start fixture (A1, a patient, to move: a7 or b8) at round 14, a7 carrying the Checkup mark `mark`. */
function scene(mark, target = {}, lang = "en", width = 390) {
  const f = structuredClone(start);
  f.lang = lang;
  f.view.round = 14;
  f.view.checked = [{ cell: [7, 1], ...mark }];
  const { text, ...flags } = target;   // the kernel's flag on the move (maybe: a ✗?) and its warning
  f.legal[0] = { ...f.legal[0], target: { ...f.legal[0].target, ...flags }, ...(text ? { text } : {}) };
  return layout({ ...valid(f), ui: {} }, { width });
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

describe("room_en 1: a move onto a cell whose check may be out of date is drawn risky", () => {
  const cases = [
    ["✓? (no bomb in round 11, enemy plants since)", { bomb: false, round: 11, turn: 44, doubt: true }, {}, /round 11/],
    ["✗? (a bomb found in round 3)", { bomb: true, round: 3, doubt: true }, { maybe: 1,
      text: "⚠ a7: a bomb was here when you checked (round 3); it may be gone. Move to a7." }, /round 3/],
  ];
  for (const [what, mark, target, words] of cases) {
    it(`${what}: red like a known bomb, the legend names it, the hover says why`, () => {
      const s = scene(mark, target, "en");
      const a7 = s.items.find((i) => i.label === "cell-7-1");
      expect(a7.id).toMatch(/^act:move/);
      expect(a7.danger).toBe(true);
      expect(fills(a7).some(red)).toBe(true);
      expect(s.items.find((i) => i.label === "legend-danger")?.text).toContain("Red cell");
      expect(a7.tip).toMatch(words);
    });
  }

  it("a fresh ✓ stays a plain gold target, and no red legend line", () => {
    const s = scene({ bomb: false, round: 14, turn: 0 });
    const a7 = s.items.find((i) => i.label === "cell-7-1");
    expect(a7.danger).toBe(false);
    expect(fills(a7).some(red)).toBe(false);
    expect(s.items.some((i) => i.label === "legend-danger")).toBe(false);
  });

  it("in ja and zh too, the ✓? cell is red and the legend names red cells", () => {
    for (const [lang, word] of [["ja", "赤いマス"], ["zh", "红色格"]]) {
      const s = scene({ bomb: false, round: 11, turn: 44, doubt: true }, {}, lang, 390);
      expect(s.items.find((i) => i.label === "cell-7-1").danger).toBe(true);
      expect(s.items.find((i) => i.label === "legend-danger")?.text).toContain(word);
    }
  });
});
