// Round LL, fixer LL6 (newcomer review 42, room_zh 1, Letter step 3 at 390x844, 031: the course's whole sheet, kept at
// the window's top, lay over the opponent's row while it said "Nyarlathotep is now the opponent's top card"). Step 3
// now names the clue stack too (frames/coach_named.py, tests/test_coach_round46ll6_names.py): over the recorded step 3
// frame, the sheet kept at the top folds to its strip off the clue stack; with step 3's old names (the Insanity line
// only, under the hand) it stayed whole over it, as the review saw.
import { describe, expect, it } from "vitest";
import { dockBubble } from "./coach_dock.js";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { namedItems } from "./coach_named.js";
import courses from "../round22ai7_course.json";

const letter = courses.letter;
const win = { innerHeight: 844, innerWidth: 390 };
const CANVAS_TOP = 60;   // the page scrolled as in 031: the opponent's row just under the top sheet
const sheet = (h = 170) => ({ dataset: {}, style: {}, getBoundingClientRect: () => ({ top: 8, height: h }) });
const ringAt = (top, bottom) => ({ hidden: false,
  getBoundingClientRect: () => ({ top, bottom, height: bottom - top }) });

/** Return the kept-top sheet's fold (dockBubble) at step 3 whose mark names `names`, and the clue stack's box. */
function stepThree(names) {
  const frame = letter.frames.find((f) => f.coach.n === 3);
  const scene = layout(valid({ ...frame, catalog: letter.catalog, ui: { touch: true } }), { width: 390 });
  const anchors = namedItems(scene, { names }).map((i) => ({ top: CANVAS_TOP + i.y, bottom: CANVAS_TOP + i.y + i.h }));
  const bubble = sheet();
  dockBubble(bubble, ringAt(700, 780), null, win, { edge: "top", keep: [], moves: [], anchors });
  const [stack] = namedItems(scene, { names: ["clue-stack"] });
  return { fold: bubble.dataset.fold, stack: { top: CANVAS_TOP + stack.y, bottom: CANVAS_TOP + stack.y + stack.h } };
}

describe("round 46 LL6, review 42 room_zh 1 (031): Letter step 3's phone sheet folds off the clue stack", () => {
  it("named as now (the clue stack too): the top sheet folds to its strip, which ends above the clue stack", () => {
    const { fold, stack } = stepThree(["insanity*", "clue-stack"]);
    expect(fold).toBe("1");
    expect(8 + 62).toBeLessThanOrEqual(stack.top);   // the strip (STRIP, 62 px) from the window's top
  });

  it("named as before (the Insanity line only): the whole sheet stayed over the clue stack", () => {
    const { fold, stack } = stepThree(["insanity*"]);
    expect(fold).toBeUndefined();
    expect(stack.top).toBeLessThan(8 + 170);
  });
});
