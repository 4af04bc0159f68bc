// Review 33 (room_en 9, 204 and 212; chaos_en 10; chaos_ja 7): marks on the board lay on each other. Two enemies'
// "?" hidden-bomb badges overlapped in the board's top-left corner, the second cut at the page's edge; a Checkup's
// "r10 ✓" (no bomb in round 10) sat over the bomb the reader's own Mischief planted there since. A mark never covers
// another: the hidden bombs of every enemy are one badge, and a cell with a bomb in sight shows the bomb, not an
// older ✓ that it contradicts.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

/** The start fixture laid out at `width` with `change` made to its view. */
function scene(change, width = 1280) {
  const f = structuredClone(start);
  change(f.view);
  return layout({ ...valid(f), ui: {} }, { width });
}
const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe("hidden bombs of two enemies: one badge, whole on the page", () => {
  for (const width of [1280, 390]) {
    it(`at ${width} px one badge names both planters`, () => {
      const s = scene((v) => {
        v.pieces = v.pieces.map((p) => (p.team === "B" ? { ...p, hidden_bombs: { n: 2, until: "round_end" } } : p));
      }, width);
      const badges = s.items.filter((i) => i.type === "hiddenbombs");
      expect(badges).toHaveLength(1);
      expect(badges[0].tip).toMatch(/B1/);
      expect(badges[0].tip).toMatch(/B2/);
      expect(badges[0].x).toBeGreaterThanOrEqual(0);
    });
  }
});

describe("a cell with a bomb in sight shows the bomb, not an older ✓", () => {
  it("the reader's temporary bomb at a4 over its round-10 ✓: the ✓ goes, the bomb stays", () => {
    const s = scene((v) => {
      v.round = 16;
      v.checked = [{ cell: [4, 1], bomb: false, round: 10, turn: 40 }, { cell: [6, 1], bomb: false, round: 10, turn: 40 }];
      v.bombs = [{ cell: [4, 1], temporary: true, planter: "A1" }];
    });
    const bomb = s.items.find((i) => i.type === "bomb");
    const checks = s.items.filter((i) => i.type === "check");
    expect(checks.map((c) => c.cell)).toEqual([[6, 1]]);   // a6's ✓ stays: nothing else lies there
    expect(checks.some((c) => overlap(c, bomb))).toBe(false);
  });
});
