// Round EE3, newcomer review 37 (chaos_en 058): after Learn to play, then Lesson 2 (both on the course's fixed deal,
// one deal code), a New game's random deal still said "Course deal" in the Seed box. A new deal after the courses
// says what a fresh page says ("a number"), in every language.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeModel, installFakeDocument } from "./fake_dom.js";
import { built } from "./bar_support.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

const COURSE = { en: "Course deal", ja: "レッスンの配り", zh: "教学牌局" };
const FRESH = { en: "a number", ja: null, zh: null };
const traits = (lang) => ({ game: "chaos", lang, seat: "A1", mode: "play", step: 0, history_len: 0, seed: null,
                            undo_policy: "keep", view: { game: "chaos", to_act: "A1" }, deal: "rand0001",
                            catalog_data: { seats: ["A1", "A2", "B1", "B2"], langs: ["en", "zh", "ja"] }, coach: {} });

describe("the Seed box after two courses and a New game", () => {
  for (const lang of Object.keys(COURSE)) {
    it(`${lang}: the courses say 'Course deal', the random game after them does not`, () => {
      const model = fakeModel(traits(lang));
      const bar = built(model);
      const fresh = bar.input.placeholder;
      if (FRESH[lang]) expect(fresh).toBe(FRESH[lang]);
      const show = (deal, coach) => {
        model.set("deal", deal);
        model.set("coach", coach);
        bar.toolbar.update({ autoplay: false });
      };
      for (const lesson of [1, 2]) {   // both courses deal the same fixed seed: one deal code
        model.send(lesson > 1 ? { cmd: "learn", lesson } : { cmd: "learn" });
        show("course01", { title: "Learn", n: 1, of: 9, id: "go" });
        expect(bar.input.placeholder, `lesson ${lesson}`).toBe(COURSE[lang]);
        show("course01", {});   // its steps done, played on
        expect(bar.input.placeholder, `after lesson ${lesson}'s steps`).toBe(COURSE[lang]);
      }
      show("rand0002", {});   // New game: a random deal, its seed secret
      expect(bar.input.placeholder, "a random game after the courses").toBe(fresh);
      expect(bar.input.value).toBe("");
    });
  }
});
