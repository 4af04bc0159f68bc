// Review 41, mythos_ja 12 (087, 094): the green "+1 アンナ・ティルトン嬢" beside the Sanity bar wrapped 「嬢」 alone onto
// a second line. A Sanity cause drawn on two lines never leaves one or two glyphs alone on its last line.
import { describe, expect, it } from "vitest";
import catalogBase from "../fixtures/mythos_catalog.json";
import { drawCause } from "./sanity_cause.js";

const ALONE = 2;   // glyphs a last line may not hold alone

describe("round45kk4: a Sanity cause leaves no orphan glyph", () => {
  for (const lang of ["en", "ja"]) {
    for (const card of ["miss_anna_tilton", "dot_32_revolver"]) {
      it(`${lang} ${card}: at every room from 60 to 240 px, two lines allowed`, () => {
        const words = catalogBase.ui[lang];
        const orphans = [];
        for (let room = 60; room <= 240; room += 2) {
          const drawn = [];
          const t = { lang, catalog: catalogBase, view: { round: 4 }, who: () => "Bot 2",
                      w: (k, a = {}) => words[k].replace(/\{(\w+)\}/g, (_, n) => a[n]),
                      text: (text, x, y, o) => drawn.push({ text, ...o }) };
          const p = { seat: "p0", sanity_last: { round: 4, delta: 1, card, by: "p0" } };
          drawCause(t, p, 0, 10, room, 13, 2);
          const last = drawn.length > 1 ? String(drawn.at(-1).text).trim() : null;
          const said = drawn.map((d) => d.text).join(" | ");
          if (last !== null && [...last].length <= ALONE) orphans.push(`${room}: ${said}`);
        }
        expect(orphans).toEqual([]);
      });
    }
  }
});
