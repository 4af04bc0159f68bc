// Round 19aa, newcomer review 18, finding 5: the replay had no jump by round (a long game only stepped one by one or by
// the slider). Its bar has "◀ round" and "round ▶", from the rounds its frames hold: Mythos and CHAOS views count
// rounds, Letter's count turns.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { roundJump, roundLabel, roundStarts } from "./frames.js";
import { installFakeDocument, allElements } from "../ui/fake_dom.js";

const frames = (rounds) => rounds.map((round) => ({ view: { round } }));

describe("finding 5: the replay jumps by round", () => {
  it("finds each round's first step (Mythos/CHAOS round, Letter turn) and jumps back and forth", () => {
    const starts = roundStarts(frames([1, 1, 1, 2, 2, 3, 3, 3]));
    expect(starts).toEqual([{ step: 0, round: 1 }, { step: 3, round: 2 }, { step: 5, round: 3 }]);
    expect(roundJump(starts, 0, 1)).toBe(3);
    expect(roundJump(starts, 4, 1)).toBe(5);
    expect(roundJump(starts, 5, 1)).toBe(null);
    expect(roundJump(starts, 4, -1)).toBe(3);   // to its round's start
    expect(roundJump(starts, 3, -1)).toBe(0);   // already there: the round before
    expect(roundLabel(starts, 4)).toBe("round 2 / 3");
    const letter = roundStarts([1, 1, 2, 3].map((turn) => ({ view: { turn } })));
    expect(letter.map((s) => s.step)).toEqual([0, 2, 3]);
  });

  describe("the replay page", () => {
    let restore;
    beforeEach(() => { restore = installFakeDocument(); });
    afterEach(() => restore());

    it("has ◀ round / round ▶ buttons that move the scrubber to a round's start", async () => {
      const { roundButtons } = await import("./main.js");
      const bar = document.createElement("div");
      let at = 4;
      const starts = roundStarts(frames([1, 1, 1, 2, 2, 3, 3, 3]));
      const b = roundButtons(bar, starts, { seek: (i) => { at = i; }, index: () => at });
      const nodes = allElements(bar);
      expect(nodes.map((n) => n.textContent)).toEqual(expect.arrayContaining(["◀ round", "round ▶"]));
      b.next.fire("click");
      expect(at).toBe(5);
      b.prev.fire("click");
      expect(at).toBe(3);
      b.prev.fire("click");
      expect(at).toBe(0);
      expect(b.prev.disabled).toBe(true);   // the first round: nothing before it
    });
  });
});
