// Review 40, chaos_en 5 (shot 049): lesson 2's step 7 began with "The bots play now: press their ▶, or close this and
// wait." while the table waited for the reader's own reaction. That line is the wait's note (its mark carries
// `bots`): it says what to do while the bots play, so it is never held over the step that comes after the wait; a
// note that tells what the reader's move did still is (round AE).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFakeDocument } from "./fake_dom.js";
import { clock, coachModel, fakeCoach } from "./fake_coach.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => { restore(); vi.restoreAllMocks(); vi.unstubAllGlobals(); });

const BOTS = "The bots play now: press their ▶, or close this and wait.";
const DREW = "Your turn is over: you drew Schizophrenia.";
const STEP7 = { title: "Learn to play", done: "", n: 7, of: 9, step: "Step 7 of 9", id: "react card=schizophrenia_eye",
                text: "Team B started a combo, Brainwash + Amnesia, to swap your role with A2's." };
const scene = { width: 1000, height: 700, items: [] };
const says = (bubble, line) => bubble.childNodes.some((n) => n.textContent === line);

describe("chaos_en 5: the bots' wait line is not held over the reader's next step", () => {
  for (const win of [{ innerWidth: 1280, innerHeight: 800 }, { innerWidth: 390, innerHeight: 844 }]) {
    it(`round44jj5 ${win.innerWidth}: step 7 comes without 'The bots play now'`, async () => {
      const wait = clock();
      const { update, bubble } = await fakeCoach(win);
      update(coachModel("chaos", "en", { title: "Learn to play", done: BOTS, wait: 1, bots: 1 }), scene);
      expect(says(bubble, BOTS)).toBe(true);
      wait(3000);
      update(coachModel("chaos", "en", STEP7), scene);
      expect(says(bubble, BOTS)).toBe(false);
      expect(says(bubble, STEP7.text)).toBe(true);
    });

    it(`round44jj5 ${win.innerWidth}: a note of what the reader's move did is still held`, async () => {
      const wait = clock();
      const { update, bubble } = await fakeCoach(win);
      update(coachModel("chaos", "en", { title: "Learn to play", done: DREW, wait: 1 }), scene);
      wait(3000);
      update(coachModel("chaos", "en", STEP7), scene);
      expect(says(bubble, DREW)).toBe(true);
    });
  }
});
