// CHAOS, newcomer review 17 (round X, fixer X3): the big moments on the board (en desk, ja phone).
import { describe, expect, it } from "vitest";
import start from "../fixtures/chaos_start.json";
import { LANGS, banners, frame, scene, swapped } from "./swap_frames.js";


describe("finding 1 (CH-SWAP-1): a role swap draws a short banner over the board with what the new role may do", () => {
  for (const lang of LANGS) {
    it(lang, () => {
      const ui = { now: 1000 };
      expect(banners(scene(frame(lang), 1280, ui))).toEqual([]);        // the start: no swap yet
      const s = scene(frame(lang, swapped), 1280, ui);
      const said = banners(s).find((i) => i.type === "text");
      expect(said, "no banner after the swap").toBeTruthy();
      const ghost = s.items.find((i) => i.label === "swap-banner");
      // over the board, in the table's language, naming the role and what a ghost may do
      const words = start.catalog.ui[lang] ?? start.catalog.ui.en;
      expect(said.text).toContain(words.ghost);
      expect(said.text.length).toBeGreaterThan(words.ghost.length + 10);
      const cells = s.items.filter((i) => i.type === "cell");
      const top = Math.min(...cells.map((c) => c.y));
      expect(ghost.y).toBeGreaterThanOrEqual(top);
      // it blocks no click: no id, and what a click at its middle presses is what it pressed before
      for (const b of banners(s)) expect(b.id).toBeUndefined();
      // the same moment laid out again keeps it (a hover), a few seconds later it is gone
      expect(banners(scene(frame(lang, swapped), 1280, ui)).length).toBeGreaterThan(0);
      ui.now = 1000 + 6000;
      expect(banners(scene(frame(lang, swapped), 1280, ui))).toEqual([]);
    });
  }

  it("is gone at the next move, and the partner's swap is told too (CH-SWAP-4)", () => {
    const ui = { now: 0 };
    scene(frame("en"), 1280, ui);
    expect(banners(scene(frame("en", swapped), 1280, ui)).length).toBeGreaterThan(0);
    const moved = frame("en", (v) => { swapped(v); v.phase = "extra"; v.hands.A1.count += 1; });
    expect(banners(scene(moved, 1280, ui))).toEqual([]);
    // A2 (the reader's partner, a ghost) becomes a patient
    const partner = frame("en", (v) => { v.pieces = v.pieces.map((p) => (p.seat === "A2" ? { ...p, role: "patient" } : p)); });
    const ui2 = { now: 0 };
    scene(frame("en"), 1280, ui2);
    const said = banners(scene(partner, 1280, ui2)).find((i) => i.type === "text");
    expect(said?.text).toContain("A2");
  });
});

describe("finding 2 (CH-P2): a later Checkup of a cell renews its mark on the board", () => {
  const mark = (s) => s.items.find((i) => i.label === "check-5,5");
  const at = (round, turn, check) => frame("en", (v) => { v.round = round; v.turn = turn; v.checked = [check]; });
  it("shows the round of the latest Checkup, fresh in the turn it was made", () => {
    const ui = {};
    const old = mark(scene(at(3, 9, { cell: [5, 5], bomb: false, round: 1, turn: 0 }), 1280, ui));
    expect(old.when).toContain("1");
    expect(old.stale).toBe(true);
    const renewed = mark(scene(at(3, 9, { cell: [5, 5], bomb: false, round: 3, turn: 9 }), 1280, ui));
    expect(renewed.when).toContain("3");
    expect(renewed.stale).toBe(false);
    // a turn later it greys again, still saying round 3
    const later = mark(scene(at(3, 10, { cell: [5, 5], bomb: false, round: 3, turn: 9 }), 1280, ui));
    expect([later.when.includes("3"), later.stale]).toEqual([true, true]);
  });
});
