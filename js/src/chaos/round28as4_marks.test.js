// CHAOS, review 27 (round AS, fixer AS4), chaos_en 7 (073, 081, 094): the Story and the legend call the marks in
// doubt amber, so every "✓?" and "✗?" the board draws is amber, also the small one in a quarter of a crowded cell
// (crowd.js) that was drawn grey.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { paint } from "../paint.js";
import { recordingContext } from "../text_record.js";
import start from "../fixtures/chaos_start.json";

const scene = (checked) => layout({ ...valid({ ...structuredClone(start),
  view: { ...structuredClone(start.view), checked } }), ui: {} }, { width: 930 });

/** The ink (fillStyle) of each word an item draws. */
function inks(item) {
  const { ctx: rec } = recordingContext();
  const out = [];
  const ctx = new Proxy({}, {
    get: (_, prop) => (prop === "fillText" ? (...a) => { out.push([a[0], rec.fillStyle]); rec.fillText(...a); } : rec[prop]),
    set: (_, prop, value) => { rec[prop] = value; return true; },
  });
  paint(ctx, { width: 2000, height: 2000, items: [item] });
  return out;
}

describe("chaos_en 7: marks in doubt are amber, as the words say", () => {
  it("a ✓? and a ✗? in a cell's quarter are drawn amber, not grey", () => {
    for (const bomb of [false, true]) {
      const full = scene([{ cell: [7, 1], bomb, round: 2, doubt: true }]).items.find((i) => i.label === "check-7,1");
      expect(full.doubt).toBe(true);
      const tag = { ...full, w: full.w / 2, h: full.h / 2, quarter: 1 };
      const drawn = inks(tag).filter(([text]) => text.includes("?"));
      expect(drawn.length, JSON.stringify(tag)).toBeGreaterThan(0);
      for (const [text, ink] of drawn) expect(String(ink).toLowerCase(), text).toMatch(/#(ffd27a|ffb89a)/);
    }
  });
});
