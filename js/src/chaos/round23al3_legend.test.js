// CHAOS, round AL (fixer AL3), round AK's leftovers of newcomer review 22 (chaos_en finding 1, chaos_ja finding 3): the
// violet "a vanished ghost may be here" tint (board.js ghostReach, 0480832) had no legend line under the board, and the
// ★ on the reader's badge in the turn-order strip had no tooltip. Both in every CHAOS language, desk and phone.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { tipAt } from "../scene/hit.js";
import start from "../fixtures/chaos_start.json";

/** chaos_start (A1, a patient at a8, to move), B2 vanished on `seen` `turns` of its turns ago, unseen by A1. */
function hidden(seen, turns, lang) {
  const f = structuredClone({ ...start, lang });
  f.view.pieces = f.view.pieces.map((p) => (p.seat === "B2"
    ? { ...p, cell: null, vanished: true, vanish_turns_left: 1, last_seen: seen, hidden_turns: turns } : p));
  return valid(f);
}
const LEGEND = { en: ["violet cells", "may be there", "B2", "b7"], ja: ["紫のマス", "いるかもしれない", "B2", "b7"],
                 zh: ["紫色格", "可能在那里", "B2", "b7"], "zh-TW": ["紫色格", "可能在那裡", "B2", "b7"] };
const YOU = { en: "your piece", ja: "あなたの駒", zh: "你的棋子", "zh-TW": "你的棋子" };
const boxOf = (s, i) => ({ x: i.x, y: i.y, w: i.maxW ?? 0, h: i.size });
const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe("the violet tint has its legend line under the board, in every CHAOS language", () => {
  for (const lang of Object.keys(LEGEND)) {
    for (const width of [930, 348]) {
      it(`${lang} at ${width}: the line names the tint, the ghost and its cell; a swatch beside it; none without a tint`, () => {
        const s = layout({ ...hidden([7, 2], 0, lang), ui: {} }, { width });
        const lines = s.items.filter((i) => i.type === "text" && i.reach);
        expect(lines.length, lang).toBeGreaterThan(0);
        const said = s.items.filter((i) => i.type === "text" && i.y >= lines[0].y && i.y < lines[0].y + 60
                                          && i.x === lines[0].x).map((i) => i.text).join("");
        for (const w of LEGEND[lang]) expect(said.replace(/\s/g, ""), lang).toContain(w.replace(/\s/g, ""));
        const cells = s.items.filter((i) => i.type === "cell");
        expect(lines[0].y).toBeGreaterThan(Math.min(...cells.map((c) => c.y + c.h)));
        expect(lines[0].size).toBeGreaterThanOrEqual(width < 600 ? 10 : 11);
        const swatch = s.items.find((i) => i.label === "legend-reach-swatch");
        expect(swatch?.fill).toMatch(/rgba\(170, 120, 220/);
        expect(swatch.x + swatch.w).toBeLessThanOrEqual(lines[0].x);
        expect(lines[0].x + (lines[0].maxW ?? 0)).toBeLessThanOrEqual(s.width);
        // nothing else written over it
        const others = s.items.filter((i) => i.type === "text" && !lines.includes(i) && i.label !== lines[0].label
                                              && !(i.y > lines[0].y && !i.label)
                                              && Math.abs(i.y - lines[0].y) < lines[0].size && i.x >= lines[0].x - 2
                                              && i.x < lines[0].x + 2);
        expect(others.map((i) => i.text)).toEqual([]);
        const none = layout({ ...valid({ ...structuredClone(start), lang }), ui: {} }, { width });
        expect(none.items.some((i) => i.reach || i.label === "legend-reach-swatch")).toBe(false);
      });
    }
  }
});

describe("the ★ on the reader's badge in the turn-order strip says what it is on hover or a long press", () => {
  for (const lang of Object.keys(YOU)) {
    for (const width of [930, 348]) {
      it(`${lang} at ${width}`, () => {
        const s = layout({ ...valid({ ...structuredClone(start), lang }), ui: {} }, { width });
        const badge = s.items.find((i) => i.type === "seat" && i.you);
        expect(badge.seat).toBe("A1");
        const tip = tipAt(s, badge.x + badge.w - 8, badge.y + 8);   // on the ★ (chaos/paint.js)
        expect(tip, lang).toContain("★");
        expect(tip, lang).toContain(YOU[lang]);
        expect(tip, lang).toContain("A1");
      });
    }
  }
});
