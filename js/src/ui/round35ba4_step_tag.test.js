// Newcomer review 33 (letter_zh 9): the course's step tag "↺ 1/5" showed at a step (004) and was gone while "What
// just happened" told the step's result (009). It shows for the whole course: after step n, "↺ n/5" stays.
import { describe, expect, it } from "vitest";
import { useFakeDocument } from "./fake_dom.js";
import { clock, coachModel, fakeCoach, gotIt } from "./fake_coach.js";

useFakeDocument();

const scene = { width: 390, height: 700, items: [] };
const STEP = { title: "學習遊玩", n: 1, of: 5, step: "第 1 步，共 5 步", id: "play card=3", text: "打出一張牌。" };
const WAIT = { title: "學習遊玩", wait: 1, step: "剛才發生的事", done: "對手打出米·戈。" };
const again = (bar) => bar.childNodes.find((n) => n.className === "cw-coach-again");
const seen = (tag) => Boolean(tag) && !tag.hidden && tag.style.visibility !== "hidden";

describe("the step tag shows for the whole course", () => {
  it("'↺ 1/5' stays while 'What just happened' tells step 1's result, open or closed; the course over, a ✓", async () => {
    const wait = clock();
    const { update, bubble, bar } = await fakeCoach({ innerWidth: 390, innerHeight: 844 });
    update(coachModel("letter", "zh-TW", STEP), scene);
    wait(5000);
    gotIt(bubble).fire("click");
    update(coachModel("letter", "zh-TW", WAIT), scene);
    const tag = again(bar);
    expect(bubble.hidden).toBe(false);   // the note shows
    expect(seen(tag)).toBe(true);
    expect(tag.textContent).toBe("教學 1/5 ↺");   // named since review 34 (chaos_en 12)
    wait(5000);
    gotIt(bubble).fire("click");
    expect(seen(tag)).toBe(true);
    tag.fire("click");                   // reads the note again
    expect(bubble.hidden).toBe(false);
    update(coachModel("letter", "zh-TW", { title: "學習遊玩", wait: 1, over: 1, done: "課程結束。" }), scene);
    // the course over it stays, a ✓ no longer pressable: gone, its row went and the table jumped (review 41, letter_zh 6;
    // round45kk2_course_end)
    expect(seen(tag)).toBe(true);
    expect([tag.textContent, tag.disabled]).toEqual(["教學 1/5 ✓", true]);
  });
});
