// CHAOS round AP (newcomer review 24, chaos_en finding 3): "Since your last turn" led with events of rounds before (the
// key found in round 6 still shown in rounds 7-9). Cause: a turn the reader took in its partner's combo (a joint turn,
// CH-COMBO-1, CH-DUR-1) did not count as its turn, so the box reached back to its last turn of its own. Recorded from
// the kernel (tests/test_chaos_round25ap1_since.py, seed 6): the reader's story at its first decisions after such turns.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allElements, fakeModel, installFakeDocument } from "../ui/fake_dom.js";
import { buildPage, logUpdater } from "../ui/page.js";
import { digestOf, fitDigest, sinceBox } from "../ui/story.js";
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

describe("chaos_en 3: a desk's digest holds whole lines (round AX1; round JJ5: the rest counted)", () => {
  for (const lang of ["en", "ja"]) {
    it(`${lang}: a digest with room for fewer lines than it has drops its last lines whole`, () => {
      const { lines } = recorded[lang][1];   // two lines, the order and the count
      const page = buildPage();
      page.root.dataset.wide = "1";
      page.story.box.closest = () => page.root;
      const model = fakeModel({ game: "chaos", lang, seat: "A1", step: 5, log_lines: lines,
                                view: { game: "chaos", to_act: "A1" }, legal: [{ id: "stay" }] });
      const digest = page.story.digest;
      const rows = () => allElements(digest).filter((n) => /cw-digest-line/.test(n.className ?? ""));
      let room = 1000;   // a laid-out digest: each row 40 px high, its box `room` px (max-height 40%)
      Object.defineProperty(digest, "clientHeight", { get: () => room, configurable: true });
      Object.defineProperty(digest, "scrollHeight", { get: () => 40 * digest.childNodes.length, configurable: true });
      logUpdater(model, page)();
      const all = rows().length;
      const box = sinceBox(lines);
      expect(all).toBe(box.lines.length);
      room = 40 * (digest.childNodes.length - 1) + 5;   // a row too few: the last line was cut in half
      fitDigest(digest, lang);
      expect(40 * digest.childNodes.length).toBeLessThanOrEqual(room);
      expect(rows().length).toBeLessThan(all);
      for (const [k, el] of rows().entries()) expect(el.textContent.startsWith(box.lines[k].text)).toBe(true);
      // the lines gone are counted (round JJ5, review 40 chaos_en 3: lost without a word read as never told)
      const more = allElements(digest).find((n) => n.className === "cw-digest-more");
      expect(more.textContent).toContain(String(all - rows().length));
      expect(digest.childNodes.at(-1).className).toBe("cw-digest-hint");
    });
  }
});
