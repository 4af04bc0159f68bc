// Round BA7, newcomer review 33, mythos_en 2 (069 → 073): "play a glowing card", and the reader saw no glow on Gomes,
// whose zoom offered "Recruit Gomes". Every hand card some legal move uses glows, and no other, at every decision of
// the recorded games, on a desk and on a phone, with nothing open and with a card's zoom open.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import { recordedGame } from "./recorded_game.js";
import { namedCards } from "./table.js";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, ui, lang, width) => layout({ ...valid(withCatalog(f)), log_lines: f.log_lines, ui, lang }, { width });

/** Return the hand's drawn cards as [inst, glowing] pairs. */
const handGlow = (s) => s.items.filter((i) => i.type === "mcard" && /^hand-\d/.test(i.label ?? "") && i.face)
  .map((i) => [Number(i.label.slice(5)), Boolean(i.highlight)]);

describe("review 33, mythos_en 2: the hand's glow marks exactly the cards a legal move uses", () => {
  for (const [lang, width, touch] of [["en", 1280, false], ["ja", 390, true]]) {
    it(`${lang} ${width} px: glowing hand cards = hand cards some legal action names`, () => {
      const wrong = [];
      let glowing = 0;
      for (const [n, f] of recordedGame(lang).entries()) {
        if (f.view.to_act !== "p0" || !f.legal?.length) continue;
        const hand = new Set((f.view.players.find((p) => p.seat === "p0")?.hand ?? []).map((c) => c.inst));
        const used = new Set(f.legal.flatMap((a) => namedCards(a, catalogBase)).filter((i) => hand.has(i)));
        const first = [...used][0];
        for (const ui of [{ touch }, ...(first != null ? [{ touch, selected: first }] : [])]) {
          for (const [inst, glow] of handGlow(scene(f, ui, lang, width))) {
            glowing += glow ? 1 : 0;
            if (glow !== used.has(inst)) wrong.push({ frame: n, inst, glow, zoom: ui.selected ?? null });
          }
        }
      }
      expect(glowing, "glowing hand cards seen").toBeGreaterThan(50);
      expect(wrong, JSON.stringify(wrong.slice(0, 5))).toEqual([]);
    });
  }
});
