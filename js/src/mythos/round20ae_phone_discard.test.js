// Newcomer review 19 (Mythos ja phone 390×844), finding 4: "When a ⚠ 'needed for an adventure' line appears, the whole
// hand moves down about 30 px. My next tap landed on a different card." Within the phone's quick discard the prompt
// keeps the room of its tallest count ("あと3枚" … "3枚を選んだ（もう一度タップで外す）"), the Discard chip and the hand
// hold their places at every count of marks, and a marked card's ⚠ warning is said under the hand (and on its tag).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import foughtF from "../fixtures/mythos_fought.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, extra = {}, width = 390) => layout({ ...valid(withCatalog(f)), ...extra }, { width });
const hand = (s) => s.items.filter((i) => /^hand-\d/.test(i.label ?? "") && i.type === "mcard" && !i.marked);
const chip = (s) => s.items.find((i) => i.type === "chip" && (i.id == null || String(i.id).startsWith("acts:")));   // "Discard these N"

describe("a phone's quick discard holds its chip and hand at every count of marks", () => {
  for (const lang of ["ja", "en"]) {
    it(`${lang} 390 touch: 0, 1, 2, 3 marks, the warned card among them`, () => {
      const ui = { touch: true };
      const discards = foughtF.legal.filter((a) => a.kind === "discard");
      const warned = discards.filter((a) => a.target?.confirm).map((a) => a.target.card);
      const plain = discards.filter((a) => !a.target?.confirm).map((a) => a.target?.card ?? a.card);
      const first = scene(foughtF, { ui, lang });
      const top = Math.min(...hand(first).map((c) => c.y));
      for (const insts of [[plain[0]], [plain[0], warned[0]], [warned[0]], [plain[0], plain[1], warned[0]]]) {
        ui.marked = { ...ui.marked, insts };
        const s = scene(foughtF, { ui, lang });
        expect(chip(s).y, insts.join(",")).toBe(chip(first).y);
        expect(Math.min(...hand(s).map((c) => c.y)), insts.join(",")).toBe(top);
        const foot = Math.max(...hand(s).map((c) => c.y + c.h));
        const warn = s.items.filter((i) => i.type === "text" && /⚠/.test(i.text ?? ""));
        if (insts.includes(warned[0])) {
          expect(warn.length, "the warning said").toBeGreaterThan(0);
          expect(Math.min(...warn.map((i) => i.y)), "under the hand").toBeGreaterThan(foot);
          expect(s.items.find((i) => i.label === `hand-${warned[0]}`).fresh).toMatch(/^⚠/);
        }
      }
    });
  }
});
