// Newcomer review 19 (CHAOS desk en finding 9, CHAOS ja phone finding 8, Mythos desk en finding 2): the course's last
// step says the course is over ("The course is over", "this is the last step"), yet New game still asked "Leave the
// tutorial?". On its last step the lesson is over: New game deals at once (unless the reader played on in it).
import { describe, expect, it } from "vitest";
import { lessonOver } from "./toolbar.js";

describe("the course's last step ends the lesson (review 19)", () => {
  it("the last step of the course is over; an earlier step and a wait between two are not", () => {
    expect(lessonOver({ title: "Learn to play", n: 10, of: 10, id: "go" })).toBe(true);
    expect(lessonOver({ title: "Learn to play", n: 7, of: 7 })).toBe(true);
    expect(lessonOver({ title: "Learn to play", n: 2, of: 5, id: "go" })).toBe(false);
    expect(lessonOver({ title: "Learn to play", wait: 1 })).toBe(false);
    expect(lessonOver({})).toBe(true);
  });
});
