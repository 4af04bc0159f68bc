// Newcomer review 21 on the Mythos desk (round AI, fixer 3), mythos_en finding 6: "discarding takes one click. I
// discarded the wrong card twice (049_g14, 103_g61)". The round's discard on a desk is a two-step choice, as the
// cards an adventure needs already were: a click chooses a card (nothing is sent), the Discard chip on it confirms.
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
      it(`${lang} ${width} px: a click on a hand card only chooses it; its Discard chip, on it, discards`, () => {
        expect(discardTurns.length).toBeGreaterThan(0);
        for (const f of discardTurns) {
          const s = scene(f, lang, width, {});
          const hand = s.items.filter((i) => i.type === "mcard" && /^hand-\d/.test(i.label ?? ""));
          for (const card of hand) {
            expect(String(card.id), `${card.label}: a click sends no discard`).not.toMatch(/^act:/);
            expect(card.once ?? false).toBe(false);
          }
          const plain = f.legal.find((a) => a.kind === "discard" && !a.target?.confirm);
          const chosen = scene(f, lang, width, { selected: plain.target?.card ?? plain.fields?.card });
          const card = chosen.items.find((i) => i.type === "mcard" && i.selected && /^hand-\d/.test(i.label ?? ""));
          expect(card, "the chosen card").toBeTruthy();
          const chip = chosen.items.find((i) => i.type === "chip" && i.id === `act:${plain.id}`);
          expect(chip, "its Discard chip").toBeTruthy();
          expect(chip.text).toBe(catalogBase.ui[lang].discard_chip);
          expect(chip.x >= card.x && chip.x + chip.w <= card.x + card.w && chip.y >= card.y && chip.y + chip.h <= card.y + card.h + 6,
                 "the chip on the card").toBe(true);
        }
      });
    }
  }
});
