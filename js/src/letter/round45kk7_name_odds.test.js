// Newcomer review 41, letter_en 5 (050, 112, 158): every naming chip says the kernel's odds (games/letter/name_odds.py,
// LS-P1, from the Sane cards the face-down clue can be, LS-SETUP-5); the page says "none left" once, never twice.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import start from "../fixtures/letter_start.json";

const inv = { id: "investigators", insane: false, value: 1 };
const key = { id: "silver_key", insane: false, value: 7 };

/** The start table with Investigators selected, its names labelled as the kernel words them. */
function naming(labels) {
  const legal = Object.entries(labels).map(([v, label]) => ({
    id: `play card=investigators guess=${v}`, kind: "play", fields: { card: "investigators", guess: Number(v) },
    label, target: { index: 0, zone: "hand" }, text: `Play Investigators: name ${v}.` }));
  // the Trapezohedron seen too: no 7 is left at all, which the page's own count says as well
  const trap = { id: "shining_trapezohedron", insane: true, value: 7 };
  const view = { ...start.view, hand: [inv, key], player_discard: [...start.view.player_discard, trap] };
  return { ...start, view, legal, ui: { selected: 0 } };
}

describe("review 41, letter_en 5: the naming chips say the kernel's odds", () => {
  for (const width of [1280, 390]) {
    it(`at ${width}: "· none left" once, the odds kept`, () => {
      const s = layout(naming({ 5: "Name 5 · 2 of 13 it can be", 7: "Name 7 · none left" }), { width });
      const texts = s.items.filter((i) => i.type === "chip").map((c) => c.text).join(" | ");
      expect(texts).toContain("2 of 13");
      expect(texts.match(/none left/gu)?.length).toBe(1);
    });
  }
});

// Review 41, letter_en 8 (038, 163): chips in one naming panel varied in size ("Name 8 — …" smaller than the rest), and
// one size for the whole grid (the shared "Sane:" head stays where its cell holds it: round29at1_sane).
describe("review 41, letter_en 8: one size per naming grid", () => {
  const sane = (labels) => {
    const legal = Object.entries(labels).map(([v, label]) => ({
      id: `play card=deep_ones effect=sane guess=${v}`, kind: "play",
      fields: { card: "deep_ones", effect: "sane", guess: Number(v) }, label, target: { index: 0, zone: "hand" },
      text: `Play Deep Ones: name ${v}.` }));
    const deep = { id: "deep_ones", insane: true, value: 1 };
    return { ...start, view: { ...start.view, hand: [deep, key], insanity: 1 }, legal, ui: { selected: 0 } };
  };
  const labels = { 2: "Sane: Name 2 · 2 of 13 it can be", 3: "Sane: Name 3", 4: "Sane: Name 4 · 2 of 13 it can be",
                   5: "Sane: Name 5", 6: "Sane: Name 6", 7: "Sane: Name 7 · none left" };
  for (const width of [1280, 390]) {
    it(`at ${width}`, () => {
      const s = layout(sane(labels), { width });
      const cells = s.items.filter((i) => i.type === "chip" && /Name \d/u.test(i.text));
      expect(cells.length).toBe(6);
      expect(new Set(cells.map((c) => c.size)).size).toBe(1);
    });
  }
});
