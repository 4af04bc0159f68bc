// Newcomer review 21, CHAOS ja finding 1 (164_seatA1): "Changing seat mid-game throws the game away without asking":
// at a table whose hidden cards stay hidden a new seat deals a new game from it (widgets/commands.py _command_seat),
// and the seat menu sent it at once, while New game, Learn to play and the Difficulty ask first. The seat menu asks
// the same question while a game is at stake; where the game goes on from the new seat (design mode, can_reveal),
// nothing is lost and nothing is asked.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeModel, installFakeDocument } from "./fake_dom.js";
import { built, ownMove, press } from "./bar_support.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

const chaos = (more) => ({ game: "chaos", lang: "ja", seat: "B1", mode: "play", step: 30, history_len: 30,
                           undo_policy: "fair", view: { game: "chaos", to_act: "B1" }, deal: "d1",
                           catalog_data: { seats: ["A1", "A2", "B1", "B2"], langs: ["en", "ja", "zh", "zh-TW"] },
                           ...more });

/** Choose seat `value` in the menu as a browser does: the select's change (a hidden go control pressed through the bar). */
function choose(bar, value) {
  const go = bar.cmd("seat_go");
  if (go) go.click = () => press(bar.bar, go);
  const select = bar.cmd("seat");
  select.value = value;
  select.fire("change");
}

describe("changing seat mid-game asks first", () => {
  it("a game at stake: 'Lose this game?' first, No keeps the seat and the game", () => {
    const model = fakeModel(chaos());
    const bar = built(model);
    ownMove(model, bar);
    choose(bar, "A1");
    expect(bar.confirm.hidden).toBe(false);
    expect(model.sent).toEqual([]);
    expect(bar.cmd("seat").value).toBe("B1");
    bar.cmd("lose_no").fire("click");
    expect(model.sent).toEqual([]);
  });

  it("Yes sends the seat", () => {
    const model = fakeModel(chaos());
    const bar = built(model);
    ownMove(model, bar);
    choose(bar, "A1");
    const go = bar.cmd("seat_go");
    go.click = () => press(bar.bar, go);
    bar.cmd("lose_yes").fire("click");
    expect(model.sent).toEqual([{ cmd: "seat", value: "A1" }]);
  });

  it("no game at stake, or a table where the game goes on from the new seat: sent at once", () => {
    for (const more of [{}, { mode: "design" }, { can_reveal: true }]) {
      const model = fakeModel(chaos(more));
      const bar = built(model);
      if (Object.keys(more).length) ownMove(model, bar);
      choose(bar, "A1");
      expect(bar.confirm.hidden, JSON.stringify(more)).toBe(true);
      expect(model.sent).toEqual([{ cmd: "seat", value: "A1" }]);
    }
  });
});
