// Round AT, fixer AT5 (newcomer review 28, chaos_ja 3, 081→083/085/103): on a 390×844 phone the hand dropped ~60 px in
// the middle of the reader's turn once a card with a longer text came into it (an Amnesia took Protection from B1):
// the block above the hand was as tall as the tallest text of the cards in hand, so a new card grew it, and the next
// tap by habit landed on an empty slot. The block keeps room for any card's text: the hand's y holds through the turn.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import cards from "../fixtures/chaos_cards.json";

/** chaos_cards as a patient's cards phase holding `hand` (card ids), each playable with one chip. */
function turn(hand, lang) {
  const f = structuredClone({ ...cards, lang });
  f.view.pieces = f.view.pieces.map((q) => (q.seat === f.seat ? { ...q, role: "patient" } : q));
  f.view.hands[f.seat] = { cards: hand.map((id) => { const [fn, suit] = id.split("_"); return { function: fn, id, role: "patient", suit }; }),
                           count: hand.length };
  f.legal = [...hand.map((id) => ({ fields: { card: id }, id: `play card=${id}`, kind: "play", label: "Play it",
                                    target: { card: id }, text: `Play ${id}.` })),
             { fields: {}, id: "end", kind: "end", target: {}, text: "End cards and draw." }];
  return f;
}

const handY = (s) => s.items.find((i) => i.type === "ccard" && !i.small && i.id)?.y;
const titleY = (s) => s.items.find((i) => i.label === "hand-title")?.y;

describe("chaos_ja 3: a card coming into the hand mid-turn never moves a phone's hand", () => {
  for (const [lang, width] of [["ja", 390], ["en", 390], ["zh", 390], ["en", 930]]) {   // 930: a 1280×800 page's table
    it(`${lang} at ${width} px: Amnesia ×2, then Amnesia + Checkup (a 3-4 line text), chosen or not`, () => {
      const ui = {};
      const before = layout({ ...turn(["amnesia_moon", "amnesia_skull"], lang), ui }, { width });
      const chosen = layout({ ...turn(["amnesia_moon", "amnesia_skull"], lang), ui: Object.assign(ui, { selected: "amnesia_moon" }) }, { width });
      ui.selected = null;
      const after = layout({ ...turn(["amnesia_skull", "checkup_eye"], lang), ui }, { width });
      ui.selected = "checkup_eye";
      const opened = layout({ ...turn(["amnesia_skull", "checkup_eye"], lang), ui }, { width });
      expect([chosen, after, opened].map(titleY)).toEqual([titleY(before), titleY(before), titleY(before)]);
      expect(handY(after)).toBe(handY(before));
      // the new card's whole text is shown in the block (not cut): the room was kept for it
      expect(opened.items.find((i) => i.label === "prompt-effect")?.tip).toBeUndefined();
    });
  }
});
