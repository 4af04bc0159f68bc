// Newcomer review 38 (round GG, fixer GG1), letter_zh 4 (390×844, 006 → 007 → 012): the course pill "教學 n/5 ↺"
// showed while a step was closed and vanished while a step's words or the opponent's turn showed, so "? 規則與說明"
// beside it left a gap or moved. Through the whole course the pill stays drawn (pressable only while a closed step
// can be read again); after the course it stays, a ✓ (review 41).
import { describe, expect, it } from "vitest";
import { useFakeDocument } from "./fake_dom.js";
import { clock, coachModel, fakeCoach, gotIt } from "./fake_coach.js";

useFakeDocument();

const scene = { width: 390, height: 700, items: [] };
const step = (n) => ({ title: "學習遊玩", n, of: 5, step: `第 ${n} 步，共 5 步`, id: "play card=3", text: `第 ${n} 步的話。` });
const WAIT = { title: "學習遊玩", wait: 1, step: "剛才發生的事", done: "對手打出米·戈。" };
const MOMENT = { title: "學習遊玩", moment: "insane", head: "瘋狂", text: "你瘋了。" };
const again = (bar) => bar.childNodes.find((n) => n.className === "cw-coach-again");
const drawn = (tag) => Boolean(tag) && !tag.hidden && tag.style.visibility !== "hidden";

describe("letter_zh 4 (review 38): the course pill stays in the bar for the whole course", () => {
  it("drawn with its step's words at each step, its Got it, the opponent's turn and a moment; a ✓ after", async () => {
    const wait = clock();
    const { update, bubble, bar } = await fakeCoach({ innerWidth: 390, innerHeight: 844 });
    const seen = [];
    const look = (what) => seen.push([what, drawn(again(bar)), again(bar).textContent]);
    update(coachModel("letter", "zh-TW", step(1)), scene);
    look("step 1 open");
    wait(5000);
    gotIt(bubble).fire("click");
    look("step 1 closed");
    update(coachModel("letter", "zh-TW", WAIT), scene);
    look("the opponent's turn");
    update(coachModel("letter", "zh-TW", MOMENT), scene);
    look("a moment");
    update(coachModel("letter", "zh-TW", step(2)), scene);
    look("step 2 open");
    expect(seen).toEqual([["step 1 open", true, "教學 1/5 ↺"], ["step 1 closed", true, "教學 1/5 ↺"],
                          ["the opponent's turn", true, "教學 1/5 ↺"], ["a moment", true, "教學 1/5 ↺"],
                          ["step 2 open", true, "教學 2/5 ↺"]]);
    expect(again(bar).disabled).toBe(true);   // its words are on screen: nothing to read again
    update(coachModel("letter", "zh-TW", { title: "學習遊玩", free: "教學結束。", done: "" }), scene);
    update(coachModel("letter", "zh-TW", {}), scene);
    // the course over, the pill stays, its ↺ a ✓ (review 41, letter_zh 6: gone, its row went and the table jumped)
    expect(drawn(again(bar))).toBe(true);
    expect(again(bar).textContent).toBe("教學 2/5 ✓");
  });
});
