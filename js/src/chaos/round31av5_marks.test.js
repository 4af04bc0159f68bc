// CHAOS, review 30 (round AV, fixer AV5). chaos_en 8 / room_zh 5: the dashed "dice area" block in the board's middle
// meant nothing until the reader found the rules' legend. It says what it is on hover or tap, in the legend's own
// words (the rules sheet's "Dice area" row), and a move's cell inside it keeps its own tooltip.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { tipAt } from "../scene/hit.js";
import start from "../fixtures/chaos_start.json";

const scene = (lang) => layout({ ...valid(structuredClone(start)), lang, ui: {} }, { width: 390 });

describe("chaos_en 8: the dice area says what it is", () => {
  for (const [lang, name] of [["en", "Dice area"], ["ja", "ダイスの範囲"], ["zh", "骰子区"]]) {
    it(`${lang}: an empty cell inside it tells the legend's row`, () => {
      const s = scene(lang);
      const area = s.items.find((i) => i.label === "dice-area");
      const cell = s.items.find((i) => i.type === "cell" && i.row === 4 && i.col === 4);
      const tip = tipAt(s, cell.x + cell.w / 2, cell.y + cell.h / 2);
      expect(tip.startsWith(name), tip).toBe(true);
      expect(area.tip).toBe(tip);
    });
  }

  it("a move's cell inside it keeps the move's own words", () => {
    const f = structuredClone(start);
    f.legal[0] = { ...f.legal[0], target: { ...f.legal[0].target, cell: [7, 2] }, text: "Move to b7." };
    const s = layout({ ...valid(f), ui: {} }, { width: 390 });
    const move = s.items.find((i) => i.type === "cell" && i.row === 7 && i.col === 2);
    expect(tipAt(s, move.x + move.w / 2, move.y + move.h / 2)).toContain("b7");
    expect(tipAt(s, move.x + move.w / 2, move.y + move.h / 2).startsWith("Dice area")).toBe(false);
  });
});
