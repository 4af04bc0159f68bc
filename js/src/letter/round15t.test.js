// The Letter table, newcomer review 15, round T (desk 1280×800 en, phone zh-TW 390).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { feedbackItems } from "../scene/feedback.js";
import start from "../fixtures/letter_start.json";
import won from "../fixtures/letter_won.json";

const DESK = 930;   // Voilà at 1280×800: the canvas 930 px wide
const at = (s, label) => s.items.find((i) => i.label === label);
const glowOver = (s, label) => feedbackItems(s, { hover: at(s, label).id }).find((i) => i.type === "hover");

// Finding 3 (desk 044/076/073): on the opponent's turn the hand card under the pointer glowed as a playable card does,
// and the opponent's discard after the end: a card a click cannot play shows the thin frame of something to read.
describe("finding 3: a hover glow only on what a click would play", () => {
  it("our turn: a playable hand card glows", () => {
    const s = layout(valid(start), { width: DESK });
    expect(glowOver(s, "hand-0").calm).toBeUndefined();
  });
  it("the opponent's turn: the hand cards only get the reading frame", () => {
    const s = layout(valid({ ...start, legal: [] }), { width: DESK });
    for (const label of ["hand-0", "hand-1"]) expect(glowOver(s, label)?.calm, label).toBe(true);
  });
  it("over: no card on the table glows", () => {
    const s = layout(valid(won), { width: DESK });
    const cards = s.items.filter((i) => ["card", "pile"].includes(i.type) && i.id);
    expect(cards.length).toBeGreaterThan(2);
    for (const c of cards) expect(glowOver(s, c.label)?.calm, c.label).toBe(true);
  });
});
