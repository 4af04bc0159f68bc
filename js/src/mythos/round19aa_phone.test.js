// Round 19aa, newcomer review 18 of Mythos (ja phone), finding 1: thirteen taps to discard down to seven at a round's
// end on a 390×844 phone (one tap a card, each opening its sheet). On a phone the round's discard (MY-ROUND-5) is a
// quick multi-select: a tap marks a card (nothing is sent), the prompt says how many are left to discard, one chip
// "Discard these N" sends the marked cards' discards in turn; a marked card an adventure in hand needs (MY-ADV-2) says
// so on the prompt and on the chip (the warning kept).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { markCard, sendMarked } from "./discard.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import foughtF from "../fixtures/mythos_fought.json";

const KNIFE = 30;   // Enchanted Knife: the weapon Alone in the World (in the hand) asks for
const WARN = { en: "Discard Enchanted Knife (⚠ your adventure Alone in the World needs it).",
               ja: "「魔力のナイフ」を捨てる（⚠ アドベンチャー「世界にただ独り」に必要なカード）。" };

/** Return the discard frame (8 cards, limits 5–7) with the Knife's discard marked as the kernel marks a needed card's. */
function frame(lang) {
  const legal = foughtF.legal.map((a) => (a.target?.card === KNIFE
    ? { ...a, label: "⚠", text: WARN[lang], target: { card: KNIFE, confirm: true } } : a));
  return { ...foughtF, legal, catalog: { ...catalogBase, seats: foughtF.seats } };
}

const scene = (f, ui, width = 390) => layout({ ...valid(f), lang: f.lang, ui }, { width });
const hand = (s) => s.items.filter((i) => i.type === "mcard" && /^hand-\d+$/.test(i.label));
const BATCH = new RegExp(`^(⚠ )?(${["0", "1", ""].map((n) => catalogBase.ui.en[`discard_marked${n && `_${n}`}`])
  .concat(["0", "1", ""].map((n) => catalogBase.ui.ja[`discard_marked${n && `_${n}`}`])).join("|").replace(/\{n\}/g, "\\d+")
  .replace(/[()（）]/g, ".")})$`);
const batch = (s) => s.items.find((i) => i.type === "chip" && BATCH.test(i.text));
// the prompt's words, its wrapped lines joined (a ja line breaks anywhere), spaces left out
const texts = (s) => s.items.filter((i) => i.type === "text").map((i) => i.text).join("").replace(/\s/g, "");
const words = (lang, key, n) => catalogBase.ui[lang][key].replace("{n}", n).replace(/\s/g, "");
const ui = (marks = []) => ({ touch: true, marked: { key: null, insts: marks } });

for (const lang of ["en", "ja"]) {
  describe(`finding 1, ${lang} 390: the round's discard on a phone is a quick multi-select`, () => {
    it("a tap marks a hand card, the needed one too (no act, no sheet); none marked, the chip waits", () => {
      const s = scene({ ...frame(lang), lang }, ui());
      const cards = hand(s);
      expect(cards.length).toBe(8);
      for (const c of cards) expect(c.id, c.label).toBe(`mark:${c.label.slice(5)}`);
      const chip = batch(s);
      expect(chip, "the Discard these N chip, waiting").toBeTruthy();
      expect(chip.id ?? null).toBe(null);
      // none marked: how to mark, no count (the kernel's prompt says it: review 25, mythos_ja 11)
      expect(texts(s)).toContain(words(lang, "discard_mark_start"));
    });

    it("marked cards show it; the chip discards all of them; the count left is said", () => {
      const [a, b] = foughtF.legal.filter((x) => x.target?.card !== KNIFE).map((x) => x.target.card);
      const u = ui([a, b]);
      const s = scene({ ...frame(lang), lang }, u);
      const marked = hand(s).filter((c) => c.marked);
      expect(marked.map((c) => c.label).sort()).toEqual([`hand-${a}`, `hand-${b}`].sort());
      const chip = batch(s);
      expect(chip.text).toBe(catalogBase.ui[lang].discard_marked.replace("{n}", "2"));
      const sent = [];
      sendMarked((m) => sent.push(m), chip.id, 40, u);
      // each says the step its press began at: one Undo takes both back (round AY2, review 32 mythos_en 5)
      expect(sent).toEqual([{ cmd: "act", id: `discard card=${a}`, step: 40, press: 40 },
                            { cmd: "act", id: `discard card=${b}`, step: 41, press: 40 }]);
      expect(u.marked.insts).toEqual([]);
      expect(texts(s)).toContain(words(lang, "discard_mark_ready", 2));
    });

    it("a marked card an adventure needs: its warning on the prompt, ⚠ on the chip", () => {
      const s = scene({ ...frame(lang), lang }, ui([KNIFE]));
      expect(texts(s)).toContain(WARN[lang].replace(/\s/g, ""));
      expect(batch(s).text.startsWith("⚠")).toBe(true);
    });

    it("no more than the hand's minimum allows: a fourth mark is not taken (8 cards, at least 5 kept)", () => {
      const u = ui();
      const s = scene({ ...frame(lang), lang }, u);
      for (const c of hand(s).slice(0, 4)) markCard(u, Number(c.label.slice(5)));
      expect(u.marked.insts.length).toBe(3);
      markCard(u, u.marked.insts[0]);
      expect(u.marked.insts.length).toBe(2);
    });
  });
}

// since round AO a desk's click marks the card as a phone's tap does, "Discard these N" confirming them all (newcomer
// review 23, mythos_en finding 4: 10 clicks for 5 cards; round24ao6_discard.test.js); a click still sends nothing
describe("finding 1: the desk marks as the phone does: a click marks, one chip discards", () => {
  it("a hand card's click marks it at 930 px with a mouse", () => {
    const s = scene({ ...frame("en"), lang: "en" }, { touch: false }, 930);
    const needed = new Set(frame("en").legal.filter((a) => a.target?.confirm).map((a) => `hand-${a.target.card}`));
    const plain = hand(s).filter((c) => !needed.has(c.label));
    expect(plain.length).toBeGreaterThan(3);
    for (const c of plain) expect(c.id).toBe(`mark:${c.label.slice(5)}`);
  });
});
