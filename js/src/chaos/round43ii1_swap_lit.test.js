// Review 39, chaos_en 9 (shots 196-197) / chaos_ja 3 (140-141): stepping onto an adjacent enemy's cell (a role swap,
// CH-SWAP-1) is a legal move, but it was not lit like the other moves: a free move cell shows a gold frame, the
// piece's cell only thin corners under a tiny ⇄ badge (the frame under the piece is hidden by it). Every legal move
// cell now shows the same gold frame over whatever stands on it; the ⇄ badge stays.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { paint } from "../paint.js";
import start from "../fixtures/chaos_start.json";

/** A2 (a ghost) to act on b8, the enemy patient B1 on b7 (a swap) and a free cell beside: both legal steps. */
function scene(width) {
  const f = structuredClone(start);
  Object.assign(f, { lang: "en", seat: "A2" });
  Object.assign(f.view, { seat: "A2", to_act: "A2" });
  f.view.pieces = f.view.pieces.map((p) => (p.seat === "B1" ? { ...p, cell: [7, 2] } : p));
  f.legal = [{ id: "move col=2 row=7", kind: "move", target: { cell: [7, 2] }, text: "Move" },
             { id: "move col=3 row=8", kind: "move", target: { cell: [8, 3] }, text: "Move" }];
  return layout({ ...valid(f), ui: {} }, { width });
}

/** Return the gold frames (strokeRect with its style) and the text painting `items` draws. */
function frames(items) {
  const rects = [];
  const texts = [];
  const target = {};
  const ctx = new Proxy(target, {
    get(t, prop) {
      if (prop === "strokeRect") return (x, y, w, h) => rects.push({ x, y, w, h, style: t.strokeStyle, lw: t.lineWidth });
      if (prop === "fillText") return (s) => texts.push(String(s));
      if (prop === "measureText") return (s) => ({ width: String(s).length * 6 });
      return prop in t ? t[prop] : () => {};
    },
    set(t, prop, value) { t[prop] = value; return true; },
  });
  paint(ctx, { width: 2000, height: 2000, items });
  return { rects, texts };
}

describe("chaos_en 9 / chaos_ja 3: the swap cell is lit like every other move", () => {
  for (const width of [1280, 390]) {
    it(`${width}: the aim over B1 draws the free move's gold frame, and the ⇄ badge`, () => {
      const s = scene(width);
      const free = s.items.find((i) => i.label === "cell-8-3");
      const want = frames([free]).rects.find((r) => r.lw === 2);
      expect(want).toBeDefined();
      const aim = s.items.find((i) => i.label === "aim-7-2");
      const cell = s.items.find((i) => i.label === "cell-7-2");
      const got = frames([aim]);
      expect(got.rects).toContainEqual({ ...want, x: cell.x + 3, y: cell.y + 3, w: cell.w - 6, h: cell.h - 6 });
      expect(got.texts).toContain("⇄");
    });
  }
});
