// CHAOS, review 29 (round AU, fixer AU4), chaos_en 9 (028) and room_en 12 (033): while the seat chose its combo's push
// direction the title said "Your move"; it says the push, in every language.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import push from "./round14r_push.json";

describe("chaos_en 9: the title says the push while its direction is chosen", () => {
  for (const [lang, said] of [["en", "push"], ["ja", "押す"], ["zh", "推"]]) {
    it(`${lang} at 390 and 930`, () => {
      for (const width of [390, 930]) {
        const s = layout({ ...valid(push[lang]), ui: {} }, { width });
        const status = s.items.find((i) => i.label === "status").text;
        expect(status).toContain(said);
        expect(status).not.toMatch(/Your move|あなたの手番$|轮到你$/);
      }
    });
  }
});
