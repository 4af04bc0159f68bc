// Round AT, fixer AT5 (newcomer review 28, chaos_ja 9, 078/093): on a phone, while a bot plays, a big empty block lay
// between "A2 を待っています" and the hand (or the combo's lines): the row the 'Bot's turn ▶' chip left when it stood
// aside on the waiting line. The lines under it follow the waiting line closely.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import cards from "../fixtures/chaos_cards.json";

/** chaos_cards while B1 (a bot) plays: the seat waits, no move of its own. */
function waiting(lang) {
  const f = structuredClone({ ...cards, lang });
  Object.assign(f.view, { to_act: "B1", prompt: null });
  f.legal = [];
  return f;
}

// (since round AX the hand keeps the y of the reader's own turn while it waits, the room above it kept: newcomer review
// 31, chaos_ja 4, 711 on its turn and 571 while it waited, so a tap by habit missed; round32ax5_hand_still)
describe("chaos_ja 9 (078/093): a phone's bot chip on its waiting line, the hand where the reader's turn has it", () => {
  for (const lang of ["ja", "en", "zh"]) {
    it(`${lang} at 390 px: the bot's chip on "Waiting for B1"'s line, the hand's title at its own turn's y`, () => {
      const s = layout({ ...waiting(lang), ui: {} }, { width: 390 });
      const line = s.items.find((i) => i.label === "prompt");
      const chip = s.items.find((i) => i.id === "cmd:bot_step");
      const title = s.items.find((i) => i.label === "hand-title");
      expect(chip.y).toBeLessThan(line.y + line.size);
      const own = layout({ ...structuredClone({ ...cards, lang }), ui: {} }, { width: 390 });
      expect(title.y).toBe(own.items.find((i) => i.label === "hand-title").y);
    });
  }
});
