// Newcomer review 22, mythos_ja finding 5 (022_new1) and mythos_en finding 5 (028_newgame): New game after Learn to
// play's last step threw the course's deal away unasked, though the course's last card says to play on in this deal
// (not New game). In Mythos that deal is the reader's game from there: New game asks "Lose this game?" first, as it
// does in any game the reader has moved in. (CHAOS's course still deals at once: chaos/round21ag5_course.test.js.)
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeModel, installFakeDocument } from "../ui/fake_dom.js";
import { built, ownMove, press } from "../ui/bar_support.js";
import catalogBase from "../fixtures/mythos_catalog.json";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

const FREE = { en: { title: "Learn to play", done: "", free: "The course is over: play on in this deal." },
               ja: { title: "遊び方を学ぶ", done: "", free: "ここからは自由に遊んでください。" } };

/** The Mythos course played to its end (each of its 7 steps asks for a move), the "on your own" bubble shown. */
function course(lang) {
  const model = fakeModel({ game: "mythos", lang, seat: "p0", mode: "play", step: 3, history_len: 3, undo_policy: "fair",
                            view: { game: "mythos", to_act: "p0" }, deal: "d0", coach: {}, catalog_data: catalogBase });
  const bar = built(model);
  model.send({ cmd: "learn" });
  model.set("deal", "tutorial");
  model.set("step", 0);
  for (let n = 1; n <= 7; n += 1) {
    model.set("coach", { title: FREE[lang].title, n, of: 7, id: "go" });
    bar.toolbar.update({ autoplay: false });
    ownMove(model, bar);
  }
  model.set("coach", FREE[lang]);
  bar.toolbar.update({ autoplay: false });
  return { model, bar };
}

describe("mythos_ja 5 / mythos_en 5: New game after the course asks before it throws the deal away", () => {
  for (const lang of ["en", "ja"]) {
    it(`${lang}: the course over, New game asks 'Lose this game?'; No keeps the deal`, () => {
      const { model, bar } = course(lang);
      press(bar.bar, bar.cmd("restart"));
      expect(bar.confirm.hidden, "asked first").toBe(false);
      expect(model.sent.map((m) => m.cmd)).not.toContain("restart");
      expect(bar.confirm.textContent).toContain(lang === "ja" ? "このゲーム" : "Lose this game?");
      bar.confirm.childNodes.find((n) => n.dataset?.key === "lose_no" || /No|いいえ/.test(n.textContent ?? ""))?.fire("click");
      expect(model.sent.map((m) => m.cmd)).not.toContain("restart");
    });
  }

  it("ja: on the course's last step (the lesson over) too", () => {
    const { model, bar } = course("ja");
    model.set("coach", { title: FREE.ja.title, n: 7, of: 7, id: "go" });
    bar.toolbar.update({ autoplay: false });
    press(bar.bar, bar.cmd("restart"));
    expect(bar.confirm.hidden).toBe(false);
    expect(model.sent.map((m) => m.cmd)).not.toContain("restart");
  });
});
