// CHAOS round AP (newcomer review 24, chaos_en finding 3): "Since your last turn" led with events of rounds before (the
// key found in round 6 still shown in rounds 7-9). Cause: a turn the reader took in its partner's combo (a joint turn,
// CH-COMBO-1, CH-DUR-1) did not count as its turn, so the box reached back to its last turn of its own. Recorded from
// the kernel (tests/test_chaos_round25ap1_since.py, seed 6): the reader's story at its first decisions after such turns.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeModel, installFakeDocument } from "../ui/fake_dom.js";
import { buildPage, logUpdater } from "../ui/page.js";
import { digestOf, sinceBox } from "../ui/story.js";
import recorded from "./round25ap1_since.json";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

describe("chaos_en 3: the box holds only what happened since the reader's last turn, a joint turn too", () => {
  for (const lang of ["en", "ja"]) {
    for (const [k, sample] of recorded[lang].entries()) {
      it(`${lang}, round ${sample.round}: nothing from before the reader's joint turn (${k + 1})`, () => {
        const { lines, joint } = sample;
        const box = sinceBox(lines, 3);
        expect(box, "things happened since").not.toBeNull();
        for (const l of box.lines) expect(lines.indexOf(l), l.text).toBeGreaterThan(joint);
        for (const l of digestOf(lines)) expect(lines.indexOf(l), l.text).toBeGreaterThan(joint);   // a desk's digest
        expect(box.more + box.lines.length).toBeLessThanOrEqual(lines.length - joint - 1);
      });
    }
  }

  for (const width of [1200, 390]) {
    it(`the page at ${width} says only those lines, each in full`, () => {
      const { lines, joint } = recorded.en[0];
      const page = buildPage();
      page.root.dataset.wide = width > 600 ? "1" : "0";
      const model = fakeModel({ game: "chaos", lang: "en", seat: "A1", step: 5, log_lines: lines,
                                view: { game: "chaos", to_act: "A1" }, legal: [{ id: "stay" }] });
      logUpdater(model, page)();
      const rows = page.since.body.childNodes.map((n) => n.textContent);
      const old = new Set(lines.slice(0, joint + 1).map((l) => l.text));
      const said = rows.filter((r) => lines.some((l) => l.text === r));
      expect(said.length).toBeGreaterThan(0);
      for (const r of said) expect(old.has(r) && !lines.slice(joint + 1).some((l) => l.text === r), r).toBe(false);
    });
  }
});
