// Round AZ, fixer AZ8 (newcomer review 32, letter_zh 4, 004 → 005): once "知道了" closed a course step its words were
// gone, and "學習遊玩" only offered to restart the whole course. While a closed step is the course's current one, a
// step tag beside "Learn to play" names it ("第 2 步，共 5 步"); pressing it shows the step's words again.
import { describe, expect, it } from "vitest";
import { useFakeDocument } from "./fake_dom.js";
import { clock, coachModel, fakeCoach, gotIt, part } from "./fake_coach.js";

useFakeDocument();

const scene = { width: 390, height: 700, items: [] };
const STEP = { title: "學習遊玩", n: 1, of: 5, step: "第 1 步，共 5 步", id: "play card=3",
               text: "怎樣贏：它打出最後一張線索後，在你的回合封印克蘇魯。" };
const again = (bar) => bar.childNodes.find((n) => n.className === "cw-coach-again");
const words = (bubble) => part(bubble, "cw-coach-text")?.textContent;
// seen and pressable; from the course's first step its room is kept, unseen while the words show (review 33)
const seen = (tag) => Boolean(tag) && !tag.hidden && tag.style.visibility !== "hidden" && !tag.disabled;

describe("review 32, letter_zh 4: a closed course step can be read again", () => {
  it("the step tag in the bar shows only while its step is closed, and reopens its words", async () => {
    const wait = clock();
    const { update, bubble, bar } = await fakeCoach({ innerWidth: 390, innerHeight: 844 });
    const model = coachModel("letter", "zh-TW", STEP);
    update(model, scene);
    expect(words(bubble)).toBe(STEP.text);
    expect(seen(again(bar))).toBe(false);   // the words are on screen: no tag
    expect(again(bar).hidden).toBe(false);   // but its room is kept: Got it wraps no bar (review 33, letter_en 3)
    wait(5000);
    gotIt(bubble).fire("click");
    expect(bubble.hidden).toBe(true);
    const tag = again(bar);
    expect(seen(tag)).toBe(true);
    expect(tag.textContent).toBe("教學 1/5 ↺");   // short: the phone bar keeps its rows (named: review 34, chaos_en 12)
    expect(tag.title).toBe("學習遊玩：第 1 步，共 5 步；下一步在你的下一回合出現；點擊可再看一次");
    tag.fire("click");
    expect(bubble.hidden).toBe(false);
    expect(words(bubble)).toBe(STEP.text);
    expect(seen(tag)).toBe(false);
    wait(5000);
    gotIt(bubble).fire("click");   // closed again, the tag again
    expect(bubble.hidden).toBe(true);
    expect(seen(tag)).toBe(true);
    update(coachModel("letter", "zh-TW", { title: "學習遊玩", wait: 1, step: "剛才發生的事", done: "對手打出米·戈。" }), scene);
    expect(seen(tag)).toBe(true);    // the step's "What just happened": its tag stays (review 33, letter_zh 9)
    expect(tag.hidden).toBe(false);  // its room kept all the same
  });
});
