// Round AS8, review 27, mythos_ja 2 (226): Sanity fell 11→8 with the cause (a phobia the bot played on the reader)
// scrolled out of the five-line log. The last Sanity change is said beside the Sanity value, with its card and who
// played it ("−1 Portaphobia (Bot 2)"), in a slot kept empty otherwise: nothing beside or below it moves.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { textWidth } from "../scene/text.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import richF from "../fixtures/mythos_rich.json";

const lay = (f, lang, width) => layout({ ...valid({ ...f, catalog: { ...catalogBase, seats: f.seats } }), ui: {}, lang },
                                       { width });
const named = (s, label) => s.items.find((i) => i.label === label);
const t_h = (i) => i.h || i.size || 14;
const without = () => {
  const view = structuredClone(richF.view);
  for (const p of view.players) delete p.sanity_last;
  return { ...richF, view };
};

describe("review 27, mythos_ja 2: a Sanity change says its cause beside the value", () => {
  for (const [lang, width] of [["en", 930], ["ja", 390]]) {
    it(`${lang} ${width}px: the phobia and the bot who played it, inside the table, nothing moved`, () => {
      const s = lay(richF, lang, width);
      const cause = named(s, "sanity-cause-p0");
      expect(cause, "the cause is drawn").toBeTruthy();
      const card = catalogBase.cards.portaphobia[lang];
      expect(cause.text).toContain(lang === "ja" ? "ボット 2" : "Bot 2");
      expect(cause.text).toMatch(/^−1 /);
      expect(cause.text).toContain(card);
      expect(cause.x + textWidth(cause.text, cause.size, true)).toBeLessThanOrEqual(width);
      // on the bar's row beside the value (a phone), or on the panel's title line, before the score (a desk)
      const row = named(s, width < 600 ? "sanity-p0" : "title-p0");
      expect(Math.abs(cause.y - row.y)).toBeLessThan(t_h(row));
      const score = named(s, "score-p0");   // its left end (the glossary lays a right-aligned line from its left)
      const left = score.align === "right" ? score.x - textWidth(score.text, score.size, true) : score.x;
      if (width >= 600) expect(cause.x + textWidth(cause.text, cause.size, true)).toBeLessThan(left);
      const before = lay(without(), lang, width);
      expect(named(before, "sanity-cause-p0")).toBeFalsy();
      for (const label of ["stats-p0", "sanity-p0", "stats-p1", "score-p0", "title-p0"]) {
        const a = named(before, label), b = named(s, label);
        expect([b.x, b.y], `${label} stays put`).toEqual([a.x, a.y]);
      }
    });
  }
});
