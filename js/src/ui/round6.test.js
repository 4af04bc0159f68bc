// Issue 23 round 6 (newcomer findings on the shared page): "Lose this game?" only once the reader has moved.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { built, ownMove, press } from "./bar_support.js";
import { fakeModel, installFakeDocument } from "./fake_dom.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

// A Mythos table where the bots played first: the story tells of "you" (the deal's draws, a bot's card), not a move.
const traits = (more) => ({ game: "mythos", lang: "en", seat: "p1", mode: "play", step: 6, history_len: 6,
                            undo_policy: "fair", deal: "1a2b3c4d", view: { game: "mythos", to_act: "p1" },
                            log_lines: [{ text: "You draw N'kai.", you: 1 }, { text: "Player 1 attacks you.", you: 1 }],
                            catalog_data: { seats: ["p0", "p1"], langs: ["en", "ja"] }, ...more });
const storyOf = (lines) => {                   // the page's story, as ui/story.js draws the lines
  const el = (you) => ({ classList: { contains: (c) => c === "cw-line" || (you && c === "cw-you") } });
  return { closest: () => ({ querySelectorAll: () => lines.map((l) => el(l.you)) }) };
};

describe("issue 23 round 6 item 1: 'Lose this game?' waits for the reader's own first move", () => {
  it("bots moved only (lines about 'you' in the story): New game deals at once, no question", () => {
    const model = fakeModel(traits());
    const { bar, cmd, confirm } = built(model);
    bar.closest = storyOf(model.get("log_lines")).closest;
    press(bar, cmd("restart"));
    expect(confirm.hidden).toBe(true);
    expect(model.sent).toEqual([{ cmd: "restart" }]);
  });

  it("the reader moved: New game asks; undone back before the move or a new deal, it asks no more", () => {
    const model = fakeModel(traits());
    const parts = built(model);
    ownMove(model, parts);
    press(parts.bar, parts.cmd("restart"));
    expect(parts.confirm.hidden).toBe(false);
    expect(model.sent).toEqual([]);
    parts.cmd("lose_no").fire("click");
    model.set("step", 6);                                      // undo: the reader's move is gone
    parts.toolbar.update({ autoplay: false });
    press(parts.bar, parts.cmd("restart"));
    expect(model.sent).toEqual([{ cmd: "restart" }]);
    ownMove(model, parts);
    model.set("deal", "ffff0000");                             // another deal (Play this seed, a room's rematch)
    model.set("step", 9);
    press(parts.bar, parts.cmd("restart"));
    expect(model.sent).toEqual([{ cmd: "restart" }]);
  });
});
