// Newcomer review 21 on the Mythos desk (round AI, fixer 3), mythos_en finding 6: "discarding takes one click. I
// discarded the wrong card twice (049_g14, 103_g61)". The round's discard on a desk is a two-step choice: since round AO
// (newcomer review 23, mythos_en finding 4: select then Discard for each card, 10 clicks for 5) a click marks a card
// (nothing is sent) and one chip, "Discard this card" / "Discard these N", confirms the marked ones.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import recorded from "./round12p_frames.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, lang, width, ui) => layout({ ...valid(withCatalog(f)), log_lines: [], ui, lang }, { width });
const discardTurns = recorded.discard.filter((f) => f.view.step === "discard" && f.view.to_act === "p0" && f.legal.length);

describe("mythos_en finding 6: a desk's round-end discard is chosen, then confirmed", () => {
  for (const lang of ["en", "ja"]) {
    for (const width of [930, 1280]) {
      it(`${lang} ${width} px: a click on a hand card only marks it; the Discard chip confirms`, () => {
        expect(discardTurns.length).toBeGreaterThan(0);
        for (const f of discardTurns) {
          const s = scene(f, lang, width, {});
          const hand = s.items.filter((i) => i.type === "mcard" && /^hand-\d/.test(i.label ?? ""));
          for (const card of hand) {
            expect(String(card.id), `${card.label}: a click sends no discard`).not.toMatch(/^act/);
          }
          const plain = f.legal.find((a) => a.kind === "discard" && !a.target?.confirm);
          const inst = plain.target?.card ?? plain.fields?.card;
          const chosen = scene(f, lang, width, { marked: { key: null, insts: [inst] } });
          const card = chosen.items.find((i) => i.type === "mcard" && i.marked && /^hand-\d/.test(i.label ?? ""));
          expect(card, "the marked card").toBeTruthy();
          expect(card.label).toBe(`hand-${inst}`);
          const chip = chosen.items.find((i) => i.type === "chip" && String(i.id).startsWith("acts:"));
          expect(chip, "its Discard chip").toBeTruthy();
          expect(chip.text).toBe(catalogBase.ui[lang].discard_marked_1);
          expect(JSON.parse(chip.id.slice(5))).toEqual([plain.id]);
        }
      });
    }
  }
});
