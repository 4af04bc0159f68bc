// Issue 23 round F, two newcomers' Mythos findings (en 1280×800, ja 390×844 phone; review 5).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import foughtF from "../fixtures/mythos_fought.json";
import { readFileSync } from "node:fs";

const words = JSON.parse(readFileSync(new URL("../../../cthulhu_widgets/widgets/mythos_words.json", import.meta.url)));
const withWords = (f) => ({ ...f, catalog: { ...catalogBase, ui: words.ui, seats: f.seats } });
const at = (f, ui, lang, width) => layout({ ...valid(withWords(f)), lang, ui }, { width });
const idOf = (a) => (Array.isArray(a) ? a[0] : a.id);

describe("finding 1: a discard closes the hand up; the chip of the card chosen stays on that card", () => {
  const handCards = (s) => s.items.filter((i) => /^hand-\d/.test(i.label ?? ""));
  const discards = foughtF.legal.map(idOf).filter((id) => id.startsWith("discard"));
  const instOf = (id) => Number(/card=(\d+)/.exec(id)[1]);
  const without = (f, gone) => {
    const players = f.view.players.map((p) => (Array.isArray(p.hand) && p.hand.some((c) => c.inst === gone)
      ? { ...p, hand: p.hand.filter((c) => c.inst !== gone), hand_count: p.hand.length - 1 } : p));
    return { ...f, view: { ...f.view, players }, legal: f.legal.filter((a) => instOf(idOf(a)) !== gone) };
  };

  for (const [lang, width] of [["ja", 390], ["en", 930], ["en", 1280]]) {
    it(`${lang}@${width}: after discards the hand's cards stand in the first places, in order, no gap`, () => {
      const ui = { selected: null, touch: true };
      const before = handCards(at(foughtF, ui, lang, width));
      let f = foughtF;
      for (const id of [discards[0], discards[2]]) f = without(f, instOf(id));   // two discards, one in the middle
      const after = handCards(at(f, ui, lang, width));
      expect(after.length).toBe(before.length - 2);
      // the places the hand fills are the first ones of the full hand, in the same order
      after.forEach((c, i) => expect([c.x, c.y], `${lang}@${width} ${c.label}`).toEqual([before[i].x, before[i].y]));
      const order = (cards) => cards.map((c) => c.label).filter((l) => after.some((a) => a.label === l));
      expect(order(after)).toEqual(order(before));
    });

    it(`${lang}@${width}: a card chosen after a discard shows its Discard chip on itself, where it now stands`, () => {
      const f = without(foughtF, instOf(discards[0]));
      const next = discards[1];
      const s = at(f, { selected: instOf(next), touch: true }, lang, width);
      const card = s.items.find((i) => i.label === `hand-${instOf(next)}`);
      const chip = s.items.find((i) => i.type === "chip" && i.id === `act:${next}`);
      expect(chip).toBeTruthy();
      expect(chip.x).toBeGreaterThanOrEqual(card.x);
      expect(chip.x + chip.w).toBeLessThanOrEqual(card.x + card.w);
      expect(chip.y).toBeGreaterThanOrEqual(card.y);
      expect(chip.y + chip.h).toBeLessThanOrEqual(card.y + card.h + 6);
    });
  }
});
