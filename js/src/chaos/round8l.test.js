// CHAOS round L (issue 23, newcomer review 8): the chips of a combo window at 1280, a Sprint that gives no step.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import cards from "../fixtures/chaos_cards.json";

const scene = (fixture, width, ui, lang) => layout({ ...valid({ ...fixture, lang }), ui }, { width });
describe("finding 3: a Sprint after the move ended on a bomb", () => {
  it("is a greyed chip with its reason, nothing to press", () => {
    const off = { id: "end_sprint_off", kind: "end", fields: {}, target: { chip: true, off: true },
                  label: "⚠ your move ended on a bomb: no extra step", text: "no extra step" };
    const s = scene({ ...cards, legal: [...cards.legal, off] }, 930, {}, "en");
    const chip = s.items.find((i) => i.type === "chip" && /no extra step/.test(i.text ?? ""));
    expect(chip).toBeTruthy();
    expect(chip.id).toBeUndefined();
    const plain = scene({ ...cards, legal: [...cards.legal, { ...off, target: { chip: true } }] }, 930, {}, "en");
    expect(plain.items.find((i) => i.type === "chip" && /no extra step/.test(i.text ?? "")).id).toBe("act:end_sprint_off");
  });
  it("its card, chosen, shows the greyed chip and never plays at a second click", () => {
    const one = cards.legal.find((a) => a.target?.card);   // its card's only move
    const id = one.target.card;
    const others = cards.legal.filter((a) => a.target?.card !== id);
    const legal = [...others, { ...one, target: { ...one.target, off: true } }];
    const s = scene({ ...cards, legal }, 930, { selected: id }, "en");
    expect(s.items.find((i) => i.label === `hand-${id}`).id).toBe(`select:${id}`);
    const live = scene({ ...cards, legal: [...others, one] }, 930, { selected: id }, "en");
    expect(live.items.find((i) => i.label === `hand-${id}`).id).toMatch(/^act:/);
  });
});
