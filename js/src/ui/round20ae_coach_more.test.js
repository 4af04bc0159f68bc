// Round AE, fixer AE2 (newcomer review 19, Mythos desk finding 3: "Tutorial bubbles run to 10 lines (015_learn13,
// 017_learn15)"): a course step says what to click and why; the words after its line break wait behind "More…",
// which shows them and stays open through the redraws of that step.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFakeDocument } from "./fake_dom.js";
import { clock, coachModel, fakeCoach, part } from "./fake_coach.js";

let restore;
beforeEach(() => {
  restore = installFakeDocument();
});
afterEach(() => {
  restore();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const STEP = { title: "Learn to play", n: 6, of: 7, step: "Step 6 of 7", more: "More…", id: "play card=41",
               text: "This event gives you +1 Sanity. Choose the ringed card.\nSanity is your life and part of your score." };
const scene = { width: 1000, height: 700, items: [] };
const shown = (bubble) => bubble.childNodes.filter((n) => !n.hidden).map((n) => n.textContent).join("|");
const moreButton = (bubble) => part(part(bubble, "cw-coach-buttons"), "cw-coach-more");

describe("Mythos desk finding 3: the rest of a long step waits behind More…", () => {
  for (const win of [{ innerWidth: 1280, innerHeight: 800 }, { innerWidth: 390, innerHeight: 844 }]) {
    it(`${win.innerWidth}: the bubble says the short part; More… shows the rest, kept on a redraw`, async () => {
      clock();
      const { update, bubble } = await fakeCoach(win);
      update(coachModel("mythos", "en", STEP), scene);
      expect(shown(bubble)).toContain("Choose the ringed card.");
      expect(shown(bubble)).not.toContain("Sanity is your life");
      const more = moreButton(bubble);
      expect(more.textContent).toBe("More…");
      more.fire("click");
      expect(shown(bubble)).toContain("Sanity is your life");
      update(coachModel("mythos", "en", STEP), scene);   // a redraw (the bots, a hover) keeps it open
      expect(shown(bubble)).toContain("Sanity is your life");
    });
  }

  it("a step without a line break has no More…", async () => {
    clock();
    const { update, bubble } = await fakeCoach({ innerWidth: 1280, innerHeight: 800 });
    update(coachModel("mythos", "en", { ...STEP, text: "Choose the ringed card." }), scene);
    expect(moreButton(bubble)).toBeUndefined();
  });
});
