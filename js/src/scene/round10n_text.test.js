// Newcomer review 10, finding 6 (Mythos ja phone r10mp/97): a Japanese name breaks between its words, never inside one.
import { describe, expect, it } from "vitest";
import { MIN_TEXT, breakUnits, fitText, textWidth, wholeWords } from "./text.js";

const WORDS = { "ハリー・フーディーニ": ["ハリー・", "フーディーニ"], "サミュエル・ウィンザー": ["サミュエル・", "ウィンザー"],
                ".30-06ボルトアクション・ライフル": null };

describe("a ja name on a small card breaks at its words", () => {
  for (const name of ["ハリー・フーディーニ", "サミュエル・ウィンザー", "ニューベリーポート歴史協会", "ラバン・シュリュズベリイ"]) {
    it(`${name}: every line is whole words (a katakana run is not split unless it alone is far wider than the line)`, () => {
      const fitted = fitText(name, { width: 50, size: 11, min: MIN_TEXT, maxLines: 3, squeeze: 0.82, measure: textWidth });
      const lines = wholeWords(name, fitted.lines, 3);
      expect(lines.join("").replace(/ /g, "")).toBe(name);
      const units = breakUnits(name).map((u) => u.text);
      const runs = name.match(/[\u30a0-\u30ff]+/g) ?? [];
      for (const run of runs) {
        if ([...run].length > 7) continue;   // alone far wider than a 50 px card line (ニューベリーポート): it may break
        expect(lines.some((l) => l.includes(run)), `${name}: ${JSON.stringify(lines)} keeps ${run} (units ${units})`).toBe(true);
      }
      if (WORDS[name]) expect(lines).toEqual(WORDS[name]);
    });
  }

  it("ニューベリーポート is one word (Intl.Segmenter's, its katakana run whole)", () => {
    expect(breakUnits("ニューベリーポート歴史協会").map((u) => u.text)[0]).toBe("ニューベリーポート");
  });

  it("a Latin or Chinese name keeps its fitted lines", () => {
    expect(wholeWords("Harry Houdini", ["Harry", "Houdini"], 3)).toEqual(["Harry", "Houdini"]);
    const zh = fitText("哈利·胡迪尼", { width: 40, size: 11, min: MIN_TEXT, maxLines: 3, squeeze: 0.82, measure: textWidth });
    expect(wholeWords("哈利·胡迪尼", zh.lines, 3).join("")).toBe("哈利·胡迪尼");
  });
});
