// CHAOS, round JJ (fixer JJ5), newcomer review 39, room_zh 1 (152→155): "my own move to a7 ended on a8 with no visible
// reason"; the "Since your last turn" box showed only the partner's event (review 40, chaos_en 2: the box is what the
// reader reads between turns). The box leads with what happened to the reader, its own move's bomb too (CH-MOVE-4).
// Recorded from the kernel (tests/test_chaos_round44jj5_since_yours.py, seed 3): A1 steps on a bomb at e6 in round 4,
// sent back to a8; its story at its round-5 turn.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeModel, installFakeDocument } from "../ui/fake_dom.js";
import { buildPage, logUpdater, SINCE_PHONE_LINES } from "../ui/page.js";
import { sinceBox } from "../ui/story.js";
import recorded from "./round44jj5_since_yours.json";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

describe("review 39, room_zh 1: the since box leads with the reader's own piece sent home", () => {
  for (const lang of ["en", "ja"]) {
    it(`${lang}: its first line is the bomb the reader's own move hit, the others' after it`, () => {
      const { lines, hit } = recorded[lang];
      for (const max of [3, SINCE_PHONE_LINES]) {
        const box = sinceBox(lines, max);
        expect(box.lines[0], "the reader's bomb first").toBe(lines[hit]);
        expect(box.lines.length).toBeGreaterThan(1);   // then the partner's, the board's
      }
    });
    for (const width of [1280, 390]) {
      it(`${lang} at ${width}: the page's box says that bomb first`, () => {
        const { lines, hit } = recorded[lang];
        const page = buildPage();
        page.root.dataset.wide = width > 600 ? "1" : "0";
        page.story.box.closest = () => page.root;
        const model = fakeModel({ game: "chaos", lang, seat: "A1", step: 5, log_lines: lines,
                                  view: { game: "chaos", to_act: "A1" }, legal: [{ id: "stay" }] });
        logUpdater(model, page)();
        const rows = width > 600
          ? page.story.digest.childNodes.filter((n) => /cw-digest-line/.test(n.className ?? ""))
          : page.since.body.childNodes;
        expect(rows[0].textContent.startsWith(lines[hit].text.slice(0, 20)), rows[0].textContent).toBe(true);
      });
    }
  }
  it("a bomb of the reader's older turns, before its last one, stays out", () => {
    const { lines, hit } = recorded.en;
    const own = lines.findLastIndex((l) => l.turn && l.you);
    // the reader's next turn: it acted, then the others played; the round-4 bomb is two turns back now
    const next = [...lines, { text: "You move to a7.", you: 1 }, { text: "Round 5: B1's turn.", turn: 1 },
                  { text: "B1 moves to g2." }, { text: "Round 6: your turn.", round: "Round 6", turn: 1, you: 1 }];
    expect(own).toBeGreaterThan(hit);
    expect(sinceBox(next).lines).not.toContain(lines[hit]);
  });
});
