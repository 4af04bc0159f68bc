// CHAOS round L (issue 23, newcomer review 8): the chips of a combo window at 1280, a Sprint that gives no step.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import cards from "../fixtures/chaos_cards.json";
import join from "../fixtures/chaos_join.json";
import react from "../fixtures/chaos_react.json";
import { textWidth, wrapLines } from "../scene/text.js";

const scene = (fixture, width, ui, lang) => layout({ ...valid({ ...fixture, lang }), ui }, { width });
const card = (id) => ({ function: id.split("_")[0], id, role: "ghost", suit: id.split("_")[1] });
const OTHERS = ["prank_eye", "mischief_moon", "amnesia_skull", "checkup_eye", "sprint_skull"];

/** The fixture's window with the most chips the rules allow (a card per suit of the function asked for, and Decline or
 * Do not react) and a hand of `n` cards; each card's chip is the fixture's first, renamed for its suit. */
function crowded(f, fn, n) {
  const asked = ["moon", "skull", "eye"].map((s) => `${fn}_${s}`);
  const ids = [...asked, ...OTHERS.filter((c) => !asked.includes(c))].slice(0, n);
  const [first] = f.legal;
  const acts = asked.map((id) => ({ ...first, fields: { card: id }, id: `${first.kind} card=${id}`, target: { card: id },
                                    label: first.label.replace(/\(.*?\)/, `(${id.split("_")[1]})`) }));
  const hands = { ...f.view.hands, [f.seat]: { cards: ids.map(card), count: n } };
  return { ...f, legal: [...acts, f.legal.find((a) => a.target.chip)], view: { ...f.view, hands } };
}

const meets = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe("finding 1: 1280×800, a combo window's four chips and a hand of 5-7 cards", () => {
  for (const lang of ["en", "zh", "ja"]) {
    for (const [name, f, fn] of [["join", join, "vanish"], ["react", react, "prank"]]) {
      it(`${name}, ${lang}: the table keeps its one height, the hand within it, nothing over another`, () => {
        const fresh = scene(cards, 930, {}, lang).height;
        expect(fresh).toBeLessThanOrEqual(660);
        for (const n of [5, 6, 7]) {
          const s = scene(crowded(f, fn, n), 930, {}, lang);
          expect(s.height, `${n} cards`).toBe(fresh);
          const chips = s.items.filter((i) => i.type === "chip" && String(i.id ?? "").startsWith("act:"));
          const hand = s.items.filter((i) => i.type === "ccard" && /^hand-/.test(i.label ?? ""));
          expect(chips.length).toBe(4);
          expect(hand.length).toBe(n);
          for (const i of [...chips, ...hand]) expect(i.y + i.h, `${i.label ?? i.id}, ${n} cards`).toBeLessThanOrEqual(s.height);
          const all = [...chips, ...hand];
          all.forEach((a, k) => all.slice(k + 1).forEach((b) => expect(meets(a, b), `${a.id ?? a.label} / ${b.id ?? b.label}`).toBe(false)));
          for (const c of chips) {   // each chip's words within its rows (none squeezed into fewer)
            const lines = wrapLines(c.text, c.w - Math.round(c.size * 1.6), c.size, true).length;
            expect(lines, c.text).toBeLessThanOrEqual(c.rows ?? 1);
            if (!c.rows) expect(textWidth(c.text, c.size, true)).toBeLessThanOrEqual(c.w);
          }
        }
      });
    }
  }
});

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
