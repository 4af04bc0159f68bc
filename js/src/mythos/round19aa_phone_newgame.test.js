// Round 19aa, newcomer review 18 of Mythos (ja phone), finding 4: New game dealt anew unasked on a page reopened in the
// middle of a game (the page had no record of the reader's moves). The page keeps the step of the reader's first move
// of the deal in the browser (localStorage), so a reopened page asks as the page before would; a deal where only the
// bots moved still deals at once (issue 23 round 6 item 1), and so does a game taken back before the reader's move.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { built, ownMove, press } from "../ui/bar_support.js";
import { fakeModel, installFakeDocument } from "../ui/fake_dom.js";

let restore;
let stored;
beforeEach(() => {
  restore = installFakeDocument();
  stored = new Map();
  vi.stubGlobal("localStorage", { getItem: (k) => stored.get(k) ?? null, setItem: (k, v) => stored.set(k, String(v)),
                                  removeItem: (k) => stored.delete(k) });
});
afterEach(() => {
  vi.unstubAllGlobals();
  restore();
});

const traits = (more) => ({ game: "mythos", lang: "ja", seat: "p0", mode: "play", step: 5, history_len: 5,
                            undo_policy: "fair", deal: "9f9f0001", view: { game: "mythos", to_act: "p0" },
                            log_lines: [{ text: "You draw N'kai.", you: 1 }],
                            catalog_data: { seats: ["p0", "p1"], langs: ["en", "ja"] }, ...more });

/** Return the bar of a page (re)opened on `model`. */
const page = (model) => built(model);

describe("finding 4: New game asks on a page reopened mid-game", () => {
  it("the reader moved, the page is reopened later in the game: its New game asks, No keeps the game", () => {
    const before = fakeModel(traits());
    ownMove(before, page(before));                                    // the reader's move at step 5
    const model = fakeModel(traits({ step: 31, history_len: 31 }));   // the same deal, reopened 25 steps on
    const { bar, cmd, confirm } = page(model);
    press(bar, cmd("restart"));
    expect(model.sent).toEqual([]);
    expect(confirm.hidden).toBe(false);
    cmd("lose_no").fire("click");
    expect(model.sent).toEqual([]);
  });

  it("only the bots moved, another deal, or the game over: it deals at once", () => {
    for (const more of [{}, { deal: "0000aaaa", step: 31 }, { step: 31, view: { game: "mythos", result: { winner: "p1" } } }]) {
      if (Object.keys(more).length) stored.set("cthulhu-widgets:moved:9f9f0001", "5");
      const model = fakeModel(traits(more));
      const { bar, cmd } = page(model);
      press(bar, cmd("restart"));
      expect(model.sent, JSON.stringify(more)).toEqual([{ cmd: "restart" }]);
    }
  });

  it("reopened before the reader's first move (taken back): it deals at once and forgets the record", () => {
    stored.set("cthulhu-widgets:moved:9f9f0001", "5");
    const model = fakeModel(traits({ step: 5 }));
    const { bar, cmd } = page(model);
    press(bar, cmd("restart"));
    expect(model.sent).toEqual([{ cmd: "restart" }]);
    expect(stored.has("cthulhu-widgets:moved:9f9f0001")).toBe(false);
  });
});
