// Round AT, fixer AT5 (newcomer review 28, chaos_ja 3, 103): on a phone a second Sprint tap landed on an empty slot: the
// first Sprint played, the row closed up under the reader's finger. Through the reader's own turn a card it played keeps
// its place as a faint "played" outline (as Mythos's emptied place); the row closes up when the turn is over.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import cards from "../fixtures/chaos_cards.json";

/** chaos_cards as a patient's cards phase holding `hand` (card ids), each playable; `next`: another seat's turn. */
function frame(hand, lang, next = false) {
  const f = structuredClone({ ...cards, lang });
  f.view.pieces = f.view.pieces.map((q) => (q.seat === f.seat ? { ...q, role: "patient" } : q));
  f.view.hands[f.seat] = { cards: hand.map((id) => { const [fn, suit] = id.split("_"); return { function: fn, id, role: "patient", suit }; }),
                           count: hand.length };
  f.legal = next ? [] : hand.map((id) => ({ fields: { card: id }, id: `play card=${id}`, kind: "play", label: "Play it",
                                            target: { card: id }, text: `Play ${id}.` }));
  if (next) Object.assign(f.view, { to_act: "B1", turn: f.view.turn + 1 });
  return f;
}

const at = (s, id) => s.items.find((i) => i.type === "ccard" && i.label === `hand-${id}`);
const holes = (s) => s.items.filter((i) => /^played-/.test(i.label ?? ""));

describe("chaos_ja 3 (103): a card played keeps its place through the reader's turn", () => {
  for (const [lang, word] of [["ja", "出した"], ["en", "played"], ["zh", "已打出"]]) {
    it(`${lang} at 390 px: the second Sprint stays where it was; the turn over, the row closes up`, () => {
      const ui = {};
      const first = layout({ ...frame(["sprint_moon", "sprint_eye", "checkup_eye"], lang), ui }, { width: 390 });
      const second = layout({ ...frame(["sprint_eye", "checkup_eye"], lang), ui }, { width: 390 });
      expect(at(second, "sprint_eye").x).toBe(at(first, "sprint_eye").x);
      expect(at(second, "checkup_eye").x).toBe(at(first, "checkup_eye").x);
      const [hole] = holes(second).filter((i) => i.type === "text");
      expect(hole?.text).toBe(word);
      expect(hole.x).toBeGreaterThanOrEqual(at(first, "sprint_moon").x);
      expect(hole.x).toBeLessThan(at(first, "sprint_eye").x);
      const after = layout({ ...frame(["sprint_eye", "checkup_eye"], lang, true), ui }, { width: 390 });
      expect(at(after, "sprint_eye").x).toBe(at(first, "sprint_moon").x);
      expect(holes(after)).toEqual([]);
    });
  }
});
