// Issue 23, round E (CHAOS), newcomer R3-C: what the table shows must not claim more than the seat knows.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { chaosZoom } from "./labels.js";
import { valid } from "../view_schema.js";
import hidden from "../fixtures/chaos_hidden.json";

const at = (round, turn, checked) => {
  const f = structuredClone(valid(hidden));
  Object.assign(f.view, { round, turn, checked });
  return f;
};
const checkAt = (scene, label) => scene.items.find((i) => i.label === label);

describe("item 1: a Checkup ✓ says when it was learnt and greys once a bomb may have been planted since (d58, m28)", () => {
  it("a ✓ learnt in round 9 reads r9, fresh that turn, grey and 'may have been planted since' two rounds on", () => {
    const ui = {};
    const none = at(9, 30, []);
    layout({ ...none, ui }, { width: 1280 });              // the page sees the game before the Checkup
    const a7 = [{ cell: [1, 7], bomb: false }];
    const fresh = checkAt(layout({ ...at(9, 30, a7), ui }, { width: 1280 }), "check-1,7");
    expect(fresh.stale).toBe(false);
    expect(fresh.when).toBe("r9");
    expect(fresh.tip).toMatch(/not safe for good/i);
    const later = checkAt(layout({ ...at(11, 41, a7), ui }, { width: 1280 }), "check-1,7");
    expect(later.stale).toBe(true);
    expect(later.when).toBe("r9");
    expect(later.tip).toContain("round 9");
    expect(later.tip).toMatch(/planted a bomb there since/);
  });
  it("a ✓ already there when the page opens has no round and is grey; a ✗ stays a plain bomb mark", () => {
    const scene = layout({ ...at(11, 41, [{ cell: [1, 7], bomb: false }, { cell: [2, 2], bomb: true }]), ui: {} },
                         { width: 1280 });
    const tick = checkAt(scene, "check-1,7");
    expect(tick.stale).toBe(true);
    expect(tick.when).toBe("");
    expect(tick.tip).toMatch(/since/);
    expect(checkAt(scene, "check-2,2").stale).toBe(false);
  });
  it("the words exist in ja and zh", () => {
    for (const lang of ["ja", "zh"]) {
      const ui = {};
      layout({ ...at(9, 30, []), lang, ui }, { width: 390 });
      layout({ ...at(9, 30, [{ cell: [1, 7], bomb: false }]), lang, ui }, { width: 390 });
      const tick = checkAt(layout({ ...at(11, 41, [{ cell: [1, 7], bomb: false }]), lang, ui }, { width: 390 }),
                           "check-1,7");
      expect(tick.tip).not.toMatch(/checked_safe|Checkup/);
      expect(tick.tip).toContain("9");
    }
  });
});

describe("item 3: the 'You know: B1 — …' line coming and going moves neither the prompt's chips nor the hand (d37)", () => {
  for (const width of [1280, 390]) {
    it(`at ${width} px`, () => {
      const f = structuredClone(valid(hidden));
      const card = (f.view.hands[f.seat]?.cards ?? [])[0] ?? f.view.decks.patient.discard[0];
      const without = layout({ ...f, view: { ...f.view, known_cards: {} }, ui: {} }, { width });
      const known = { A1: [card.id ?? card], A2: [card.id ?? card] };
      // (the notes opened: under a wide board the rest wait behind "+N", review 29, chaos_en 1)
      const withKnown = layout({ ...f, view: { ...f.view, known_cards: known }, ui: { selected: "@notes" } }, { width });
      expect(withKnown.items.some((i) => String(i.label ?? "").startsWith("known-"))).toBe(true);
      const still = (s) => s.items.filter((i) => i.label === "prompt" || String(i.label ?? "").startsWith("hand-")
                                          || (i.id ?? "").startsWith("act:")).map((i) => `${i.label ?? i.id}@${i.y}`);
      expect(still(withKnown)).toEqual(still(without));
      expect(still(without).length).toBeGreaterThan(0);
    });
  }
});

describe("item 5: a card of your hand that cannot be played says why (d33: Possession showed a × and no reason)", () => {
  const input = (lang, phase) => {
    const f = structuredClone(valid(hidden));
    const seat = f.seat;
    f.view.to_act = seat;
    f.view.phase = phase;
    f.view.prompt = { kind: phase };
    f.view.hands[seat] = { count: 2, cards: [{ id: "possession_skull" }, { id: "vanish_moon" }] };
    return { ...f, lang, legal: [{ id: "act:end", kind: "end", fields: {}, target: {} },
                                 { id: "act:play", kind: "play", fields: { card: "vanish_moon" }, target: { card: "vanish_moon" } }] };
  };
  it("Possession with no enemy patient near: the zoom says so; a playable card says nothing more (en, zh, ja)", () => {
    for (const lang of ["en", "zh", "ja"]) {
      const z = chaosZoom(input(lang, "cards"));
      const lines = z.texts("card:possession_skull").lines;
      expect(lines.at(-1)).toBe(input(lang, "cards").catalog.ui[lang].why_not_possession);
      expect(z.texts("card:vanish_moon").lines.join(" ")).not.toContain(input(lang, "cards").catalog.ui[lang].why_not_need);
    }
    expect(chaosZoom(input("en", "move")).texts("card:possession_skull").lines.at(-1)).toMatch(/after your step/);
  });
});
