// Round AE, fixer AE2 (newcomer review 19, Mythos desk finding 2, 010→011): "Step 4 repeats the 'what just happened'
// text word for word": the note "You have arrived: …" was read and closed while Bot 2 played, then step 4's bubble
// began with the same line. A step never says again a line its note already said.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFakeDocument } from "./fake_dom.js";
import { clock, coachModel, fakeCoach, gotIt } from "./fake_coach.js";

let restore;
beforeEach(() => {
  restore = installFakeDocument();
});
afterEach(() => {
  restore();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const ARRIVED = "You have arrived: this farmhouse is your current location, and its gate is open.";
const NOTE = { title: "Learn to play", done: ARRIVED, wait: 1, step: "What just happened" };
const STEP4 = { title: "Learn to play", done: ARRIVED, n: 4, of: 7, step: "Step 4 of 7",
                text: "Allies and items stay in play. Choose the ringed card.", id: "play card=31" };
const scene = { width: 1000, height: 700, items: [] };

/** Return how many times `line` is said in the bubble. */
const said = (bubble, line) => bubble.childNodes.filter((n) => n.textContent === line).length;

describe("Mythos desk finding 2: a step does not repeat its note's line", () => {
  for (const win of [{ innerWidth: 1280, innerHeight: 800 }, { innerWidth: 390, innerHeight: 844 }]) {
    it(`${win.innerWidth}: the note read and closed, step 4 says its own step only`, async () => {
      const wait = clock();
      const { update, bubble } = await fakeCoach(win);
      update(coachModel("mythos", "en", NOTE), scene);
      expect(said(bubble, ARRIVED)).toBe(1);
      wait(3000);
      gotIt(bubble).fire("click");
      wait(3000);
      update(coachModel("mythos", "en", STEP4), scene);
      expect(bubble.hidden).toBe(false);
      expect(said(bubble, ARRIVED)).toBe(0);
      expect(bubble.childNodes.some((n) => n.textContent === STEP4.text)).toBe(true);
    });

    it(`${win.innerWidth}: the note still open as step 4 comes, its line is said once`, async () => {
      const wait = clock();
      const { update, bubble } = await fakeCoach(win);
      update(coachModel("mythos", "en", NOTE), scene);
      wait(3000);
      update(coachModel("mythos", "en", STEP4), scene);
      expect(said(bubble, ARRIVED)).toBe(1);
    });
  }

  it("a step whose line no note said keeps it", async () => {
    clock();
    const { update, bubble } = await fakeCoach({ innerWidth: 1280, innerHeight: 800 });
    update(coachModel("mythos", "en", STEP4), scene);
    expect(said(bubble, ARRIVED)).toBe(1);
  });
});
