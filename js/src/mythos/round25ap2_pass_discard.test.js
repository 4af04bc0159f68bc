// Newcomer review 24, mythos_ja: "the pass gives no warning of the discard to come". A pass ends the seat's card play
// (MY-ROUND-3), and at the round's end a hand above its max must be discarded down to it (MY-ROUND-5): the KERNEL's
// legal pass says how many cards that will be in its label ("…, then discard 6"; tests/test_mythos_round25_pass_label.py)
// and nothing more when the hand is within its limit. The page knows no rule here: its Pass chip is the kernel's label,
// whole, on these frames recorded from the kernel.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import startF from "../fixtures/mythos_start.json";
import againF from "../fixtures/mythos_round_state.json";
import richF from "../fixtures/mythos_rich.json";
import jaF from "../fixtures/mythos_why_not_ja.json";
import errF from "../fixtures/mythos_error_ja.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, lang, width, touch = false) => layout({ ...valid(withCatalog(f)), lang, ui: { touch } }, { width });
const passChip = (s, f) => {
  const pass = f.legal.find((a) => a.kind === "pass");
  return s.items.find((i) => i.type === "chip" && i.id === `act:${pass.id}`);
};
const mine = (f) => f.view.players.find((p) => p.seat === f.seat);
const over = (f) => mine(f).hand.length - mine(f).hand_limits[1];

describe("MY-ROUND-3 / MY-ROUND-5: the Pass chip shows the kernel's warning of the round end's discard", () => {
  for (const [lang, said, frames] of [["en", (n) => `then discard ${n}`, [startF, againF]],
                                      ["ja", (n) => `${n}枚捨てる`, [jaF, errF]]]) {
    for (const [width, touch] of [[1280, false], [390, true]]) {
      it(`${lang} ${width} px: a hand over its max says how many go ("${said(6)}")`, () => {
        for (const f of frames) {
          expect(over(f)).toBeGreaterThan(0);
          const pass = f.legal.find((a) => a.kind === "pass");
          expect(pass.label, "the kernel's label").toContain(said(over(f)));
          const chip = passChip(scene(f, lang, width, touch), f);
          expect(chip, "the Pass chip").toBeTruthy();
          expect(chip.text).toBe(pass.label);
        }
      });
      it(`${lang} ${width} px: a hand within its max is told nothing more`, () => {
        expect(over(richF)).toBeLessThanOrEqual(0);
        const chip = passChip(scene(richF, lang, width, touch), richF);
        expect(chip, "the Pass chip").toBeTruthy();
        expect(chip.text).toBe(richF.legal.find((a) => a.kind === "pass").label);
        expect(chip.text).not.toMatch(/discard|捨てる/);
      });
    }
  }
});
