// Round AS, fixer AS7 (newcomer review 27, mythos_en 1 — its worst; mythos_ja 5, chaos_en 5, letter_zh 7): course
// bubbles covered what they explain (Mythos step 4's note over "Your adventures", 022; step 8 over the combat band's
// row that cost Sanity, 037; CHAOS step 5 over the violet cells, 013; Letter's over the Insanity line). The kernel's
// mark names what its words speak of (frames/coach_named.py); over the recorded course of each game, at a desk's
// width, the bubble lies over neither its ringed item nor any box its words name (ui/coach_named.js). Measured with
// the marks' names dropped (as before): 1 overlap at 1200 and 940 px, 2 at 800; with them: 0.
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeDocument } from "./fake_dom.js";
import { coachModel, fakeCoach } from "./fake_coach.js";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { coachItem } from "./coach.js";
import { namedBoxes } from "./coach_named.js";
import { textWidth } from "../scene/text.js";
import courses from "../round22ai7_course.json";
import mythosCatalog from "../fixtures/mythos_catalog.json";

const sceneOf = (game, course, frame, width) => layout(valid({ ...frame,
  catalog: game === "mythos" ? { ...mythosCatalog, seats: frame.seats } : course.catalog }), { width });
const crosses = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** The bubble's size as the page draws it: 320 px wide, its head, the words before "More…" (13 px, 18 a line in 296
 * px) and its buttons. */
function bubbleOf(mark) {
  const words = [mark.done, mark.text].filter(Boolean).map((t) => t.split("\n")[0]);
  const lines = words.reduce((n, t) => n + Math.ceil(textWidth(t, 13) / 296), 0);
  return { w: 320, h: 16 + 16 + 18 * lines + 38 };
}

/** Return the overlaps over the courses followed in order by the page's own coach (a fake desk page 1200 px wide:
 * the bubble keeps the place the last took while it may, ui/coach.js placeBubble); `named`: the marks keep their
 * `names` (false: as before round AS). */
export async function pageOverlaps(named = true, width = 1200) {
  const restore = installFakeDocument();
  const bad = [];
  try {
    const { update, root, bubble } = await fakeCoach({ innerWidth: 1280, innerHeight: 4000 });
    root.clientWidth = width;
    for (const [game, course] of Object.entries(courses)) {
      for (const frame of course.frames) {
        const scene = sceneOf(game, course, frame, width);
        const mark = named ? frame.coach : { ...frame.coach, names: undefined };
        bubble.offsetHeight = bubbleOf(mark).h;
        update(coachModel(game, frame.lang, mark), scene);
        const box = { x: parseFloat(bubble.style.left), y: parseFloat(bubble.style.top), w: 320, h: bubble.offsetHeight };
        const item = coachItem(scene, mark);
        if (item && crosses(box, item)) bad.push(`${game} step ${mark.n}: over its ring`);
        namedBoxes(scene, frame.coach).filter((b) => crosses(box, b))
          .forEach((b) => bad.push(`${game} step ${mark.n}: over ${frame.coach.names} at ${b.y}`));
      }
    }
  } finally {
    restore();
    vi.unstubAllGlobals();
  }
  return bad;
}

afterEach(() => vi.restoreAllMocks());

describe("round 28 AS7, review 27 mythos_en 1: a course bubble keeps off its ring and what its words name", () => {
  it("every course step names what it speaks of where the review met it covered", () => {
    const named = (game, n) => courses[game].frames.find((f) => f.coach.n === n).coach.names ?? [];
    expect(named("mythos", 8)).toContain("combat");
    expect(named("letter", 5)).toContain("insanity*");
    expect(named("chaos", 5)).toContain("reach*");
  });

  it("a name finds its drawn boxes: '@' the reader's seat, '*' a prefix, a text's width its words'", () => {
    const scene = { width: 800, height: 600, items: [
      { type: "mpanel", label: "panel-p0", you: true, x: 0, y: 200, w: 800, h: 200 },
      { type: "msanity", label: "sanity-p0", x: 10, y: 220, w: 200, h: 20 },
      { type: "msanity", label: "sanity-p1", x: 10, y: 20, w: 200, h: 20 },
      { type: "text", label: "last-turn", text: "Bot 2 plays Harry Houdini.", x: 300, y: 40, w: 0, h: 12, size: 12 },
    ] };
    const found = namedBoxes(scene, { names: ["sanity-@", "last-*"] });
    expect(found.map((b) => b.y)).toEqual([220, 40]);
    expect(found[1].w).toBeGreaterThan(100);
  });

  // before: Mythos step 8 over the combat band at 1200 and 940 px; at 800 CHAOS step 5 over the violet cells too
  for (const width of [1200, 800]) {
    it(`${width} px: followed step by step by the page's coach (its kept place), no bubble lies over them`, async () => {
      expect(await pageOverlaps(true, width)).toEqual([]);
    });
  }
});
