// Round AS, fixer AS3 (review 27, chaos_ja 1, 082: the reader's patient sat at a4, then on the bots' turn at a8, and
// the board showed nothing of it): while the reader waits, its own piece moved by others (sent back to its spawn,
// pushed, rolled) is drawn on the board at once, a ring where it stands now, and no other piece's way (those are drawn
// at its turn, as before).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

/** chaos_start as A1 sees it: its turn (`acting`) or B1's, A1 at `cell`, B1 at `b1`. */
function frame(acting, cell, b1 = [1, 8]) {
  const f = structuredClone(start);
  const at = { A1: cell, B1: b1 };
  f.view.pieces = f.view.pieces.map((p) => (at[p.seat] ? { ...p, cell: at[p.seat] } : p));
  if (!acting) Object.assign(f, { legal: [] }, { view: { ...f.view, to_act: "B1", turn: 2 } });
  return { ...valid(f), ui: f.ui };
}

const trails = (s) => s.items.filter((i) => i.type === "trail").map((i) => [i.seat, i.kind]);

describe("review 27: the reader's own piece moved by others is drawn while it waits", () => {
  it("a return to the spawn on the bots' turn: a ring on the reader's piece at once; others' ways wait", () => {
    const ui = {};
    layout({ ...frame(true, [4, 1]), ui }, { width: 390 });
    layout({ ...frame(false, [4, 1]), ui }, { width: 390 });
    const moved = layout({ ...frame(false, [4, 1], [1, 7]), ui }, { width: 390 });
    expect(trails(moved)).toEqual([]);                       // B1's step: told at the reader's turn, as before
    const back = layout({ ...frame(false, [8, 1], [1, 7]), ui }, { width: 390 });
    expect(trails(back)).toEqual([["A1", "back"]]);
  });
});
