// Round LL, fixer LL5: review 42 (letter_zh 6, 093; mythos_ja 5, 184): after the course, switching the table's language
// left its chip in the old one ("教學 5/5 ✓" after 日本語, "レッスン 9/9 ✓" after English). The chip and its tip are
// named again in the new language at every switch, in every game.
import { describe, expect, it } from "vitest";
import { useFakeDocument } from "./fake_dom.js";
import { clock, coachModel, fakeCoach } from "./fake_coach.js";
import { endingWords, fill } from "./ending.js";

useFakeDocument();

const scene = { width: 390, height: 700, items: [] };
const ORDER = { letter: ["en", "ja", "zh", "zh-TW", "en"], chaos: ["en", "ja", "zh", "zh-TW", "en"], mythos: ["ja", "en", "ja"] };
const again = (bar) => bar.childNodes.find((n) => n.className === "cw-coach-again");

describe("round46ll5 the course chip follows the language switch", () => {
  for (const [game, langs] of Object.entries(ORDER)) {
    it(`${game}: after the course, ${langs.join(" → ")}: the chip's ✓ words and tip in each`, async () => {
      clock();
      const { update, bar } = await fakeCoach({ innerWidth: 390, innerHeight: 844 });
      update(coachModel(game, langs[0], { title: "Learn", n: 5, of: 5, step: "5/5", id: "x", text: "The last." }), scene);
      update(coachModel(game, langs[0], { title: "Learn", free: "Done.", done: "" }), scene);
      for (const lang of langs) {
        update(coachModel(game, lang, {}), scene);
        const words = endingWords(lang, game);
        expect(again(bar).textContent, `${game} ${lang}`).toBe(fill(words.course_tag, { n: 5, of: 5 }).replace("↺", "✓"));
        expect(again(bar).title, `${game} ${lang}`).toBe(words.course_tag_done);
        expect(again(bar).getAttribute("aria-label")).toBe(words.course_tag_done);
      }
    });
  }
});
