// Round KK, fixer KK2: review 41 (letter_zh 6, room_zh 6, chaos_ja 4, mythos_ja 11; 390×844): when the course ended its
// chip (教學 5/5 ↺) left the bar, "? 規則與說明" moved up a row and the whole table jumped ~20 px. The chip stays, its ↺
// a ✓ that says the course is done, in every game and language; a phone's page style no longer hides it.
import { describe, expect, it } from "vitest";
import { useFakeDocument } from "./fake_dom.js";
import { clock, coachModel, fakeCoach } from "./fake_coach.js";
import { PAGE_STYLE } from "./page.js";

useFakeDocument();

const scene = { width: 390, height: 700, items: [] };
const LANGS = { letter: ["en", "ja", "zh-TW", "zh"], chaos: ["en", "ja", "zh-TW", "zh"], mythos: ["en", "ja"] };
const again = (bar) => bar.childNodes.find((n) => n.className === "cw-coach-again");
const drawn = (tag) => Boolean(tag) && !tag.hidden && tag.style.visibility !== "hidden";

describe("round45kk2 the course chip keeps its place in the bar when the course ends", () => {
  for (const [game, langs] of Object.entries(LANGS)) {
    it.each(langs)(`${game} (%s): drawn on the last step and after it, a ✓ with a tip`, async (lang) => {
      clock();
      for (const width of [390, 1280]) {
        const { update, bar } = await fakeCoach({ innerWidth: width, innerHeight: 844 });
        update(coachModel(game, lang, { title: "Learn", n: 5, of: 5, step: "5/5", id: "x", text: "The last." }), scene);
        const during = again(bar).textContent;
        expect(drawn(again(bar))).toBe(true);
        update(coachModel(game, lang, { title: "Learn", free: "Done.", done: "" }), scene);
        update(coachModel(game, lang, {}), scene);
        expect(drawn(again(bar)), `${game} ${lang} ${width}`).toBe(true);
        expect(again(bar).textContent).toBe(during.replace("↺", "✓"));
        expect(again(bar).title).toBeTruthy();
        expect(again(bar).disabled).toBe(true);
      }
    });
  }

  it("a phone's page style keeps the chip after the course (review 40's rule hid it: its row went)", () => {
    expect(PAGE_STYLE.replace(/\s+/g, " ")).not.toMatch(/data-wide="0"\]\[data-course="0"\] \.cw-coach-again/);
  });
});
