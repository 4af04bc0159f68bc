// Newcomer review 23, chaos_en 7 / chaos_ja 6 (024_new1, 022_new1): New game asked "Leave the tutorial?" while the
// bots played after the course's last step, whose line said "The course is over". The kernel's mark then carries
// `over` (frames/coach.py): the lesson is over, New game deals at once.
import { describe, expect, it } from "vitest";
import { lessonOver } from "../ui/toolbar.js";

describe("the lesson is over once its last step is taken", () => {
  it("a wait mark after the last step is over; one between steps is not", () => {
    expect(lessonOver({ title: "Learn to play", done: "The course is over", wait: 1, over: 1 })).toBe(true);
    expect(lessonOver({ title: "Learn to play", done: "You moved.", wait: 1 })).toBe(false);
  });
});
