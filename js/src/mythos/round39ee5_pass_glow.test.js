// Round EE, fixer EE5 (newcomer review 37, mythos_en 6; shots 072, 095, 117, 140, 161, 225): at the start of the
// reader's turn with 13 cards the Pass chip wore the bright gold glow of a suggested move ("Choose this", 028): the
// bot's "Play now ▶" had been clicked where Pass then came, and a chip under the resting pointer glows. Pass is never
// the table's advice while other moves are legal: its hover is a faint wash then (a `calm` chip), never the glow; when
// passing is the only move (MY-ROUND-3: a seat that passed may only pass), its hover glows as any move's.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { feedbackItems } from "../scene/feedback.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import startF from "../fixtures/mythos_start.json";

const scene = (lang, width, legal) => layout({ ...valid({ ...startF, catalog: { ...catalogBase, seats: startF.seats } }),
                                              ...(legal ? { legal } : {}), ui: {}, lang }, { width });
const passOf = (s) => s.items.find((i) => i.type === "chip" && i.id?.startsWith("act:")
                                          && startF.legal.find((a) => `act:${a.id}` === i.id)?.kind === "pass");
const glow = (s, chip) => feedbackItems(s, { hover: chip.id }).find((i) => i.type === "hover");

describe("review 37, mythos_en 6: Pass is not lit as the suggested move while other moves are legal", () => {
  for (const lang of ["en", "ja"]) {
    for (const width of [1280, 390]) {
      it(`${lang} ${width} px: the first turn (cards to play): Pass under the pointer is a faint wash, not the glow`, () => {
        expect(startF.legal.some((a) => a.kind !== "pass")).toBe(true);
        const s = scene(lang, width);
        const pass = passOf(s);
        expect(pass).toBeDefined();
        expect(glow(s, pass).calm).toBe(true);
        const card = s.items.find((i) => i.type === "mcard" && i.highlight && i.id);   // a playable card still glows
        expect(glow(s, card).calm).toBeUndefined();   // a playable card's hover still glows
      });
      it(`${lang} ${width} px: Pass the only move (after passing): its hover glows`, () => {
        const s = scene(lang, width, startF.legal.filter((a) => a.kind === "pass"));
        expect(glow(s, passOf(s)).calm).toBeUndefined();
      });
    }
  }
});
