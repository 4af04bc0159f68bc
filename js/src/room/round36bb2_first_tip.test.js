// Review 34, room_zh 2 (002, 033): the tip said "也可在移动前改为：合作…或全队生效" while seat B1 read nearly every turn
// that B2 had used the team's first turn of the round: only that turn may start a combo or a cover (CH-COMBO-1,
// CH-COVER-1). Point 3 says whose turn may.
import { describe, expect, it } from "vitest";
import { tipLines } from "./first_tip.js";

// (en keeps "Instead, before you move": its desk tip over the bar has room for 3 lines only, and the longer words took
// a fourth over the table's head, test_browser_room_round29at8 / round30au8; the finding was the zh seat's)
const FIRST = { ja: /味方チームの最初の番だけ/, zh: /每轮你方首个回合/, "zh-TW": /每輪你方首個回合/ };

describe("CH-COMBO-1 / CH-COVER-1: only the team's first turn of a round may start a combo or a cover", () => {
  for (const [lang, first] of Object.entries(FIRST)) {
    it(`${lang}: point 3 says so`, () => {
      const [, , team] = tipLines(12, lang, "chaos", "B1");
      expect(team).toMatch(first);
      expect(team).toContain("B2");
    });
  }
});
