// CHAOS, newcomer review 15 (round U): the table on a 390×844 phone (ja) and a 1280×800 desk, what a newcomer could
// not follow: the compass's way, spawns read as pieces, a squeezed header, overlaps, the pick's header, Checkup's way back.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { paint } from "../paint.js";
import { recordingContext } from "../text_record.js";
import { coachPlace } from "../ui/coach.js";
import frames from "./round15s_frames.js";
import pick from "../fixtures/chaos_pick.json";
import cards from "../fixtures/chaos_cards.json";
import start from "../fixtures/chaos_start.json";

const LANGS = ["en", "ja", "zh"];
const scene = (f, width, ui = {}) => layout({ ...valid(f), ui }, { width });
const wordsOf = (f) => ({ ...f.catalog.ui.en, ...f.catalog.ui[f.lang] });

/** Return what an item draws (its painter, recorded): [{text, size, bold, squeeze, …}]. */
function drawnBy(item) {
  const { ctx, drawn } = recordingContext();
  paint(ctx, { width: 2000, height: 2000, items: [item] });
  return drawn;
}

/** The pick fixture in `lang` for `purpose` (checkup, plant, relocate), `picked` cells chosen of `need`. */
function picking(lang, purpose, picked = [], need = 2) {
  const f = structuredClone({ ...pick, lang });
  f.view.prompt = { kind: "pick", purpose, picked, need };
  return f;
}

describe("finding 5: while cells are picked the header says what for and how many, not 'Your move'", () => {
  for (const lang of LANGS) {
    for (const [purpose, card] of [["plant", "mischief"], ["relocate", "mischief"], ["checkup", "checkup"]]) {
      it(`${purpose}, ${lang}, 390 and 1280`, () => {
        for (const width of [390, 1280]) {
          const f = picking(lang, purpose, [[3, 3]], 2);
          const words = wordsOf(f);
          const name = f.catalog.functions[card][lang] ?? f.catalog.functions[card].en;
          const status = scene(f, width).items.find((i) => i.label === "status").text;
          expect(status).not.toContain(words.you);
          expect(status).toContain(words.pick.replace("{purpose}", name.split("|")[0]).replace("{n}", "1"));
        }
      });
    }
  }
});

/** Every CHAOS view recorded for review 14's frames, and the fixtures of each phase, in `lang`. */
function views(lang) {
  const out = [];
  const walk = (o, path) => {
    if (!o || typeof o !== "object") return;
    if (o.view?.game === "chaos") out.push([path, { ...o, lang }]);
    else for (const [k, v] of Object.entries(o)) walk(v, `${path}/${k}`);
  };
  walk(frames, "frames");
  walk({ pick, cards, start }, "fixtures");
  return out;
}

describe("finding 3: a phone's header is drawn at its full size, never condensed under it", () => {
  for (const lang of LANGS) {
    for (const width of [348, 362, 390]) {
      it(`${lang}, ${width}: every frame's status line`, () => {
        for (const [path, f] of views(lang)) {
          const s = scene(f, width, { touch: true });
          for (const line of s.items.filter((i) => /^status/.test(i.label ?? ""))) {
            for (const d of drawnBy(line)) {
              expect(d.size * d.squeeze, `${path}: ${d.text}`).toBeGreaterThanOrEqual(12);
              expect(d.x + d.w, `${path}: ${d.text}`).toBeLessThanOrEqual(width);
            }
          }
        }
      });
    }
  }
});

describe("finding 6: a Checkup's or a Mischief's pick has a way back", () => {
  const chipsOf = (s) => s.items.filter((i) => i.type === "chip");
  for (const lang of LANGS) {
    for (const width of [390, 1280]) {
      it(`before the first cell a Cancel chip takes the card back; after one, a chip takes that cell back (${lang}, ${width})`, () => {
        for (const purpose of ["checkup", "plant"]) {
          const none = chipsOf(scene(picking(lang, purpose, [], 3), width, { touch: true }));
          const cancel = none.find((c) => c.id === "cmd:undo");
          expect(cancel?.text, purpose).toBe(wordsOf(picking(lang, purpose)).cancel);
          const one = chipsOf(scene(picking(lang, purpose, [[3, 3]], 3), width, { touch: true }));
          expect(one.find((c) => c.id === "cmd:undo")?.text, purpose).toBe("↶ c3");
        }
      });
    }
  }

  it("a shared table (a room, which has no undo) offers none", () => {
    const s = layout({ ...valid(picking("en", "checkup", [], 3)), shared: true, ui: {} }, { width: 390 });
    expect(s.items.filter((i) => i.id === "cmd:undo")).toEqual([]);
  });
});

describe("finding 1: a compass spin draws an arrow on the board, the way it sent its patient, with a legend line", () => {
  /** The start fixture in `lang` with A1's spin: it stood on `cell`, the compass sent it `dir` (lost: it stayed). */
  const spun = (lang, cell, dir, lost) => {
    const f = structuredClone(valid({ ...start, lang }));
    const [dr, dc] = { up: [-1, 0], down: [1, 0], left: [0, -1], right: [0, 1] }[dir];
    const now = lost ? cell : [cell[0] + dr, cell[1] + dc];
    f.view.pieces = f.view.pieces.map((p) => (p.seat === "A1" ? { ...p, cell: now } : p));
    const tip = `The compass sends A1 ${dir}.`;
    f.view.time = { kind: "midnight", seat: "B2", turns_left: 1 };   // a spin's marks last while Midnight does (round 29at4)
    f.legal[0] = { ...f.legal[0], target: { ...f.legal[0].target, marks: [{ kind: "compass", cell, dir, seat: "A1", lost, tip }] } };
    return f;
  };
  const centre = (c) => ({ x: c.x + c.w / 2, y: c.y + c.h / 2 });
  for (const width of [390, 1280]) {
    for (const lang of LANGS) {
      it(`sent up from c6 to c5: an arrow from c6's middle toward c5's, and its sentence in the legend (${lang}, ${width})`, () => {
        const s = scene(spun(lang, [6, 3], "up", false), width);
        const arrow = s.items.find((i) => i.type === "spinarrow");
        expect(arrow).toBeTruthy();
        const from = centre(s.items.find((i) => i.label === "cell-6-3"));
        const to = s.items.find((i) => i.label === "cell-5-3");
        expect([arrow.from.x, arrow.from.y]).toEqual([from.x, from.y]);
        expect(arrow.to.x).toBe(from.x);
        expect(arrow.to.y).toBeGreaterThanOrEqual(to.y);
        expect(arrow.to.y).toBeLessThan(to.y + to.h);
        // drawn under the pieces, so A1's name on c5 stays whole
        expect(s.items.indexOf(arrow)).toBeLessThan(s.items.findIndex((i) => i.type === "piece"));
        const legend = s.items.find((i) => i.label === `legend-${arrow.label}`);
        expect(legend?.text).toBe("▲ The compass sends A1 up.");
      });
    }
    it(`a lost step: a grey arrow stopping at the cell's edge (${width})`, () => {
      const s = scene(spun("en", [6, 3], "left", true), width);
      const arrow = s.items.find((i) => i.type === "spinarrow");
      const cell = s.items.find((i) => i.label === "cell-6-3");
      expect([arrow.lost, arrow.to.x, arrow.to.y]).toEqual([true, cell.x, cell.y + cell.h / 2]);
    });
  }

  it("its painter draws a red arrow (a line and a head), grey when the step was lost", () => {
    const s = scene(spun("en", [6, 3], "up", false), 390);
    const strokes = [];
    const fills = [];
    const ctx = new Proxy({}, { get: (o, k) => (k in o ? o[k] : () => {}),
                                set: (o, k, v) => { if (k === "strokeStyle") strokes.push(v); if (k === "fillStyle") fills.push(v); o[k] = v; return true; } });
    paint(ctx, { width: 2000, height: 2000, items: [s.items.find((i) => i.type === "spinarrow")] });
    expect(strokes).toContain("#ff6a50");
    expect(fills).toContain("#ff6a50");
  });
});

describe("finding 2: a spawn is a marking on the cell's floor, not a piece", () => {
  for (const width of [390, 1280]) {
    it(`a free spawn: a thin dashed outline round the cell and a plain '⌂ B1', never a bold name as a piece's (${width})`, () => {
      const f = structuredClone({ ...start, lang: "ja" });
      f.view.pieces = f.view.pieces.map((p) => (p.seat === "A2" ? { ...p, cell: [6, 3] } : p));   // off its spawn
      const s = scene(f, width);
      const spawns = s.items.filter((i) => i.type === "spawn" && !i.covered);
      expect(spawns.length).toBeGreaterThan(0);
      const pieceNames = s.items.filter((i) => i.type === "piece").flatMap(drawnBy).filter((d) => d.bold);
      expect(pieceNames.length).toBeGreaterThan(0);   // a piece's name is bold: a spawn's must not look like it
      for (const sp of spawns) {
        const words = drawnBy(sp);
        expect(words.map((d) => [d.text, d.bold]), sp.label).toEqual([[`⌂ ${sp.seat}`, false]]);
        expect(words[0].size, sp.label).toBeGreaterThanOrEqual(12);
        const rects = [];
        const dashes = [];
        const ctx = new Proxy({}, { get: (o, k) => (k === "strokeRect" ? (...a) => rects.push(a) : k === "setLineDash"
          ? (d) => dashes.push(d) : k in o ? o[k] : () => {}), set: (o, k, v) => { o[k] = v; return true; } });
        paint(ctx, { width: 2000, height: 2000, items: [sp] });
        const [x, y, w, h] = rects[0] ?? [];
        expect([x > sp.x, y > sp.y, w > sp.w * 0.7, h > sp.h * 0.7, dashes.some((d) => d.length > 0)], sp.label)
          .toEqual([true, true, true, true, true]);
      }
    });
  }
});

describe("finding 4: on a phone a help bubble and a card's text cover no move and no header", () => {
  const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
  // the header by what it draws (its words' boxes), the moves and chips by their own
  const guarded = (s) => [
    ...s.items.filter((i) => /^status/.test(i.label ?? "")).flatMap((i) => drawnBy(i).map((d) => ({ ...d, label: i.label }))),
    ...s.items.filter((i) => i.type === "chip" || String(i.id ?? "").startsWith("act:"))];
  for (const lang of LANGS) {
    for (const width of [348, 390]) {
      it(`Mischief's pick: a bubble of any height lies on no cell to pick, no chip and not the header (${lang}, ${width})`, () => {
        for (const purpose of ["plant", "relocate"]) {
          const s = scene(picking(lang, purpose, [], 2), width, { touch: true });
          for (const h of [60, 80, 100]) {
            const at = coachPlace(s, null, { w: width - 20, h }, { rootWidth: width, height: s.height, width: s.width });
            const box = { x: at.x, y: at.y, w: width - 20, h };
            const hit = guarded(s).filter((i) => overlap(i, box)).map((i) => i.label ?? i.id);
            expect(hit, `${purpose}, ${h} px high at ${JSON.stringify(at)}`).toEqual([]);
          }
        }
      });
      it(`a card's text opened from the hand covers no move, no chip and not the header (${lang}, ${width})`, () => {
        for (const [path, f] of views(lang)) {
          const s = scene(f, width, { touch: true });
          for (const key of new Set(s.items.filter((i) => i.zoom).map((i) => i.zoom))) {
            const z = scene(f, width, { touch: true, selected: `zoom:${key}` });
            const box = z.items.find((i) => i.label === "zoom");
            const hit = guarded(z).filter((i) => !(i.z >= 10) && overlap(i, box)).map((i) => i.label ?? i.id);
            expect(hit, `${path}: ${key}`).toEqual([]);
          }
        }
      });
    }
  }
});
