// Newcomer review 33 (letter_zh 3): "所有遊戲" led to an English index. The link carries the table's language
// (?lang=, tools/build_lite.py index_page reads it), in its script: Letter's zh is Traditional.
import { describe, expect, it } from "vitest";
import { sayIntro } from "./intro.js";

function fakeIntro() {
  const link = { tag: "a", textContent: "All games", href: "index.html", nextSibling: null, after() {},
                 getAttribute: (k) => link[k], setAttribute: (k, v) => { link[k] = v; } };
  return { link, querySelector: () => link };
}

describe("the link to all games carries the table's language", () => {
  it("in the table's script, each language", () => {
    for (const [game, lang, page] of [["letter", "zh", "zh-TW"], ["chaos", "zh", "zh"], ["chaos", "zh-TW", "zh-TW"],
      ["mythos", "ja", "ja"], ["letter", "en", "en"]]) {
      const p = fakeIntro();
      sayIntro(p, game, lang);
      expect(p.link.href).toBe(`index.html?lang=${page}`);
    }
  });
});
