// CHAOS, newcomer review 18 (finding 5): a compass spin's lost step was a tiny mark, and the compass glyphs had no
// legend line saying what they mean. A short legend line now says it once (red arrow: where a spin sent a patient;
// grey arrow stopped by a bar: a lost step), in every language of the table, and the lost step's bar spans most of
// the cell it could not leave.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { paint } from "../paint.js";
import start from "../fixtures/chaos_start.json";

const LANGS = ["en", "ja", "zh", "zh-TW"];
const scene = (f, width) => layout({ ...f, ui: {} }, { width });

/** The start fixture in `lang` with A1's spin on `cell` toward `dir` (lost: it stayed). */
const spun = (lang, cell, dir, lost) => {
  const f = structuredClone(valid({ ...start, lang }));
  const tip = `The compass sends A1 ${dir}.`;
  f.view.time = { kind: "midnight", seat: "B2", turns_left: 1 };   // a spin's marks last while Midnight does (round 29at4)
  f.legal[0] = { ...f.legal[0], target: { ...f.legal[0].target, marks: [{ kind: "compass", cell, dir, seat: "A1", lost, tip }] } };
  return f;
};

describe("round 19aa finding 5: the compass's marks have a legend line", () => {
  for (const width of [390, 1280]) {
    for (const lang of LANGS) {
      it(`says what the arrow and the lost step's bar mean (${lang}, ${width})`, () => {
        const s = scene(spun(lang, [6, 3], "left", true), width);
        const key = s.items.filter((i) => i.label === "legend-compass");
        expect(key).toHaveLength(1);
        expect(key[0].text).not.toMatch(/legend_compass|\{/);
        expect(key[0].text.length).toBeGreaterThan(10);
        // its wrapped lines follow it, unlabelled, at its x: the whole line is read
        let end = s.items.indexOf(key[0]) + 1;
        while (s.items[end]?.type === "text" && s.items[end].label === undefined && s.items[end].x === key[0].x) end += 1;
        const said = s.items.slice(s.items.indexOf(key[0]), end).map((i) => i.text).join(" ");
        if (lang === "en") expect(said).toMatch(/lost step/);
      });
    }
  }

  it("has no legend line where no compass was spun", () => {
    const s = scene(structuredClone(valid({ ...start, lang: "en" })), 1280);
    expect(s.items.filter((i) => i.label === "legend-compass")).toEqual([]);
  });

  it("draws a lost step's bar across most of its cell, not a tiny mark", () => {
    const s = scene(spun("en", [6, 3], "left", true), 1280);
    const arrow = s.items.find((i) => i.type === "spinarrow");
    const pts = [];
    const ctx = new Proxy({}, { get: (o, k) => (k in o ? o[k] : k === "moveTo" || k === "lineTo" ? (x, y) => pts.push([k, x, y]) : () => {}),
                                set: (o, k, v) => { o[k] = v; return true; } });
    paint(ctx, { width: 2000, height: 2000, items: [arrow] });
    // the bar: a moveTo then a lineTo across the arrow's way (left: a vertical bar at the cell's edge)
    const bars = pts.map((p, i) => [p, pts[i + 1]]).filter(([a, b]) => a[0] === "moveTo" && b?.[0] === "lineTo"
      && Math.abs(a[1] - b[1]) < 1 && Math.abs(a[2] - b[2]) > 1);
    expect(bars.length).toBeGreaterThan(0);
    expect(Math.max(...bars.map(([a, b]) => Math.abs(a[2] - b[2])))).toBeGreaterThanOrEqual(arrow.cs * 0.6);
  });
});
