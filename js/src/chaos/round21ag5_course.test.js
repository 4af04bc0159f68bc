// CHAOS, newcomer review 20 (chaos_en finding 7, 028; chaos_ja finding 3, 026-028): after Learn to play's last step
// the reader pressed New game and was asked "Lose this game? Yes, lose it", as if the course were a game of theirs.
// The move the course's last step asks for was noted as a move of the reader's own (review 19 made that step count as
// the lesson over, and the bar noted moves made then as played on after it). A course is not a game to lose: New game
// deals at once after it, unless the reader has played on in it after the lesson.
// Round JJ4 (cc62d786, newcomer review 40, chaos_en 12, 061: "New game throws away the current (lesson) game without
// asking") reversed this on purpose: the last step says "you play on your own now", so the game holding the reader's
// moves is theirs, and New game asks before it is lost, as after any game with moves made.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeModel, installFakeDocument } from "../ui/fake_dom.js";
import { built, ownMove, press } from "../ui/bar_support.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

const FREE = { title: "Learn to play", done: "", free: "The tutorial is over: you play on your own now." };

function course(lang) {
  const model = fakeModel({ game: "chaos", lang, seat: "A1", mode: "play", step: 3, history_len: 3,
                            undo_policy: "fair", view: { game: "chaos", to_act: "A1" }, deal: "d0", coach: {} });
  const bar = built(model);
  model.send({ cmd: "learn" });
  model.set("deal", "tutorial");
  model.set("step", 0);
  for (let n = 1; n <= 10; n += 1) {   // each step asks for a move, the last one too
    model.set("coach", { title: "Learn to play", n, of: 10, id: "go" });
    bar.toolbar.update({ autoplay: false });
    ownMove(model, bar);
  }
  model.set("coach", FREE);   // the "Finished: on your own" bubble
  bar.toolbar.update({ autoplay: false });
  return { model, bar };
}

describe("round 21 AG5, finding 5, as round JJ4 reversed it: New game after the course asks 'Lose this game?'", () => {
  for (const lang of ["en", "ja"]) {
    it(`the course's game, played on on one's own from its last step, asks before it is lost (${lang})`, () => {
      const { model, bar } = course(lang);
      press(bar.bar, bar.cmd("restart"));
      expect(bar.confirm.hidden, "no confirm was asked").toBe(false);
      expect(model.sent.map((m) => m.cmd)).not.toContain("restart");
    });
  }

  it("played on after the lesson, it is the reader's game: New game asks first (review 16, finding 5)", () => {
    const { model, bar } = course("en");
    ownMove(model, bar);
    press(bar.bar, bar.cmd("restart"));
    expect(bar.confirm.hidden).toBe(false);
    expect(model.sent.map((m) => m.cmd)).not.toContain("restart");
  });
});
