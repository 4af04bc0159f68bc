// Round JJ, fixer JJ4, newcomer review 40 (chaos_en 6, 061 144): after both lessons a yellow "★ Lesson 2" still sat
// beside "★ Learn to play", and the reader never understood how they differ or what was done. Each course entry gets
// a ✓ once its lesson has ended, kept over a new page, in every game (CHAOS's two lessons, Letter's and Mythos's one).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeModel, installFakeDocument } from "./fake_dom.js";
import { built } from "./bar_support.js";
import { PAGE_STYLE } from "./page.js";

let restore;
let kept;
beforeEach(() => {
  restore = installFakeDocument();
  kept = new Map();
  globalThis.localStorage = { getItem: (k) => kept.get(k) ?? null, setItem: (k, v) => kept.set(k, String(v)),
                              removeItem: (k) => kept.delete(k) };
});
afterEach(() => { restore(); delete globalThis.localStorage; });

const traits = (game, lang) => ({ game, lang, seat: "A1", mode: "play", step: 3, history_len: 3, seed: null,
                                  undo_policy: "keep", view: { game, to_act: "A1" }, deal: "course01",
                                  catalog_data: { langs: ["en", "zh", "zh-TW", "ja"] }, coach: {} });

/** Return a bar of `game` with its course entries (coach.js puts them there: Learn to play, CHAOS's Lesson 2). */
function withEntries(game, lang) {
  const model = fakeModel(traits(game, lang));
  const b = built(model);
  const learn = Object.assign(document.createElement("button"), { className: "cw-learn" });
  const two = Object.assign(document.createElement("button"), { className: "cw-learn-two" });
  two.dataset.lesson = "2";
  b.bar.appendChild(learn);
  b.box.appendChild(two);
  const show = (coach) => { model.set("coach", coach); b.toolbar.update({ autoplay: false }); };
  return { show, learn, two };
}

describe("the bar's course entries show the lessons done", () => {
  for (const lang of ["en", "zh", "zh-TW", "ja"]) {
    it(`CHAOS in ${lang}: lesson 1's end marks Learn to play, lesson 2's marks Lesson 2, kept over a new page`, () => {
      const { show, learn, two } = withEntries("chaos", lang);
      show({ title: "Learn", n: 1, of: 9, id: "go" });
      expect([learn.dataset.done, two.dataset.done]).toEqual(["0", "0"]);
      show({ free: 1, next: { lesson: 2, label: "Lesson 2" } });
      expect([learn.dataset.done, two.dataset.done]).toEqual(["1", "0"]);
      show({ over: 1, next: { restart: 1, label: "New game" } });
      expect([learn.dataset.done, two.dataset.done]).toEqual(["1", "1"]);
      const again = withEntries("chaos", lang);   // a new page of the same browser
      again.show({});
      expect([again.learn.dataset.done, again.two.dataset.done]).toEqual(["1", "1"]);
    });
  }

  it.each(["letter", "mythos"])("%s: its one course's end marks Learn to play", (game) => {
    const { show, learn } = withEntries(game, "en");
    show({ title: "Learn", n: 5, of: 5, id: "go" });
    expect(learn.dataset.done).toBe("0");
    show({ free: 1 });
    expect(learn.dataset.done).toBe("1");
    const chaos = withEntries("chaos", "en");
    chaos.show({});
    expect(chaos.learn.dataset.done, "another game's course").toBe("0");
  });

  it("the ✓ is a badge over the button's corner: it takes no room in the bar's one row", () => {
    expect(PAGE_STYLE).toMatch(/\[data-done="1"\]::after \{[^}]*content: "✓"[^}]*position: absolute/);
  });
});
