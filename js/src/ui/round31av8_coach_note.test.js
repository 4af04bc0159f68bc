// Round AV, fixer AV8 (newcomer review 30, chaos_en 7, 029 vs 031): step 8 began with the note the reader had just
// closed ("Now the bots play the other seats…") as its italic line, so the same tip seemed to come back after Got it.
// A step never says again what the note before it said, even with what the bots did meanwhile after it.
import { describe, expect, it } from "vitest";
import { useFakeDocument } from "./fake_dom.js";
import { clock, coachModel, fakeCoach, gotIt, part } from "./fake_coach.js";

useFakeDocument();

const scene = { width: 930, height: 660, items: [] };
const SAID = "Now the bots play the other seats on their own, one card, pick or step at a time.";
const NOTE = { title: "Learn to play", wait: 1, step: "What just happened", done: SAID };
const step8 = (done) => ({ title: "Learn to play", n: 8, of: 10, step: "Step 8 of 10", id: "play card=3", done,
                           text: "Combos: choose the highlighted card." });
const dones = (bubble) => bubble.childNodes.filter((n) => n.className === "cw-coach-done").map((n) => n.textContent);

describe("review 30, chaos_en 7: step 8 does not repeat the note closed before it", () => {
  for (const [name, done] of [["the same line", SAID], ["and what the bots did", `${SAID} B2 moves to h3.`]]) {
    it(name, async () => {
      const wait = clock();
      const { update, bubble } = await fakeCoach({ innerWidth: 1280, innerHeight: 800 });
      update(coachModel("chaos", "en", NOTE), scene);
      expect(dones(bubble)).toEqual([SAID]);
      wait(5000);
      gotIt(bubble).fire("click");
      update(coachModel("chaos", "en", step8(done)), scene);
      expect(part(bubble, "cw-coach-head").textContent).toContain("Step 8 of 10");
      expect(dones(bubble).join(" ")).not.toContain(SAID);
      if (done !== SAID) expect(dones(bubble)).toEqual(["B2 moves to h3."]);   // the news stays
    });
  }
});

describe("review 30, mythos_ja 11 (008), as review 32 (chaos_ja 5) changed it: a 'What just happened' note names the course, no step count", () => {
  // round AZ8: the note said "今起きたこと · ステップ 2 / 9" after step 2's own "ステップ 2 / 9"; the number seen twice read as a
  // course stuck (round34az8_step_numbers), so the note keeps the course's name and its own "What just happened"
  for (const [lang, after, step] of [["en", "What just happened", "Step 2 of 9"], ["ja", "今起きたこと", "ステップ 2 / 9"]]) {
    it(lang, async () => {
      clock();
      const { update, bubble } = await fakeCoach({ innerWidth: 390, innerHeight: 844 });
      update(coachModel("mythos", lang, { title: "T", n: 2, of: 9, step, id: "walk", text: "Walk." }), scene);
      update(coachModel("mythos", lang, { title: "T", wait: 1, step: after, done: "You arrived." }), scene);
      expect(part(bubble, "cw-coach-head").textContent).toBe(`T · ${after}`);
    });
  }
});
