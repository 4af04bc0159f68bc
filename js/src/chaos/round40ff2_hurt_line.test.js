// Round FF, fixer FF2 (review 37, chaos_en and chaos_ja, Q1 = 7: "hidden bombs are luck"): after the reader's own step
// onto a bomb, its news line says what would have shown the cell (frames/chaos_risk.py hurt_hint). The longer line is
// drawn whole on a 1280 desk and a 390 phone: every word, no "…".
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

const PIECE = {
  en: "Bomb from the start at a7: back to a8. a7 was unchecked: your Checkup, played before moving, "
      + "would have shown 3 cells.",
  ja: "a7 の最初からの爆弾で a8 へ戻された。a7 は未確認だった：動く前に手札の検診を使えば 3 マスを調べられた。",
  zh: "a7 开局就有的炸弹把你送回了 a8。a7 当时未查过：移动前打出你的体检，本可以查 3 个格子。",
};

function drawn(lang, width) {
  const f = structuredClone(start);
  f.legal[0] = { ...f.legal[0], target: { ...f.legal[0].target, news: { piece: PIECE[lang] } } };
  const s = layout({ ...valid(f), lang, ui: { selected: null } }, { width });
  return s.items.filter((i) => typeof i.text === "string" && (i.news || /a7/.test(i.text)))
    .sort((a, b) => a.y - b.y).map((i) => i.text);
}

describe("review 37: the hurt line's Checkup words are drawn whole", () => {
  for (const lang of ["en", "ja", "zh"]) for (const width of [1280, 390]) {
    it(`${lang} at ${width}`, () => {
      const lines = drawn(lang, width);
      const all = lines.join(" ").replace(/\s+/g, "");
      expect(all).toContain(PIECE[lang].replace(/\s+/g, ""));
      for (const line of lines) expect(line).not.toContain("…");
    });
  }
});
