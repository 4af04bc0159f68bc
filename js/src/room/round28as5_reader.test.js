// Review 27, room_en finding 3: the reaction window said "as team B's card says: … your team's patient sees every
// bomb" to a team-A seat; "your team" there is team B. From the rule (CH-COMBO-1, C5 Mischief + Checkup: the combo's
// team's patient sees the bombs), a seat of the other team reads "team B's patient", in every language.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import react from "../fixtures/chaos_react.json";

const checkup = (lang) => {
  const view = { ...react.view, combo: { ...react.view.combo, combo: "C5" } };   // team A's Checkup combo
  const s = layout({ ...valid({ ...react, view, lang }), ui: {} }, { width: 1280 });
  return said(s);
};
// the window's 'if the combo goes ahead' sentence, its wrapped lines joined (only its first line carries the label)
function said(s) {
  const all = s.items.filter((i) => typeof i.text === "string");
  const at = all.findIndex((i) => i.label === "combo-if");
  return all.slice(at, at + 6).map((i) => i.text).join("").replace(/\s+/g, "");
}

describe("a combo's card text told from the reader's side (review 27, room_en 3; CH-COMBO-1 C5)", () => {
  const theirs = { en: "teamA'spatient", ja: "チームAの患者", zh: "A组病人", "zh-TW": "A組病人" };
  for (const [lang, want] of Object.entries(theirs)) {
    it(`a team-B seat reads "team A's patient", never "your team's" (${lang})`, () => {
      expect(react.seat[0]).toBe("B");
      const text = checkup(lang);
      expect(text).toContain(want);
      expect(text).not.toMatch(/yourteam|你方|味方/);
    });
  }
  it("the combo's own team still reads its card as printed (en)", () => {
    const own = { ...react, seat: "A2" };
    const view = { ...react.view, combo: { ...react.view.combo, combo: "C5" } };
    const s = layout({ ...valid({ ...own, view, lang: "en" }), ui: {} }, { width: 1280 });
    expect(said(s)).toContain("yourteam'spatient");
  });
});
