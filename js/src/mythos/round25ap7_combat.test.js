// Review 24 (round AP, fixer 7), mythos_en 1 and mythos_ja 4: the combat band listed allies with "absorbs 0" that did
// not defend. It lists only the allies that took part, each with what it did in words: a defender flipped at the
// reveal (MY-COMBAT-6: it stops defending) is no card under the threat, only the line that says why; a defender that
// nothing reached says so; one that absorbed says how much.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { fightSentences } from "./combat.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import foughtF from "../fixtures/mythos_fought.json";

const words = JSON.parse(readFileSync(new URL("../../../cthulhu_widgets/widgets/mythos_words.json", import.meta.url)));
// a wide table tells a finished combat in one line at the round's end: its band is drawn while the combat lasts
const scene = (f, width) => layout({ ...valid(width < 600 ? f : { ...f, view: { ...f.view, phase: "combat" } }), ui: {} },
  { width });
const bandTexts = (s) => s.items.filter((i) => i.type === "text").map((i) => i.text);
/** foughtF in `lang`, its second fight's defender (Ray Stuckey, nothing reached him: the threat was cancelled)
 * flipped at the reveal when `flipped`. */
const fought = (lang, flipped) => {
  const view = structuredClone(foughtF.view);
  if (flipped) view.fights[1].defenders[0].flipped = true;
  return { ...foughtF, view, lang, catalog: { ...catalogBase, seats: foughtF.seats } };
};

describe("the band lists only the allies that took part, in words (review 24, mythos_en 1)", () => {
  for (const lang of ["en", "ja"]) {
    const ui = words.ui[lang];
    const zero = ui.absorbed.replace("{n}", "0");
    for (const width of [390, 1280]) {
      it(`${lang} ${width}: no "absorbs 0" under any ally; a defender nothing reached says so`, () => {
        const all = bandTexts(scene(fought(lang, false), width));
        expect(all.filter((x) => x.includes(zero))).toEqual([]);
        expect(all).toContain(ui.defended_none);
        expect(all).toContain(ui.absorbed.replace("{n}", "2"));     // Howard Lovecraft absorbed 2
      });
      it(`${lang} ${width}: a defender flipped at the reveal is no card of the fight, only the line that says why`, () => {
        const f = fought(lang, true);
        const s = scene(f, width);
        const all = bandTexts(s);
        expect(all.filter((x) => x.includes(zero) || x === ui.defended_none)).toEqual([]);
        const why = ui.flipped_why.replace("{card}", f.catalog.cards.ray_stuckey[lang]).replace(/\s+/g, "");
        expect(all.join("").replace(/\s+/g, "")).toContain(why);
      });
    }
    it(`${lang}: the later one-line summary names no flipped ally as absorbing`, () => {
      const f = fought(lang, true);
      const said = fightSentences(f.view, f.catalog, lang).join(" ");
      expect(said).not.toContain(zero);
    });
  }
});
