// CHAOS, review 28 (round AT, fixer AT4), chaos_ja 5 and room_zh 5: the numbered move markers ①②③ were never
// explained. Each marker now has its one-line reading on hover or tap: "② B1's move: 2 of 3 since your turn" (the
// catalog's trail_tip, legend_words.py); the help's legend has its row (tests/test_chaos_round29at4_legend.py).
import { describe, expect, it } from "vitest";
import { layTrail } from "./trail.js";

const words = (k, v) => (k === "trail_tip" ? `${v.mark} ${v.seat}'s move: ${v.n} of ${v.of} since your turn` : k);

describe("chaos_ja 5: a numbered marker says what it is", () => {
  it("each marker's item carries its reading, with its number and its seat", () => {
    const t = { items: [], pieces: [{ seat: "B1", team: "B" }, { seat: "A2", team: "A" }], w: words };
    layTrail(t, { bx: 0, by: 0, cs: 50 }, [{ seat: "A2", cells: [[8, 2], [8, 1]], kind: "step", n: 1, of: 2 },
                                           { seat: "B1", cells: [[3, 2], [4, 2]], kind: "step", n: 2, of: 2 }]);
    const tips = t.items.filter((i) => i.type === "trail").map((i) => i.tip);
    expect(tips).toEqual(["① A2's move: 1 of 2 since your turn", "② B1's move: 2 of 2 since your turn"]);
  });

  it("a catalog without the words gives no tip rather than its key", () => {
    const t = { items: [], pieces: [{ seat: "B1", team: "B" }], w: (k) => k };
    layTrail(t, { bx: 0, by: 0, cs: 50 }, [{ seat: "B1", cells: [[3, 2], [4, 2]], kind: "step", n: 1, of: 1 }]);
    expect(t.items[0].tip).toBeUndefined();
  });
});
