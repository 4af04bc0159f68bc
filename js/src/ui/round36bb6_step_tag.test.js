// Round BB6, newcomer review 34 (chaos_en 12, letter_en 7): after Got it the course's box went and only "↺ 4/10"
// stayed in the bar, with no tooltip: the reader thought the course had ended. The tag says what it is, in every
// language: "Course 4/10 ↺", its tooltip when the next step shows and what a click does.
import { describe, expect, it } from "vitest";
import { useFakeDocument } from "./fake_dom.js";
import { clock, coachModel, fakeCoach, gotIt } from "./fake_coach.js";

useFakeDocument();

const scene = { width: 1280, height: 700, items: [] };
const again = (bar) => bar.childNodes.find((n) => n.className === "cw-coach-again");
const WORDS = {
  en: ["Course 4/10 ↺", "Learn to play: step 4 of 10; the next step shows at your next turn; click to see it again"],
  ja: ["レッスン 4/10 ↺", "遊び方を学ぶ：10 ステップ中 4；次のステップはあなたの次の番に出る；押すともう一度見られる"],
  "zh-CN": ["教学 4/10 ↺", "学习玩法：第 4 步，共 10 步；下一步在你的下一回合出现；点击可再看一次"],
  "zh-TW": ["教學 4/10 ↺", "學習遊玩：第 4 步，共 10 步；下一步在你的下一回合出現；點擊可再看一次"],
};

describe("the course's tag names the course", () => {
  for (const [lang, [text, title]] of Object.entries(WORDS)) {
    it(`${lang}: '${text}' after Got it, its tooltip says what it is`, async () => {
      const wait = clock();
      const { update, bubble, bar } = await fakeCoach({ innerWidth: 1280, innerHeight: 800 });
      const game = lang === "zh-TW" ? "letter" : "chaos";
      update(coachModel(game, lang === "zh-CN" ? "zh" : lang, { title: "Learn to play", n: 4, of: 10, step: "", id: "play card=3", text: "…" }), scene);
      wait(5000);
      gotIt(bubble).fire("click");
      const tag = again(bar);
      expect(tag.textContent).toBe(text);
      expect(tag.title).toBe(title);
    });
  }
});
