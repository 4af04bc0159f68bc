// CHAOS, round AP (fixer AP4), newcomer review 24: chaos_en "a Checkup tag spills over the next cell" (a tag in doubt,
// "r23 ✓?", drawn wider than its cell at a desk or a phone), and room_en 3 / chaos_ja 3: the Checkup marks (✓, ✓?, ✗?)
// had no key under the board. The tag fits its cell; the legend says what the marks mean, in every CHAOS language.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { paint } from "../paint.js";
import { recordingContext } from "../text_record.js";
import start from "../fixtures/chaos_start.json";

const LANGS = ["en", "zh", "ja", "zh-TW"];

/** chaos_start in `lang` at round `round`, with Checkup marks on free cells: a ✓, a ✓ in doubt and a ✗ in doubt. */
function checked(lang, round = 23) {
  const f = structuredClone({ ...start, lang });
  f.view.round = round;
  f.view.checked = [{ cell: [4, 4], bomb: false, round, doubt: true }, { cell: [5, 5], bomb: true, round: round - 1, doubt: true },
                    { cell: [3, 3], bomb: false, round }, { cell: [8, 1], bomb: false, round, doubt: true },
                    { cell: [2, 8], bomb: true, round, doubt: true }];
  return valid(f);
}

/** Return the box (x from, x to) every stroke of text and fill an item paints spans, from a recording context. */
function drawnBox(item) {
  const { ctx, drawn } = recordingContext();
  const rects = [];
  const real = ctx.fillRect;
  const proxy = new Proxy(ctx, { get: (t, p) => (["fillRect", "strokeRect"].includes(p) ? (x, y, w, h) => rects.push({ x, y, w, h }) : t[p]),
                                 set: (t, p, v) => { t[p] = v; return true; } });
  void real;
  paint(proxy, { width: 2000, height: 2000, items: [item] });
  const boxes = [...drawn, ...rects];
  return { left: Math.min(...boxes.map((b) => b.x)), right: Math.max(...boxes.map((b) => b.x + b.w)), n: boxes.length };
}

describe("chaos_en: a Checkup tag fits its own cell at a desk and a phone", () => {
  for (const lang of LANGS) {
    for (const width of [1280, 930, 390, 348, 320]) {
      it(`${lang} at ${width}: 'r23 ✓?', 'r22 ✗?' and a ✓ stay inside their cells, on a free cell and under a piece`, () => {
        const s = layout({ ...checked(lang), ui: {} }, { width });
        const tags = s.items.filter((i) => i.type === "check");
        expect(tags.length).toBe(5);
        for (const tag of tags) {
          const box = drawnBox(tag);
          expect(box.n, `${lang} ${tag.label}`).toBeGreaterThan(0);
          expect(box.left, `${lang} ${width} ${tag.label} "${tag.when}"`).toBeGreaterThanOrEqual(tag.x);
          expect(box.right, `${lang} ${width} ${tag.label}`).toBeLessThanOrEqual(tag.x + tag.w);
        }
      });
    }
  }
});

const KEY = { en: ["✓", "✗", "?"], ja: ["✓", "✗", "?"], zh: ["✓", "✗", "?"], "zh-TW": ["✓", "✗", "?"] };

describe("room_en 3, chaos_ja 3: the Checkup marks have a key in the legend under the board", () => {
  for (const lang of LANGS) {
    for (const width of [930, 348]) {
      it(`${lang} at ${width}: one short line says ✓, ✗ and ? while a mark is on the board; none without`, () => {
        const s = layout({ ...checked(lang), ui: {} }, { width });
        const line = s.items.find((i) => i.label === "legend-checkup");
        expect(line, lang).toBeTruthy();
        for (const mark of KEY[lang]) expect(line.text, lang).toContain(mark);
        expect(line.text.length, lang).toBeLessThanOrEqual(lang === "en" ? 64 : 34);
        const cells = s.items.filter((i) => i.type === "cell");
        expect(line.y).toBeGreaterThan(Math.min(...cells.map((c) => c.y)));
        expect(line.size).toBeGreaterThanOrEqual(width < 600 ? 10 : 11);
        const none = layout({ ...valid({ ...structuredClone(start), lang }), ui: {} }, { width });
        expect(none.items.some((i) => i.label === "legend-checkup")).toBe(false);
      });
    }
  }
});
