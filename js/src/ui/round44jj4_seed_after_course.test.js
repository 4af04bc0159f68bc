// Round JJ, fixer JJ4, newcomer review 39 (letter_en 11, 031 032): at the course game's end the result said "This
// game's seed is now in the bar's Seed box: Play this seed deals the same cards again", while the box still said
// "Course deal" and Play this seed was disabled. A course game that is over shows its seed, Play this seed enabled.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeModel, installFakeDocument } from "./fake_dom.js";
import { built } from "./bar_support.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

const COURSE = { en: "Course deal", ja: "レッスンの配り", zh: "教學牌局", "zh-TW": "教學牌局" };   // Letter's zh is Traditional
const traits = (lang) => ({ game: "letter", lang, seat: "you", mode: "play", step: 0, history_len: 0, seed: null,
                            undo_policy: "keep", view: { game: "letter", to_act: "you" }, deal: "rand0001",
                            catalog_data: { langs: ["en", "zh", "zh-TW", "ja"] }, coach: {} });

describe("the Seed box at the course game's end", () => {
  for (const lang of Object.keys(COURSE)) {
    it(`${lang}: in the course 'Course deal'; at its game's end the seed, Play this seed enabled`, () => {
      const model = fakeModel(traits(lang));
      const bar = built(model);
      const play = bar.nodes.find((n) => n.dataset?.cmd === "play_seed");
      model.send({ cmd: "learn" });
      const show = (changes) => {
        for (const [k, v] of Object.entries(changes)) model.set(k, v);
        bar.toolbar.update({ autoplay: false });
      };
      show({ deal: "course01", coach: { title: "Learn", n: 1, of: 5, id: "go" }, seed: 1, step: 3 });
      expect(bar.input.placeholder).toBe(COURSE[lang]);
      expect(bar.input.value).toBe("");
      show({ coach: {}, step: 20, view: { game: "letter", to_act: null, result: { winner: "you" } } });
      expect(bar.input.value, "the seed the result names").toBe("1");
      expect(play.disabled, "Play this seed").toBe(false);
    });
  }
});
