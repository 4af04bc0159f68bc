// Round AI (newcomer review 21, room_en finding 9 / room_zh finding 5): "'Short' is long with a human at the table:
// 20 rounds took more than 45 minutes to reach round 14" (two people and two bots, about 3 min a round). The create
// form promised "about 40 minutes at most"; its words now say the pace measured with people, 2 min a round (review 19)
// to 3 (review 21): 20 rounds take 40–60 minutes at most, and the usual length's span follows (12–29: 25–90 min).
import { describe, expect, it } from "vitest";
import { FORM_LANGS, formSay } from "./lobby_words.js";

describe("round AI8: the Short game's promise holds with two people at the table", () => {
  it("says 40–60 minutes at most with people (20 rounds × 2–3 min), not '40 minutes at most'", () => {
    for (const [lang] of FORM_LANGS) expect(formSay(lang, "rounds_20"), lang).toMatch(/40–60/);
    expect(formSay("en", "rounds_20")).not.toMatch(/40 minutes at most/);
  });

  it("the usual length's minutes reach the slower pace (29 rounds × 3 min)", () => {
    for (const [lang] of FORM_LANGS) {
      expect(formSay(lang, "length_chaos"), lang).toMatch(/25–90/);
      expect(formSay(lang, "list_len_chaos"), lang).toMatch(/25–90/);
    }
  });
});
