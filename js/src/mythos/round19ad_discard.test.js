// Newcomer review 19 (Mythos ja phone 390×844), finding 4: "During the discard step, when a ⚠ 'needed for an adventure'
// line appears, the whole hand moves down about 30 px; my next tap landed on a different card." The hand keeps its
// place: the quick discard keeps the room of its warnings from the step's start.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import foughtF from "../fixtures/mythos_fought.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, extra = {}, width = 390) => layout({ ...valid(withCatalog(f)), ...extra }, { width });
const handBoxes = (s) => s.items.filter((i) => /^hand-\d/.test(i.label ?? "") && i.type === "mcard");

describe("finding 4: a marked card's ⚠ line does not move the hand", () => {
  for (const lang of ["ja", "en"]) {
    it(`${lang} 390 touch: marking a card an adventure needs leaves every other card where it was`, () => {
      const ui = { touch: true };
      const before = handBoxes(scene(foughtF, { ui, lang }));
      const warned = foughtF.legal.filter((a) => a.kind === "discard" && a.target?.confirm).map((a) => a.target.card);
      ui.marked = { ...ui.marked, insts: [warned[0]] };
      const s = scene(foughtF, { ui, lang });
      expect(s.items.some((i) => i.type === "text" && /⚠/.test(i.text ?? ""))).toBe(true);
      for (const c of handBoxes(s).filter((b) => b.label !== `hand-${warned[0]}`)) {
        const was = before.find((b) => b.label === c.label);
        expect([c.x, c.y], c.label).toEqual([was.x, was.y]);
      }
      ui.marked = { ...ui.marked, insts: warned };            // all three warned: still no move
      for (const c of handBoxes(scene(foughtF, { ui, lang })).filter((b) => !warned.some((w) => b.label === `hand-${w}`))) {
        const was = before.find((b) => b.label === c.label);
        expect([c.x, c.y], c.label).toEqual([was.x, was.y]);
      }
    });
  }
});
