// A layout that holds still (issue 23): choosing a card that opens chips, or the time cards, never grows the CHAOS
// table nor moves its hand; the prompt's block is as tall as the tallest choice at the position.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import cards from "../fixtures/chaos_cards.json";
import effects from "../fixtures/chaos_effects.json";
import effectsJa from "../fixtures/chaos_effects_ja.json";
import join from "../fixtures/chaos_join.json";
import react from "../fixtures/chaos_react.json";
import start from "../fixtures/chaos_start.json";

const FIXTURES = { cards, effects, effectsJa, join, react, start };
// the hand's row: its lowest card's top (the chosen card is lifted a little, on purpose)
const hand = (s) => Math.max(...s.items.filter((i) => i.type === "ccard" && String(i.id ?? "").startsWith("select:"))
  .map((i) => i.y));

describe("CHAOS: a selection keeps the table's size and the hand's place", () => {
  for (const [name, fixture] of Object.entries(FIXTURES)) {
    for (const width of [390, 1200]) {
      it(`${name} at ${width} px`, () => {
        const counts = new Map();
        for (const a of fixture.legal ?? []) {
          if (a.target?.card != null) counts.set(a.target.card, (counts.get(a.target.card) ?? 0) + 1);
        }
        const choices = [...counts].filter(([, n]) => n > 1).map(([card]) => card);
        if (fixture.legal?.filter((a) => a.kind === "declare_time").length > 2) choices.push("@declare_time");
        // (a phone: the page's `ui` kept between looks, its table keeping the tallest height it has had, layout.js
        // held, since its turn order comes right under the prompt, round CC3; a desk's height must hold unprimed)
        const memo = {};
        const phone = width < 700;
        const look = (selected) => layout({ ...valid(fixture), ui: phone ? Object.assign(memo, { selected }) : { selected } },
                                          { width });
        if (phone) for (const choice of [null, ...choices]) look(choice);
        const none = look(null);
        for (const choice of choices) {
          const open = look(choice);
          expect(open.height, `${choice}`).toBe(none.height);
          expect(hand(open), `${choice}`).toBe(hand(none));
        }
      });
    }
  }
});
