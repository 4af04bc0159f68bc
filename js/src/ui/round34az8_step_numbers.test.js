// Round AZ, fixer AZ8 (newcomer review 32, chaos_ja 5, 015 → 017): "ステップ 4 / 10" showed twice in a row, on the step
// and on the "今起きたこと" note after it, so the course seemed stuck. Each shown step has its own number: a note is
// not a step and carries no count.
import { describe, expect, it } from "vitest";
import { useFakeDocument } from "./fake_dom.js";
import { clock, coachModel, fakeCoach, gotIt, part } from "./fake_coach.js";

useFakeDocument();

const scene = { width: 390, height: 700, items: [] };
const COURSE = {
  ja: ["遊び方を学ぶ", "今起きたこと", (n) => `ステップ ${n} / 10`],
  en: ["Learn to play", "What just happened", (n) => `Step ${n} of 10`],
  zh: ["学习玩法", "刚才发生的事", (n) => `第 ${n} 步，共 10 步`],
};

describe("review 32, chaos_ja 5: a course's step number shows once", () => {
  for (const [lang, [title, after, stepOf]] of Object.entries(COURSE)) {
    it(lang, async () => {
      const wait = clock();
      const { update, bubble } = await fakeCoach({ innerWidth: 390, innerHeight: 844 });
      const heads = [];
      const show = (mark) => {
        update(coachModel("chaos", lang, mark), scene);
        if (!bubble.hidden) heads.push(part(bubble, "cw-coach-head").textContent);
        wait(5000);
        if (!bubble.hidden) gotIt(bubble).fire("click");
      };
      show({ title, n: 4, of: 10, step: stepOf(4), id: "walk", text: "…" });
      show({ title, wait: 1, step: after, done: "門が開いた。" });
      show({ title, n: 5, of: 10, step: stepOf(5), id: "play", text: "…" });
      expect(heads).toHaveLength(3);
      const counts = heads.map((h) => (/\d+\D+10/.exec(h) ?? [null])[0]).filter(Boolean);
      expect(counts).toEqual([stepOf(4), stepOf(5)].map((s) => /\d+\D+10/.exec(s)[0]));
      expect(heads[1]).toContain(after);
    });
  }
});
