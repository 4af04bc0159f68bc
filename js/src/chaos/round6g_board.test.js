// Issue 23, round G (CHAOS), newcomer review 6: the board warns before a move that hurts.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";
import { BOARD_PAINTERS } from "./paint_board.js";

/** A1 (patient) may move to a7, where its Checkup found a bomb (the frame marks that move `danger`), or to b8. */
const bombAhead = () => {
  const f = structuredClone(valid(start));
  f.view.checked = [{ cell: [7, 1], bomb: true }];
  f.legal[0] = { ...f.legal[0], target: { ...f.legal[0].target, danger: 1 }, text: "⚠ a7: a bomb you found: you go back to your spawn. Move to a7." };
  return f;
};

/** A canvas context that records each stroke and fill colour and each text drawn. */
const recorder = () => {
  const seen = { strokes: [], fills: [], texts: [] };
  const ctx = new Proxy({}, {
    get: (o, k) => (k in o ? o[k] : k === "fillText" ? (s) => seen.texts.push(s) : k === "stroke" || k === "strokeRect"
      ? () => seen.strokes.push(o.strokeStyle) : k === "fill" || k === "fillRect" ? () => seen.fills.push(o.fillStyle) : () => {}),
    set: (o, k, v) => { o[k] = v; return true; },
  });
  return { ctx, seen };
};

describe("finding 3: a move onto a known bomb is drawn as dangerous (review 6: a × cell stayed a gold target)", () => {
  for (const width of [1280, 390]) {
    it(`the bomb cell is red with a warning sign and the safe cell stays gold, at ${width} px`, () => {
      const items = layout({ ...bombAhead(), ui: {} }, { width }).items;
      const bomb = items.find((i) => i.label === "cell-7-1");
      const safe = items.find((i) => i.label === "cell-8-2");
      expect(bomb.highlight && bomb.danger).toBe(true);
      expect(safe.danger).toBe(false);
      const red = recorder();
      BOARD_PAINTERS.cell(red.ctx, bomb);
      expect(red.seen.strokes).toContain("#e0503c");
      expect(red.seen.texts).toContain("!");
      const gold = recorder();
      BOARD_PAINTERS.cell(gold.ctx, { ...safe, mark: "move" });
      expect(gold.seen.strokes).not.toContain("#e0503c");
    });
  }
});

describe("finding 2: a bomb's blast and a compass reading are drawn on the board (review 6: nothing showed)", () => {
  const marked = () => {
    const f = structuredClone(valid(start));
    f.view.time = { kind: "midnight", seat: "B2", turns_left: 1 };   // a spin's marks last while Midnight does (round 29at4)
    f.legal[0] = { ...f.legal[0], target: { ...f.legal[0].target, marks: [
      { kind: "blast", cell: [6, 1], seat: "A1", tip: "You step on a bomb at a6: back to the spawn." },
      { kind: "compass", cell: [8, 1], dir: "up", seat: "A1", lost: false, tip: "The compass sends you up." }] } };
    return f;
  };
  for (const width of [1280, 390]) {
    it(`a burst on a6 and a needle on a8 pointing up, each with its sentence, at ${width} px`, () => {
      const items = layout({ ...marked(), ui: {} }, { width }).items;
      const blast = items.find((i) => i.type === "blast");
      const needle = items.find((i) => i.type === "compass" && !i.spin);
      const cell = (r, c) => items.find((i) => i.label === `cell-${r}-${c}`);
      expect([blast.x, blast.y]).toEqual([cell(6, 1).x, cell(6, 1).y]);
      // inside a8 (its own quarter beside its patient since review 9, finding 1)
      const c = cell(8, 1);
      expect([needle.x >= c.x, needle.y >= c.y, needle.x + needle.w <= c.x + c.w, needle.y + needle.h <= c.y + c.h,
              needle.dir]).toEqual([true, true, true, true, "up"]);
      expect(blast.tip).toContain("a6");
      // over the piece; or, as a spin shows only at Midnight (round 29at4), left under it for Midnight's own rose on
      // that cell, its way then drawn by the spin's arrow
      if (needle.under) expect(items.find((i) => i.type === "spinarrow")?.dir).toBe("up");
      else expect(items.indexOf(needle)).toBeGreaterThan(items.findIndex((i) => i.label === "piece-A1"));
      const red = recorder();
      BOARD_PAINTERS.blast(red.ctx, blast);
      BOARD_PAINTERS.compass(red.ctx, { ...needle, under: false });   // its needle, red, wherever drawn
      expect(red.seen.fills).toContain("#e0503c");
    });
  }
});
