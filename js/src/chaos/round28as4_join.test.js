// CHAOS, review 27 (round AS, fixer AS4), chaos_ja 10 and chaos_en 6 (079): joining a combo is the joiner's whole
// turn (one step, no card) and only "More" said so; the join chip says it in a few words, and on a 390 px phone it
// stays within two lines in en, ja and zh (the common rule: no button wrapped to 3+ lines).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import join from "../fixtures/chaos_join.json";

// the kernel's join chip words (sentences/<lang>.py LABELS "join"), filled as the kernel fills them
const WORDS = {
  en: ["Join with Vanish (Moon): same suit, full effect · 1 step only", "1 step only"],
  ja: ["「消失（月）」で参加（1 歩だけ）：同じスート、完全な効果", "1 歩だけ"],
  zh: ["以消失（月）加入（只走 1 步）：花色相同，完全发挥", "只走 1 步"],
};

describe("chaos_ja 10: the join chip says what joining costs", () => {
  for (const [lang, [label, cost]] of Object.entries(WORDS)) {
    it(`${lang} at 390 px: the cost on the chip, in at most 2 lines`, () => {
      const legal = join.legal.map((m) => (m.kind === "join" ? { ...m, label } : m));
      const s = layout({ ...valid({ ...structuredClone(join), lang, legal }), ui: {} }, { width: 390 });
      const chips = s.items.filter((i) => i.type === "chip" && String(i.id).startsWith("act:join"));
      expect(chips.length).toBe(2);
      for (const c of chips) {
        expect(c.text).toContain(cost);
        expect(c.rows ?? 1, c.text).toBeLessThanOrEqual(2);
      }
    });
  }
});
