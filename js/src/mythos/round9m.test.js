// Issue 23, newcomer review 9 on the Mythos table (en 1280, ja phone 390x844).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import startF from "../fixtures/mythos_start.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, extra = {}, width = 930) => layout({ ...valid(withCatalog(f)), ...extra }, { width });
const mine = (f) => f.view.players.find((p) => p.seat === (f.seat ?? "p0"));
const withHand = (f, hand) => ({ ...f.view, players: f.view.players.map((p) => (p === mine(f) ? { ...p, hand, hand_count: hand.length } : p)) });
const handBoxes = (s) => s.items.filter((i) => /^hand-/.test(i.label ?? "") && i.type === "mcard");

/** Expect the hand's boxes to fill its first places row by row, with no empty place between two cards. */
function expectContiguous(boxes, what) {
  const xs = [...new Set(boxes.map((b) => b.x))].sort((a, b) => a - b);
  const ys = [...new Set(boxes.map((b) => b.y))].sort((a, b) => a - b);
  const step = xs.length > 1 ? xs[1] - xs[0] : 0;
  for (let k = 1; k < xs.length; k += 1) expect(xs[k] - xs[k - 1], `${what}: a hole between columns`).toBe(step);
  const sorted = [...boxes].sort((a, b) => a.y - b.y || a.x - b.x);
  const perRow = boxes.filter((b) => b.y === ys[0]).length;
  sorted.forEach((b, n) => {
    expect(b.x, `${what}: card ${n} in its packed place`).toBe(xs[0] + (n % perRow) * step);
    expect(b.y, `${what}: card ${n}'s row`).toBe(ys[Math.floor(n / perRow)]);
  });
}

describe("finding 1: the hand closes up after every play; a card back from Undo takes its sorted place", () => {
  for (const width of [390, 930]) {
    it(`${width} px: after plays the hand's boxes are contiguous and in the hand's order`, () => {
      const f = startF;
      const ui = {};
      const full = mine(f).hand;
      scene(f, { ui }, width);
      let hand = full;
      for (const j of [1, 4]) {
        hand = hand.filter((c) => c.inst !== full[j].inst);
        const s = scene(f, { view: withHand(f, hand), ui }, width);
        const boxes = handBoxes(s);
        expect(boxes.length).toBe(hand.length);
        expectContiguous(boxes, `${width}px after playing ${full[j].inst}`);
        const order = [...boxes].sort((a, b) => a.y - b.y || a.x - b.x).map((b) => b.label);
        expect(order).toEqual(hand.map((c) => `hand-${c.inst}`));
      }
      // Undo: the second card comes back; it stands second again, not in the first free place
      const back = full.filter((c) => c.inst !== full[4].inst);
      const s = scene(f, { view: withHand(f, back), ui }, width);
      const order = handBoxes(s).sort((a, b) => a.y - b.y || a.x - b.x).map((b) => b.label);
      expect(order).toEqual(back.map((c) => `hand-${c.inst}`));
      expectContiguous(handBoxes(s), `${width}px after Undo`);
    });
  }
});
