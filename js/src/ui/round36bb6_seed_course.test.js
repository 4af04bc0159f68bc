// Round BB6, newcomer review 34 (mythos_en 8, chaos_ja 7): the Seed box showed "1" through the course's game while the
// rules say a seed stays secret until the game is over. In the course's game the box says "Course deal", no number.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeModel, installFakeDocument } from "./fake_dom.js";
import { built } from "./bar_support.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

const traits = (lang, more) => ({ game: "mythos", lang, seat: "p0", mode: "play", step: 4, history_len: 4, seed: 1,
                                  undo_policy: "keep", view: { game: "mythos", to_act: "p0" }, deal: "learn1",
                                  catalog_data: { seats: ["p0", "p1"], langs: ["en", "ja"] }, ...more });
const SAID = { en: "Course deal", ja: "レッスンの配り", zh: "教学牌局" };

describe("the Seed box in the course's game says 'Course deal'", () => {
  for (const [lang, said] of Object.entries(SAID)) {
    it(`${lang}: at a step, and after the steps in the same game; a seed again in another game`, () => {
      const model = fakeModel(traits(lang, { game: lang === "zh" ? "chaos" : "mythos", coach: { title: "Learn", n: 2, of: 9, id: "go" } }));
      const bar = built(model);
      expect(bar.input.value, "no number in the box").toBe("");
      expect(bar.input.placeholder).toBe(said);
      expect(bar.cmd("play_seed").disabled).toBe(true);
      model.send({ cmd: "learn" });
      model.set("deal", "learn2");
      model.set("coach", {});   // the course's steps done, the same game played on
      bar.toolbar.update({ autoplay: false });
      expect(bar.input.value).toBe("");
      expect(bar.input.placeholder).toBe(said);
      model.set("deal", "other");
      model.set("seed", 7);
      bar.toolbar.update({ autoplay: false });
      expect(bar.input.value, "another game's shown seed").toBe("7");
    });
  }
});
