// Review 29 (chaos_ja 8, 048→049): New game threw the running game away at once (the reader had not moved yet, the bots
// had), while Learn to play asked. New game asks the same way: a game under way or a dealt hand looked at; a finished
// game, the course's own deal and a page just opened deal anew at once.
import { describe, expect, it, vi } from "vitest";
import { built, fakePageAndDate, press } from "./bar_support.js";
import { LOOKED_MS } from "./toolbar.js";
import { fakeModel } from "./fake_dom.js";

fakePageAndDate();

const table = (more) => ({ game: "chaos", lang: "ja", seat: "A1", mode: "play", step: 0, history_len: 0,
                           undo_policy: "keep", deal: "d1", catalog_data: {},
                           view: { game: "chaos", to_act: "A1" }, ...more });
const pressNew = (b, model) => {
  const button = b.cmd("restart");
  button.click = () => press(b.bar, button);   // as the browser does: the bar's capture listener, then the button's
  press(b.bar, button);
  return model.sent.map((m) => m.cmd);
};

describe("chaos_ja 8: New game asks as Learn to play does", () => {
  it("the bots' turns played, the reader's hand read: it asks, then deals at Yes", () => {
    const model = fakeModel(table({ step: 6, view: { game: "chaos", to_act: "A1", round: 2 } }));
    const b = built(model);
    vi.advanceTimersByTime(LOOKED_MS);
    expect(pressNew(b, model)).not.toContain("restart");
    expect(b.confirm.hidden).toBe(false);
    b.cmd("lose_yes").fire("click");
    expect(model.sent.map((m) => m.cmd)).toContain("restart");
  });

  it("a finished game deals at once", () => {
    const model = fakeModel(table({ step: 9, view: { game: "chaos", result: { outcome: "A" } } }));
    const b = built(model);
    vi.advanceTimersByTime(LOOKED_MS);
    expect(pressNew(b, model)).toContain("restart");
    expect(b.confirm.hidden).toBe(true);
  });
});
