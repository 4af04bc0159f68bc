// Round AV, fixer AV8 (newcomer review 30: chaos_en 4, room_en 4, mythos_en 3): a wide page's course bubble sat over
// the board rows it talked about and jumped between steps; it lies at the story column's top beside the table, the
// same place every step, and the story's lines start below it.
import { describe, expect, it } from "vitest";
import { useFakeDocument } from "./fake_dom.js";
import { clock, coachModel, fakeCoach, gotIt } from "./fake_coach.js";

useFakeDocument();

const BOARD = { x: 40, y: 60, w: 450, h: 450 };
const STORY = { left: 960, top: 120, width: 300, height: 660 };
// CHAOS's board and a ringed cell on it (the course's first step: Move to b8)
const scene = { width: 930, height: 660, items: [
  { label: "board", type: "rect", ...BOARD },
  { id: "select:move:b8", type: "cell", x: 96, y: 452, w: 56, h: 56, row: 7, col: 1 },
] };
const step = (n, text) => ({ title: "Learn to play", n, of: 10, step: `Step ${n} of 10`, id: "move:b8", text });

/** Return a wide fake page whose story column lies at STORY (window px, the root at 0, 0). */
async function deskPage() {
  const page = await fakeCoach({ innerWidth: 1280, innerHeight: 800 });
  const story = document.createElement("div");
  story.className = "cw-story";
  story.getBoundingClientRect = () => ({ ...STORY, right: STORY.left + STORY.width, bottom: STORY.top + STORY.height });
  page.root.dataset.wide = "1";
  page.root.getBoundingClientRect = () => ({ left: 0, top: 0, width: 1280, height: 800 });
  page.root.querySelector = (sel) => (sel === ".cw-story" || (sel === ".cw-story[data-coach]" && story.dataset.coach)
    ? story : null);
  page.bubble.getBoundingClientRect = () => ({ height: 180 });
  return { ...page, story };
}

const boxOf = (bubble) => ({ x: parseFloat(bubble.style.left), y: parseFloat(bubble.style.top),
                             w: parseFloat(bubble.style.width), h: 180 });
const meets = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe("review 30, chaos_en 4: the desk's course bubble lies beside the table, over the story's top", () => {
  it("misses the board and the ringed cell, keeps its place from step to step, and reserves its room", async () => {
    clock();
    const { update, bubble, story } = await deskPage();
    update(coachModel("chaos", "en", step(1, "Walk toward the key: Move to b8.")), scene);
    const first = boxOf(bubble);
    expect(bubble.hidden).toBe(false);
    expect(meets(first, BOARD)).toBe(false);
    expect(meets(first, { x: 96, y: 452, w: 56, h: 56 })).toBe(false);
    expect(first.x).toBeGreaterThanOrEqual(STORY.left);
    expect(first.x + first.w).toBeLessThanOrEqual(STORY.left + STORY.width);
    expect(story.style.paddingTop).toBe("188px");   // the story's lines start below the bubble
    update(coachModel("chaos", "en", step(2, "A longer step: its words run on for a few lines more than the first.")),
           scene);
    expect(boxOf(bubble)).toEqual(first);   // the same place through the course
  });

  it("gives the story its room back when the bubble closes", async () => {
    const wait = clock();
    const { update, bubble, story } = await deskPage();
    const model = coachModel("chaos", "en", step(1, "Walk toward the key: Move to b8."));
    update(model, scene);
    wait(5000);
    gotIt(bubble).fire("click");
    expect(bubble.hidden).toBe(true);
    expect(story.style.paddingTop).toBe("");
  });
});
