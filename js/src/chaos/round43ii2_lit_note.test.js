// Review 39, room_en 1 and chaos_en 3 (212 -> 217: a plain lit cell, no red warning, hid a bomb; "a lit cell looks
// safe"): while the reader's patient may step onto unchecked lit cells, the legend under the board says, without a
// hover, that such a cell may still hide a bomb and that a Checkup shows 3 cells (the kernel's words: the first such
// move's target.note, frames/chaos_risk.py), on a 1280×800 desk, in every language.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

const NOTE = {
  en: "A lit cell you have not checked may still hide a bomb (about 1 in 13): a Checkup shows 3 cells.",
  zh: "亮起的格子没查过也可能藏着炸弹（约 13 格中有 1 颗）：体检能查 3 个格子。",
  "zh-TW": "亮起的格子沒查過也可能藏著炸彈（約 13 格中有 1 顆）：體檢能查 3 個格子。",
  ja: "光るマスも未確認なら爆弾があるかもしれない（約 13 マスに 1 個）：検診で 3 マスを調べられる。",
};
const frame = (lang, note = true) => {
  const f = structuredClone({ ...start, lang });
  for (const m of f.legal) if (m.target?.note) delete m.target.note;
  const first = f.legal.find((m) => m.kind === "move" && m.target?.risk);
  if (note) first.target.note = NOTE[lang];
  return f;
};
const scene = (f, width) => layout({ ...valid(f), ui: {} }, { width });
/** Return the text items under the board's cells, left of its right edge. */
const under = (s) => {
  const cells = s.items.filter((i) => i.type === "cell");
  const right = Math.max(...cells.map((c) => c.x + c.w));
  const foot = Math.max(...cells.map((c) => c.y + c.h));
  return s.items.filter((i) => i.type === "text" && i.y >= foot && i.x < right);
};

describe("review 39, room_en 1: a lit unchecked cell may hide a bomb, said under the board", () => {
  for (const lang of Object.keys(NOTE)) {
    it(`${lang} on a 1280×800 desk: the note is shown whole under the board, no hover, above the window's foot`, () => {
      const s = scene(frame(lang), 930);
      const first = under(s).findIndex((i) => i.label === "legend-unchecked");
      expect(first, under(s).map((i) => i.text).join(" / ")).toBeGreaterThanOrEqual(0);
      const lines = under(s).slice(first, first + 3).map((i) => i.text);
      const flat = (x) => (lang === "en" ? x : x.replace(/ /gu, ""));   // (a CJK line breaks at a space, dropping it)
      const said = lines.findIndex((_, k) => flat(lines.slice(0, k + 1).join(lang === "en" ? " " : "")) === flat(NOTE[lang]));
      expect(said, JSON.stringify(lines)).toBeGreaterThanOrEqual(0);
      expect(said).toBeLessThanOrEqual(1);   // two lines at most
      for (const i of under(s)) expect(i.y + (i.size ?? 14)).toBeLessThanOrEqual(660);
    });
  }
  it("no note from the kernel, no line (a ghost, a protected patient, no move)", () => {
    expect(under(scene(frame("en", false), 930)).filter((i) => i.label === "legend-unchecked")).toEqual([]);
  });
});
