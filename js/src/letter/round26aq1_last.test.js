// Newcomer review 25 (round AQ, fixer AQ1), letter_en 9: a freshly drawn card's cyan "last moved" frame hid its yellow
// "playable" glow, so the reader could not tell it was playable (086, 070). A Letter card or pile that glows and was
// just moved shows both: the cyan frame inside the card's edge, the gold ring outside it, neither over the other.
import { describe, expect, it } from "vitest";
import { LAST_COLOUR, paint } from "../paint.js";
import { C } from "../draw.js";

/** Return the x's of the paths stroked in each colour when `items` are painted ({colour: [x...]}). */
function strokes(items) {
  const out = {};
  let path = [];
  const ctx = new Proxy({}, {
    get(target, prop) {
      if (prop in target) return target[prop];
      if (prop === "measureText") return (t) => ({ width: String(t).length * 6 });
      if (prop === "beginPath") return () => { path = []; };
      if (prop === "moveTo" || prop === "arcTo") return (...xy) => { path.push(xy[0]); };
      if (prop === "stroke") return () => { (out[target.strokeStyle] ??= []).push(...path); };
      return () => {};
    },
    set(target, prop, value) { target[prop] = value; return true; },
  });
  paint(ctx, { width: 400, height: 300, items });
  return out;
}

describe("a glowing card just drawn shows its glow and its last-moved frame", () => {
  for (const type of ["card", "pile"]) {
    it(`${type}: the cyan frame and the gold ring do not overlap`, () => {
      const item = { type, id: "select:0", x: 100, y: 80, w: 60, h: 84, last: true, highlight: true, count: 3,
                     face: { id: "cats_of_ulthar", value: 2, name: "Cats of Ulthar" } };
      const got = strokes([item]);
      const gold = Math.min(...got[C.gold]);
      const cyan = Math.min(...got[LAST_COLOUR]);
      // each is 3 px wide: the cyan's outer edge clear of the gold's inner edge, both in the card's reach
      expect(cyan - 1.5).toBeGreaterThanOrEqual(gold + 1.5);
      expect(cyan).toBeLessThan(item.x + 8);
    });
  }
});
