// Review 27, room_en 6: after Play again nothing said whether B1 had been sent the new table. The new table's chat
// opens with the table's own line "@invited" (rooms/chat.py carry) said in the reader's words, in every language.
import { describe, expect, it } from "vitest";
import { toldLine } from "./takeover.js";

describe("the new table says who was invited (review 27, room_en 6)", () => {
  const want = { en: "B1 is invited", ja: "B1 を招待した", zh: "已邀请 B1", "zh-TW": "已邀請 B1" };
  for (const [lang, text] of Object.entries(want)) {
    it(`says it in ${lang}, naming the last table's button`, () => {
      const said = toldLine({ seat: "@invited", text: "B1" }, lang, "chaos");
      expect(said).toContain(text);
      expect(said).toMatch(/▶/);
    });
  }
  it("a person's line stays theirs", () => {
    expect(toldLine({ seat: "A1", text: "hi" }, "en", "chaos")).toBe(null);
  });
});
