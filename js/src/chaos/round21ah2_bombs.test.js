// CHAOS, newcomer review 21 (round AH, fixer AH2), chaos_en finding 4 (052_g27, 087_h17): "B2 · 2 hidden temporary
// bombs" stood after a bomb went off under the reader. Whose bomb it was is not public (CH-HIDE-2): the kernel sends
// the range the reader may know, hidden_bombs {n: 2, low: 1}, and the line says "1–2".
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";
import words from "../../../cthulhu_widgets/widgets/chaos_words.json";

function fixture(lang) {
  const f = structuredClone({ ...start, lang });
  for (const [l, table] of Object.entries(words)) f.catalog.ui[l] = { ...(f.catalog.ui[l] ?? {}), ...table };
  return f;
}

describe("chaos_en finding 4: a bomb gone off lowers the hidden count to what the reader may know", () => {
  for (const [width, lang, word] of [[930, "en", "1–2 hidden temporary bombs"], [390, "ja", "1–2 個"],
                                     [930, "zh", "1–2 颗"], [930, "zh-TW", "1–2 顆"]]) {
    it(`'B1 · ${word}' (${width}, ${lang})`, () => {
      const f = fixture(lang);
      f.view.pieces.find((p) => p.seat === "B1").hidden_bombs = { n: 2, low: 1, until: "next_turn" };
      const s = layout({ ...valid(f), ui: {} }, { width });
      const line = s.items.find((i) => i.label === "tag-hidden-bombs-B1");
      expect(line?.text, s.items.filter((i) => i.type === "text").map((i) => i.text).join(" | ")).toContain(word);
    });
  }
  it("a sure count stays a single number", () => {
    const f = fixture("en");
    f.view.pieces.find((p) => p.seat === "B1").hidden_bombs = { n: 1, until: "next_turn" };
    const line = layout({ ...valid(f), ui: {} }, { width: 930 }).items.find((i) => i.label === "tag-hidden-bombs-B1");
    expect(line.text).toContain("B1 · 1 hidden temporary bomb (cells unknown)");   // singular (round AI, AI2)
  });
});
