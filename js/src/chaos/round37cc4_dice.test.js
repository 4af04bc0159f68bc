// Round CC, fixer CC4 (newcomer review 35, room_en 8): the dashed block on the board was named only in the legend.
// Its name, the legend row's own ("Dice area", 骰子区, ダイスの範囲), is written on the board on the block's lower
// edge: small, inside the board, over no piece.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { boardWords } from "./board_words.js";
import start from "../fixtures/chaos_start.json";

const NAME = { en: "Dice area", zh: "骰子区", ja: "ダイスの範囲" };
const meets = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe("review 35, room_en 8: the dice area is named on the board", () => {
  for (const lang of ["en", "zh", "ja"]) {
    for (const width of [1280, 390]) {
      it(`${lang} at ${width} px`, () => {
        const s = layout({ ...valid({ ...start, lang }), ui: {} }, { width });
        const area = s.items.find((i) => i.label === "dice-area");
        const said = boardWords(s).filter((d) => d.text === NAME[lang]);
        expect(said).toHaveLength(1);
        const [d] = said;
        expect(d.size).toBeGreaterThanOrEqual(10);
        expect(d.squeeze).toBeGreaterThan(0.95);
        expect(d.x >= area.x && d.x + d.w <= area.x + area.w).toBe(true);
        expect(Math.abs(d.y + d.h / 2 - (area.y + area.h))).toBeLessThan(d.h);   // on its lower edge
        for (const p of s.items.filter((i) => i.type === "piece")) expect(meets(d, p), p.seat).toBe(false);
      });
    }
  }
});
