// Newcomer review 32 (round AZ, fixer AZ3), letter_zh: a phone's chips still cut with "…" after round AY made the
// desk's whole. At 390 a chip is cut only where its words need more than two lines: the painter's own room inside the
// pill (not its whole height) and a selected card's only move without its head ("Play Liber Ivonis: ") where the
// head does not fit. The labels left too long for two lines are named here, for the sentence tables to shorten.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { recorded } from "./recorded_frames.js";

const chips = (s) => s.items.filter((i) => i.type === "chip" && String(i.id).startsWith("act:"));
const cut = (c) => (c.text.match(/…/gu) ?? []).length > ((c.say ?? "").match(/…/gu) ?? []).length;
const lang2 = (lang) => lang.slice(0, 2);

/** Return the cut chips' texts by language, each hand card of each recorded frame chosen at 390×844. */
function cutByLang() {
  const by = { en: [], zh: [], ja: [] };
  for (const [f, lang, catalog] of recorded()) {
    f.view.hand.forEach((_, k) => {
      const s = layout({ game: "letter", mode: "play", seat: "player", lang, ...f, catalog, ui: { selected: k } },
                       { width: 390, height: 844 });
      by[lang2(lang)].push(...chips(s).filter(cut).map((c) => c.text));
    });
  }
  return by;
}

// labels longer than two lines at a phone's 11 px, whatever the layout does: none since round AZ9 shortened them
// (odds short, "4 of 14 unseen"; the ⚠ and its outcome first; newcomer review 32, letter_en 2)
const TOO_LONG = [];

describe("letter_zh (review 32): a phone's chip is cut only where two lines cannot hold its words", () => {
  const by = cutByLang();

  it("no chip is cut in en, zh-TW or ja (none left too long for two lines)", () => {
    expect(by.zh).toEqual([]);
    for (const lang of ["en", "ja"]) expect(by[lang].filter((t) => !TOO_LONG.some((r) => r.test(t)))).toEqual([]);
  });

  it("no chip is cut in any language of the recorded games (were en 15, zh 1, ja 7, then en 10, ja 4)", () => {
    expect(Object.fromEntries(Object.entries(by).map(([l, t]) => [l, t.length]))).toEqual({ en: 0, zh: 0, ja: 0 });
  });

  it("a selected card's only move reads whole without its head where the head does not fit", () => {
    const texts = [...by.en, ...by.ja];
    expect(texts.filter((t) => /^Play (Liber Ivonis|Professor Henry Armitage)|^「(エイボンの書|アーミティッジ教授)」/u.test(t)))
      .toEqual([]);
  });
});
