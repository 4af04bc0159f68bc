// The Letter table, round P (newcomer review 12: zh-TW phone 390×844; review 11's desk loose ends).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { tapAction } from "../ui/pointer.js";
import start from "../fixtures/letter_start.json";
import answer from "../fixtures/letter_answer.json";

const at = (s, label) => s.items.find((i) => i.label === label);
const chips = (s) => s.items.filter((i) => i.type === "chip");

describe("finding 1: one rule for a hand card, own turn or answer: the first tap shows its text, a second plays", () => {
  for (const width of [390, 1280]) {
    it(`LS-TURN-5 answer at ${width}: the first tap selects the hand card (its text and the answer's chip), the second answers`, () => {
      const input = { ...valid(answer), ui: { touch: width < 760 } };
      const first = layout(input, { width });
      const card = at(first, "hand-0");
      expect(card.id).toBe("select:0");
      expect(tapAction(first, card.id, null)).toBe("press");   // a select: presses: it plays nothing yet
      const chosen = layout({ ...input, ui: { ...input.ui, selected: 0 } }, { width });
      expect(at(chosen, "hand-0").chosen).toBe(true);
      expect(at(chosen, "hand-0").id).toBe("act:answer side=hand");
      // the answer's chips stay (the hand's, the deck's) with Cancel
      expect(chips(chosen).map((c) => c.id)).toEqual(["act:answer side=hand", "act:answer side=deck", "select:none"]);
      if (width < 760) {   // a phone: the card's text in the in-view box under the hand
        const name = at(chosen, "zoom-name");
        expect(name.text).toContain("Cats of Ulthar");
        expect(name.y).toBeGreaterThan(at(chosen, "hand-0").y);
      }
    });
  }

  it("own turn at 390: a hand card's first tap selects it as well (the same rule)", () => {
    const s = layout({ ...valid(start), ui: { touch: true } }, { width: 390 });
    expect(at(s, "hand-1").id).toBe("select:1");
    const chosen = layout({ ...valid(start), ui: { touch: true, selected: 1 } }, { width: 390 });
    expect(at(chosen, "hand-1").id).toBe("act:play card=liber_ivonis");
    expect(at(chosen, "zoom-name").text).toContain("Liber Ivonis");
  });
});
