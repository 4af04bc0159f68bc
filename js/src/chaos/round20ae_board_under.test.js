// CHAOS, newcomer review 19 (round AE, fixer AE5), CHAOS en finding 7: "The 'You know: … Protection (Eye) ·' line is
// clipped at the bottom of the frame (094_n2_18)": in a join window at 1280×800 the known cards' paragraph lost its
// second line and ended on a dangling "·". A paragraph under the board is whole, or cut with "…" and whole on hover.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import join from "../fixtures/chaos_join.json";
import words from "../../../cthulhu_widgets/widgets/chaos_words.json";

/** The join fixture as 094_n2_18 had it: Midnight, a vanished partner, three cards known of two seats. */
function fixture(lang) {
  const f = structuredClone({ ...join, lang });
  for (const [l, table] of Object.entries(words)) f.catalog.ui[l] = { ...(f.catalog.ui[l] ?? {}), ...table };
  f.view.known_cards = { A1: ["possession_eye"], B1: ["amnesia_eye", "protection_eye"], B2: ["mania_moon", "vanish_skull"] };
  f.view.time = { kind: "midnight", seat: "A2", turns_left: 1 };
  const a1 = f.view.pieces.find((p) => p.seat === "A1");
  Object.assign(a1, { vanished: true, vanish_turns_left: 0 });
  return f;
}

describe("CHAOS en finding 7: nothing under the board is cut off", () => {
  for (const [width, height, lang] of [[930, 660, "en"], [930, 660, "ja"], [930, 660, "zh"], [390, 844, "en"]]) {
    it(`the known cards are said whole, or cut with '…' and whole on hover (${width}, ${lang})`, () => {
      const f = fixture(lang);
      const s = layout({ ...valid(f), ui: {} }, { width, height });
      const texts = s.items.filter((i) => i.type === "text" && typeof i.text === "string");
      const dangling = texts.filter((i) => /[·・]\s*$/.test(i.text));
      expect(dangling.map((i) => i.text)).toEqual([]);
      // the known cards' paragraph, where any of it fits: all five cards drawn, or its cut line ends "…" and says
      // them all on hover
      const known = texts.find((i) => String(i.label ?? "").startsWith("known-"));
      if (!known) return;
      const lines = texts.filter((i) => i.x === known.x && i.y >= known.y && i.y < known.y + 3 * known.size + 12);
      const cut = lines.find((i) => i.tip && /…$/.test(i.text));
      const said = cut ? cut.tip : lines.map((i) => i.text).join(" ");
      for (const seat of Object.keys(f.view.known_cards)) expect(said).toContain(`${seat} —`);
      expect((said.match(/[(（]/g) ?? []).length).toBe(5);
    });
  }
});
