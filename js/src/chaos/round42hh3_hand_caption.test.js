// Round HH, fixer HH3 (review 38, chaos_ja 6 / chaos_en 9, shots ja 051 197, en 038 040): a hand of the other role's
// cards had a caption cut with "…" on a 390 px phone ("斜線の患者のカードは、また患者になるまで …") and no way to
// read the rest. The caption is whole: two lines at most at 390 and 350 px, in every language (CH-ROLE, CH-TIME-1).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";
import words from "../../../cthulhu_widgets/widgets/chaos_words.json";

/** chaos_start with A1 now a ghost holding its patient cards, the words as widgets/chaos_words.json says them. */
function ghost(lang) {
  const f = structuredClone(start);
  f.catalog.ui[lang] = { ...f.catalog.ui[lang], hand_role: words[lang].hand_role };
  f.view.pieces = f.view.pieces.map((q) => (q.seat === "A1" ? { ...q, role: "ghost" } : q));
  return { ...valid(f), lang, ui: {} };
}

describe("review 38, chaos_ja 6: the other role's hand caption is whole on a phone", () => {
  for (const lang of ["en", "ja", "zh"]) for (const width of [390, 350]) {
    it(`${lang} at ${width}`, () => {
      const s = layout(ghost(lang), { width });
      const [title] = s.items.filter((i) => i.label === "hand-title" && i.type === "text");
      const cards = Math.min(...s.items.filter((i) => i.type === "ccard").map((c) => c.y));
      const lines = s.items.filter((i) => i.type === "text" && i.x === title.x && i.y >= title.y && i.y < cards);
      const said = (x) => x.replace(/\s+/g, "");
      const role = { en: ["ghost", "patient"], ja: ["幽霊", "患者"], zh: ["鬼魂", "病人"] }[lang];
      const whole = words[lang].hand_role.replaceAll("{role}", role[0]).replaceAll("{other}", role[1]);
      expect(said(lines.map((i) => i.text).join(""))).toBe(said(whole));
      expect(lines.length).toBeLessThanOrEqual(2);
    });
  }
});
