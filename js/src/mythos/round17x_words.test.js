// Round 17x, newcomer review of Mythos (en desk, ja phone), finding 1: the round's-end discard (MY-ROUND-5) threw away
// in one tap a card an adventure in the reader's hand needed (MY-ADV-1/2: Governmental Cover-up, asked for by Whispers in
// Darkness). The kernel marks such a discard `target.confirm` with a warning chip (frames/mythos_needs.py): its first tap
// opens the card's zoom with the warning whole on its chip, the chip's tap discards; a card no adventure needs stays one
// tap.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { tapAction } from "../ui/pointer.js";
import { valid } from "../view_schema.js";
import { wrapLines } from "../scene/text.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import foughtF from "../fixtures/mythos_fought.json";

const KNIFE = 30;   // Enchanted Knife: the weapon Alone in the World (in the hand) asks for
const WARNED = {
  en: { label: "⚠ Discard? Your adventure Alone in the World needs it",
        text: "Discard Enchanted Knife (⚠ your adventure Alone in the World needs it)." },
  ja: { label: "⚠ 捨てる？アドベンチャー「世界にただ独り」に必要",
        text: "「魔力のナイフ」を捨てる（⚠ アドベンチャー「世界にただ独り」に必要なカード）。" },
};

/** Return the discard frame with the Knife's discard marked as the kernel marks a needed card's. */
function warnedFrame(lang) {
  const legal = foughtF.legal.map((a) => (a.target?.card === KNIFE
    ? { ...a, ...WARNED[lang], target: { card: KNIFE, confirm: true } } : a));
  return { ...foughtF, legal, catalog: { ...catalogBase, seats: foughtF.seats } };
}

const scene = (f, extra, width) => layout({ ...valid(f), ...extra }, { width });
const handCard = (s, inst) => s.items.find((i) => i.type === "mcard" && i.label === `hand-${inst}`);

for (const [lang, width, touch] of [["en", 930, false], ["ja", 390, true]]) {
  describe(`MY-ROUND-5 / MY-ADV-2, ${lang} ${width}: a needed card's discard asks again`, () => {
    // since round AI a card no adventure needs is chosen by its click too, its Discard chip on it confirming (newcomer
    // review 21, mythos_en finding 6: one click discarded the wrong card; round22ai3_discard.test.js)
    it("its first tap selects the card (no discard); a card no adventure needs is chosen by its click too", () => {
      const f = warnedFrame(lang);
      const s = scene(f, { lang, ui: { touch } }, width);
      const needed = f.legal.filter((a) => a.target?.confirm).map((a) => a.target.card);
      // since round 19aa a phone's tap marks any card, the needed one too, and its warning is said once it is marked
      // (review 18, finding 1: the quick discard; round19aa_phone.test.js)
      // since round AO a desk's click marks it too (review 23, mythos_en finding 4; round24ao6_discard.test.js)
      for (const inst of needed) expect(handCard(s, inst).id).toBe(`mark:${inst}`);
      const plain = s.items.filter((i) => i.type === "mcard" && /^hand-\d+$/.test(i.label)
        && !needed.includes(Number(i.label.slice(5))));
      expect(plain.length).toBeGreaterThan(3);
      for (const c of plain) expect(c.id, c.label).toBe(`mark:${c.label.slice(5)}`);
    });

    it("selected, its zoom opens: the card's text and its warning chip, whole, naming the adventure; the chip discards", () => {
      const s = scene(warnedFrame(lang), { lang, ui: { touch, selected: KNIFE } }, width);
      expect(s.items.some((i) => i.type === "mzoom"), "the card's zoom").toBe(true);
      const chip = s.items.find((i) => i.type === "chip" && i.id === `act:discard card=${KNIFE}`);
      expect(chip, "the warning chip").toBeTruthy();
      expect(chip.text).toBe(WARNED[lang].label);
      const lines = wrapLines(chip.text, chip.w - Math.round(chip.size * 1.6), chip.size, true).length;
      expect(lines, "every line of the warning in its chip").toBeLessThanOrEqual(chip.rows ?? 1);
      expect(chip.x + chip.w).toBeLessThanOrEqual(width);
      expect(tapAction(s, chip.id, null)).toBe("press");
    });

    it("a card no adventure needs, selected, keeps its plain Discard chip on the card (no zoom)", () => {
      const plain = foughtF.legal.find((a) => a.kind === "discard" && !a.target?.confirm).target.card;
      const s = scene(warnedFrame(lang), { lang, ui: { touch, selected: plain } }, width);
      expect(s.items.some((i) => i.type === "mzoom")).toBe(false);
      expect(s.items.find((i) => i.id === `act:discard card=${plain}` && i.type === "chip").text)
        .toBe(catalogBase.ui[lang].discard_chip);
    });
  });
}
