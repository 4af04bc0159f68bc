// Review 41, mythos_ja 10 (159): the revolver's two chips both read 「アンナ・ティルトン嬢を.32口径リボルバーで武装させる」;
// only the small grey notes above them ("通常の配置…" vs 「どこでも1枚」の枠…) told them apart: a long chip keeps its
// words up to its cost (chips.js toldApart). The twin words (sentences/twins.py) say what differs before the cost.
import { describe, expect, it } from "vitest";
import { wholeChips } from "./chips.js";

const TWINS = {
  ja: ["「アンナ・ティルトン嬢」を「.32口径リボルバー」で通常どおり武装させる（正気度 +1）：「どこでも1枚」の枠は後に残る",
       "「アンナ・ティルトン嬢」を「.32口径リボルバー」で「どこでも1枚」の枠を使い武装させる（正気度 +1）"],
  en: ["Arm Miss Anna Tilton with .32 Revolver as usual (Sanity +1): its 'any location' artifact stays for later",
       "Arm Miss Anna Tilton with .32 Revolver as its one 'any location' artifact (Sanity +1)"],
};

describe("round45kk4: two like chips read apart on the button", () => {
  for (const [lang, [a, b]] of Object.entries(TWINS)) {
    for (const width of [360, 600, 900]) {
      it(`${lang} at ${width} px: the two buttons' words differ`, () => {
        const items = [];
        wholeChips(items, [{ text: a, id: "act:0" }, { text: b, id: "act:1" }], 10, 100, width, 14);
        const said = items.filter((o) => o.type === "chip").map((o) => o.text);
        expect(said).toHaveLength(2);
        expect(said[0]).not.toBe(said[1]);
        for (const t of said) expect(t).not.toContain("…");
      });
    }
  }
  it("a lone long chip is still cut into its button and a note above", () => {
    const items = [];
    wholeChips(items, [{ text: TWINS.ja[0], id: "act:0" }], 10, 100, 360, 14);
    expect(items.find((o) => o.type === "chip").text).not.toContain("後に残る");
    expect(items.some((o) => o.type === "text" && o.text.includes("後に残る"))).toBe(true);
  });
});
