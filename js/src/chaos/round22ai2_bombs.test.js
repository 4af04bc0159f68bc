// CHAOS, round AI (fixer AI2): the hidden-bomb line counts in English as a reader says it, "1 hidden temporary bomb"
// (it read "1 hidden temporary bombs" once one of an enemy's two plants was found or went off); a range or more stays
// plural ("1–2 hidden temporary bombs", "2 hidden temporary bombs").
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";
import words from "../../../cthulhu_widgets/widgets/chaos_words.json";

function lineOf(hidden, width = 930) {
  const f = structuredClone({ ...start, lang: "en" });
  for (const [l, table] of Object.entries(words)) f.catalog.ui[l] = { ...(f.catalog.ui[l] ?? {}), ...table };
  f.view.pieces.find((p) => p.seat === "B1").hidden_bombs = hidden;
  return layout({ ...valid(f), ui: {} }, { width }).items.find((i) => i.label === "tag-hidden-bombs-B1")?.text;
}

describe("the hidden-bomb line says one bomb in the singular", () => {
  for (const width of [930, 390]) {
    it(`'B1 · 1 hidden temporary bomb (cells unknown)' at ${width}`, () => {
      expect(lineOf({ n: 1, until: "next_turn" }, width)).toContain("B1 · 1 hidden temporary bomb (cells unknown)");
    });
  }
  it("two, or a range, stay plural", () => {
    expect(lineOf({ n: 2, until: "next_turn" })).toContain("2 hidden temporary bombs");
    expect(lineOf({ n: 2, low: 1, until: "next_turn" })).toContain("1–2 hidden temporary bombs");
  });
});
