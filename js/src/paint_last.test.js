// The last action's outline (paint.js): close around what it touched, so it neither cuts through the label over a
// Mythos card nor lies over the next chip (newcomer review 11, Mythos desk 310 "Tablets" over "Rifle +3", phone 009).
import { describe, expect, it } from "vitest";
import { LAST_COLOUR, paint } from "./paint.js";

/** Return the points of the paths stroked in LAST_COLOUR when `items` are painted. */
function lastPoints(items) {
  const points = [];
  let path = [];
  const ctx = new Proxy({}, {
    get(target, prop) {
      if (prop in target) return target[prop];
      if (prop === "measureText") return (t) => ({ width: String(t).length * 6 });
      if (prop === "beginPath") return () => { path = []; };
      if (prop === "moveTo" || prop === "arcTo") return (...xy) => { path.push(xy); };
      if (prop === "stroke") return () => { if (target.strokeStyle === LAST_COLOUR) points.push(...path); };
      return () => {};
    },
    set(target, prop, value) { target[prop] = value; return true; },
  });
  paint(ctx, { width: 400, height: 300, items });
  return points;
}

describe("the last action's outline", () => {
  it("lies within 2 px of a card, a chip or a tab (it was 6 px out)", () => {
    for (const type of ["card", "chip", "rect"]) {
      const item = { type, id: null, x: 100, y: 80, w: 60, h: 40, last: true, text: "x", fill: "#000", colour: "#fff" };
      const xs = lastPoints([item]).flatMap(([x1, , x2]) => [x1, x2].filter((v) => v !== undefined));
      expect(xs.length).toBeGreaterThan(0);
      expect(Math.min(...xs)).toBeGreaterThanOrEqual(item.x - 2);
      expect(Math.max(...xs)).toBeLessThanOrEqual(item.x + item.w + 2);
    }
  });

  it("leaves a card marked new alone: its solid tag says it, a dashed frame read as unplayable (review 13, Mythos phone)", () => {
    const card = { type: "card", id: null, x: 100, y: 80, w: 60, h: 40, last: true, fresh: "new", text: "x", fill: "#000" };
    expect(lastPoints([card])).toEqual([]);
    expect(lastPoints([{ ...card, fresh: undefined }]).length).toBeGreaterThan(0);
  });

  it("stays inside a board cell's square", () => {
    const cell = { type: "cell", id: null, x: 10, y: 10, w: 50, h: 50, last: true, fill: "#000" };
    const xs = lastPoints([cell]).flatMap(([x1, , x2]) => [x1, x2].filter((v) => v !== undefined));
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(cell.x);
    expect(Math.max(...xs)).toBeLessThanOrEqual(cell.x + cell.w);
  });
});
