// Newcomer review 24, mythos_ja finding 1 (023_tut21, 025_tut23, 028_tut26): at the Mythos course's step 8 (the
// round's discard) no card was ringed and "Choose this" showed nowhere: the discard is marked, then confirmed
// (mythos/discard.js markTap: its hand cards are `mark:<inst>`, the confirm chip `acts:[...]`), and coachItem found only
// `act:` chips and `select:` cards. Every step of every recorded course that names a move rings an item, at a desk and
// on a phone; once the ringed card is marked, the ring is on the chip that sends that one discard.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { coachItem } from "./coach.js";
import courses from "../round22ai7_course.json";
import mythosCatalog from "../fixtures/mythos_catalog.json";

const inputOf = (game, frame, catalog) =>
  valid({ ...frame, catalog: game === "mythos" ? { ...mythosCatalog, seats: frame.seats } : catalog });

describe("review 24, mythos_ja 1: every course step that names a move rings an item", () => {
  for (const [game, course] of Object.entries(courses)) {
    for (const width of [1280, 390]) {
      it(`${game} at ${width} px`, () => {
        const missed = course.frames.filter((f) => f.coach?.id && f.to_act === f.seat)
          .filter((f) => !coachItem(layout({ ...inputOf(game, f, course.catalog), ui: { touch: width < 600 } },
                                           { width }), f.coach))
          .map((f) => `step ${f.coach.n}: ${f.coach.id}`);
        expect(missed).toEqual([]);
      });
    }
  }
  it("Mythos step 8 at 390 px: the ring on the card to mark, then on the chip that sends that discard", () => {
    const frame = courses.mythos.frames.find((f) => f.coach?.n === 8 && /^discard /.test(f.coach.id ?? ""));
    expect(frame, "step 8 is a discard").toBeTruthy();
    const input = inputOf("mythos", frame, courses.mythos.catalog);
    const card = coachItem(layout({ ...input, ui: { touch: true } }, { width: 390 }), frame.coach);
    expect(card?.id).toBe(`mark:${frame.coach.target.card}`);
    const marked = layout({ ...input, ui: { touch: true, marked: { insts: [frame.coach.target.card] } } }, { width: 390 });
    expect(coachItem(marked, frame.coach)?.id).toBe(`acts:${JSON.stringify([frame.coach.id])}`);
  });
});
