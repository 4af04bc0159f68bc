// Round AC (newcomer review 18, CHAOS ja phone 390×844): "the phone's course and hint sheets cover rows 1-2 of the
// board". Over the recorded frames of the ja Learn course (tests/test_chaos_round19ac_course.py), played in order on
// one coach as a reader would, the docked sheet covers neither what the step highlights (its ringed item, the cell its
// target names, the board's highlighted cells), the pieces its text names (step 1's B1 and B2 on rows 1-2), nor the
// reader's own piece.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { useFakeDocument } from "../ui/fake_dom.js";
import { coachModel, fakeCoach } from "../ui/fake_coach.js";
import { coachItem } from "../ui/coach.js";
import course from "./round19ac_course.json";

useFakeDocument();

const PHONE = { width: 390, height: 844 };
const BAR = 96;   // the phone's bar and table head above the canvas (window px, page unscrolled)

/** Return a sheet's height as a phone draws the ja bubble 374 px wide: ~24 characters a line, at most 42vh. */
const sheetHeight = (mark) => Math.min(0.42 * PHONE.height, 96 + 21 * Math.ceil(String(mark.text ?? "").length / 24));

/** Return whether the step's text names the piece `seat` ("B1": not "B10"). */
const names = (mark, seat) => new RegExp(`(^|[^0-9A-Za-z])${seat}([^0-9A-Za-z]|$)`).test(mark.text ?? "");

/** Return the window boxes ({top, bottom}) the sheet must leave uncovered in `scene` drawn at `top`: the ringed
 * item, the board's highlighted cells, the cell the step's target names, the reader's own piece and the pieces its text names. */
function spokenOf(scene, mark, top) {
  const cell = mark.target?.cell;
  const ringed = coachItem(scene, mark);
  return scene.items.filter((i) => i === ringed || (i.type === "cell" && (i.highlight || i.id === `act:${mark.id}`
    || (cell && i.row === cell[0] && i.col === cell[1]))) || (i.type === "piece" && (i.you || names(mark, i.seat))))
    .map((i) => ({ what: i.label ?? i.id, top: top + i.y, bottom: top + i.y + i.h }));
}

describe("round 19ac: the course's sheet never covers the cells it talks about, nor the reader's piece", () => {
  it("ja phone 390×844, every step that asks for a move", async () => {
    let scrolled = 0;
    const { update, root, bubble, ring } = await fakeCoach({ innerWidth: PHONE.width, innerHeight: PHONE.height,
                                                       scrollBy: ({ top }) => { scrolled = Math.max(0, scrolled + top); } });
    root.dataset.wide = "0";
    const canvas = root.childNodes.find((n) => n.tagName?.toLowerCase?.() === "canvas" || n.getContext);
    const covered = [];
    const edges = new Set();
    for (const frame of course.frames) {
      const scene = layout({ ...valid({ ...frame, catalog: course.catalog }), ui: { touch: true } }, PHONE);
      Object.defineProperty(canvas, "clientWidth", { value: scene.width, configurable: true });
      canvas.getBoundingClientRect = () => ({ top: BAR - scrolled, left: 0, width: scene.width, height: scene.height });
      ring.getBoundingClientRect = () => {
        const top = BAR - scrolled + parseFloat(ring.style.top);
        // its border box: the 4 px border round its content box (a button's ring lies inside it since round JJ2)
        return { top, bottom: top + parseFloat(ring.style.height) + 8, height: parseFloat(ring.style.height) + 8 };
      };
      const h = sheetHeight(frame.coach);
      // folded to its one-line strip (round JJ2): 44 px high
      const tall = () => (bubble.dataset.fold ? 44 : h);
      bubble.getBoundingClientRect = () => ({ top: parseFloat(bubble.style.top) || 0, height: tall(), width: 374 });
      update(coachModel("chaos", "ja", frame.coach), scene);
      expect(bubble.hidden, `step ${frame.coach.n}`).toBe(false);
      const edge = bubble.dataset.dock;
      edges.add(edge);
      const sheet = edge === "top" ? { top: 0, bottom: 16 + tall() }
        : { top: PHONE.height - 16 - tall(), bottom: PHONE.height };
      for (const box of spokenOf(scene, frame.coach, BAR - scrolled)) {
        if (box.top < sheet.bottom && sheet.top < box.bottom) covered.push(`step ${frame.coach.n} (${edge}): ${box.what}`);
      }
    }
    // round AZ8 (newcomer review 32, chaos_ja): at step 8 (a card of the hand to choose) neither edge was clear, the
    // top sheet lay over A2 on a7; the new mark now scrolls once so both lie beside the sheet (was pinned: AX5's hand)
    expect(covered).toEqual([]);
    // round JJ2 (newcomer review 40, chaos_ja 1): one place for the whole course, the page scrolled at most once
    expect([...edges]).toHaveLength(1);
  });
});
