// Review 29, room_zh 7 (003): the tip's point 2 said "move, then play cards" and point 3 「先出牌，两人移动后回合结束」:
// one order, the rules' (CH-CARD-4: a turn moves, then plays cards; CH-COMBO-1 / CH-COVER-1: a combo or a cover is
// chosen instead, at the turn's start, then both move). Point 3 says it is the other way to open a turn, before moving.
import { describe, expect, it } from "vitest";
import { tipLines } from "./first_tip.js";

const BEFORE = { en: /before you move/, ja: /動く前/, zh: /移动前/, "zh-TW": /移動前/ };

describe("CH-CARD-4 / CH-COMBO-1 / CH-COVER-1: the tip tells one order (review 29, room_zh 7)", () => {
  for (const [lang, before] of Object.entries(BEFORE)) {
    it(`${lang}: point 3 opens the turn instead, before moving; no 'cards first' against point 2`, () => {
      const [, turn, team] = tipLines(12, lang, "chaos", "B1");
      expect(team).toMatch(before);
      expect(team).not.toMatch(/Cards first|先出牌|カードが先/);
      expect(turn.length).toBeLessThanOrEqual(lang === "en" ? 80 : 40);
      expect(team).toContain("B2");
    });
  }
});
