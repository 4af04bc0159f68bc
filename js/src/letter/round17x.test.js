// The Letter table, round X (newcomer review 17: a 390×844 phone by touch; the desk at 1280×800 kept).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { letterZoom } from "./layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/letter_start.json";

const at = (s, label) => s.items.find((i) => i.label === label);
const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const GAP = 16;   // px between the tapped item and its text at most: next to it
const DISCARD = [{ id: "elder_sign", value: 4, insane: false }, { id: "investigators", value: 1, insane: false },
                 { id: "silver_key", value: 7, insane: false }];

/** Return the box around the items of `s` that open `key` (the clue stack: its title and its pile). */
function keyed(s, input, key) {
  const { zoomKey } = letterZoom({ ...input, ui: {} });
  const items = s.items.filter((i) => i.type !== "mzoom" && zoomKey(i) === key);
  const top = Math.min(...items.map((i) => i.y));
  return { x: Math.min(...items.map((i) => i.x)), y: top, w: 1, h: Math.max(...items.map((i) => i.y + (i.h || i.size))) - top };
}

/** Return how far the box `z` lies from `a` (under it or over it), or Infinity when it lies on it. */
function apart(z, a) {
  if (z.y >= a.y + a.h) return z.y - (a.y + a.h);
  if (z.y + z.h <= a.y) return a.y - (z.y + z.h);
  return Infinity;
}

describe("finding 1: on a phone a tapped item's text opens next to it, inside the window, not at the page's foot", () => {
  for (const lang of ["en", "zh", "ja"]) {
    const input = valid({ ...start, lang, view: { ...start.view, opponent_discard: DISCARD } });
    const plain = layout({ ...input, ui: { touch: true } }, { width: 390 });
    for (const key of ["clue-stack", "cthulhu", "silver_key", "insanity", "out-of-play"]) {
      const spot = keyed(plain, input, key);
      // the window (844 less the page's bar, scene px): at the page's top, and scrolled to the item's row
      const bands = [{ top: 0, bottom: 764 }, { top: Math.max(0, spot.y - 300), bottom: Math.max(0, spot.y - 300) + 764 }];
      for (const visible of bands.filter((b, k) => b.top <= spot.y && spot.y + spot.h <= b.bottom
                                              && (k === 0 || b.top > 0))) {
        it(`${lang}: ${key} tapped in ${visible.top}–${visible.bottom}: its box by it, in sight, with its ✕`, () => {
          const s = layout({ ...input, ui: { touch: true, visible, selected: `zoom:${key}` } }, { width: 390 });
          const z = at(s, "zoom");
          expect(apart(z, spot)).toBeLessThanOrEqual(GAP);
          expect(z.y).toBeGreaterThanOrEqual(visible.top);
          expect(z.y + z.h).toBeLessThanOrEqual(visible.bottom);
          expect(s.height).toBe(s.fitHeight);   // the table as tall: nothing moves, nothing rescales
          expect(s.items.some((i) => i.id === "select:none" && overlaps(i, z))).toBe(true);
          expect(at(s, "hand-0").y).toBe(at(plain, "hand-0").y);
        });
      }
    }
  }
});
