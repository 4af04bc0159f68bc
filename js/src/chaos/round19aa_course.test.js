// CHAOS "Learn to play" after newcomer review 18 (desk en, finding 1): a move the course did not ask for is held and
// the step's bubble says what to press (frames/coach.py astray_mark). The learner may have closed the step's bubble
// with "Got it" before the fast click: the held move's line is a new mark, so it shows all the same.
import { describe, expect, it } from "vitest";
import { markKey } from "../ui/coach.js";

describe("round 19aa: a held move's line is never hidden by the step's Got it", () => {
  it("gives the held mark a key of its own, one per position", () => {
    const step = { n: 5, id: "move col=3 row=7", text: "…" };
    const held = { ...step, nudge: "Not yet: this step waits for the highlighted item.", astray: 14 };
    expect(markKey(held)).not.toBe(markKey(step));
    expect(markKey({ ...held, astray: 20 })).not.toBe(markKey(held));
  });
});
