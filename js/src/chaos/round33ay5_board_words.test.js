// CHAOS, newcomer review 32 (round AY, fixer AY5), chaos_en 4 (131/132): the orange "(?)" bomb at the board's corner
// (an enemy's hidden Mischief bombs, CH-HIDE-2) said nothing on hover or click; chaos_en 5 (109): "The key is at h7 ·
// moves each round (after round 2)" read as "from round 2 on", and the reader walked to a key that then jumped away.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { tipAt } from "../scene/hit.js";
import { textWidth } from "../scene/text.js";
import start from "../fixtures/chaos_start.json";

// the catalog's words as legend_words.py gives them (the recorded fixture predates them)
const WORDS = {
  hidden_plants_tip: "{n} {n:hidden bomb|hidden bombs} planted by {seat}: they may be on any cell not checked since · {left}",
  tag_key: "Key · jumps at random when this round ends",
};

/** The start fixture (A1 to act, key on g3) with B2's `hidden` plant and the catalog's new words. */
function scene(hidden, width = 1280, words = WORDS) {
  const f = structuredClone(start);
  f.catalog.ui.en = { ...f.catalog.ui.en, ...words };
  if (hidden) f.view.pieces = f.view.pieces.map((p) => (p.seat === "B2" ? { ...p, hidden_bombs: hidden } : p));
  return layout({ ...valid(f), ui: {} }, { width });
}

const centre = (i) => [i.x + i.w / 2, i.y + i.h / 2];

describe("chaos_en 4: the hidden bombs' mark says what it is", () => {
  it("hovered, it reads how many, whose, and where they may be, in plain words", () => {
    for (const width of [1280, 390]) {
      const s = scene({ n: 2, until: "round_end" }, width);
      const mark = s.items.find((i) => i.label === "hidden-bombs-B2");
      const said = tipAt(s, ...centre(mark));
      expect(said).toMatch(/^2 hidden bombs planted by B2: they may be on any cell not checked since/);
      expect(said).toMatch(/until the round ends/);
      expect(said).not.toMatch(/cells unknown|\{/);
    }
  });

  it("a bomb gone off since gives the range, as the line under the board does", () => {
    const s = scene({ n: 2, low: 1, until: "round_end" });
    const mark = s.items.find((i) => i.label === "hidden-bombs-B2");
    expect(tipAt(s, ...centre(mark))).toMatch(/^1–2 hidden bombs planted by B2/);
  });

  it("a click with the mouse opens the same text at once", async () => {
    const { wirePointer } = await import("../ui/pointer.js");
    const s = scene({ n: 2, until: "round_end" });
    const mark = s.items.find((i) => i.label === "hidden-bombs-B2");
    const listeners = [];
    const canvas = {
      style: {}, dataset: {},
      addEventListener: (type, callback, capture) => listeners.push({ type, callback, capture: Boolean(capture) }),
      getBoundingClientRect: () => ({ left: 0, top: 0, width: s.width, height: s.height }),
      closest: () => ({ dataset: { lang: "en" } }),
      fire(type, props = {}) {
        let stopped = false;
        const event = { type, ...props, stopImmediatePropagation: () => { stopped = true; }, preventDefault() {} };
        for (const l of [...listeners.filter((x) => x.capture), ...listeners.filter((x) => !x.capture)]) {
          if (l.type === type && !stopped) l.callback(event);
        }
      },
    };
    const ui = { focus: -1 };
    const env = { setTimeout: () => 0, clearTimeout() {}, matchMedia: () => ({ matches: false }) };
    wirePointer(canvas, { scene: s, setFocus() {} }, ui, env);
    const [x, y] = centre(mark);
    canvas.fire("pointerdown", { pointerType: "mouse", clientX: x, clientY: y });
    canvas.fire("pointerup", { pointerType: "mouse", clientX: x, clientY: y });
    canvas.fire("click", { clientX: x, clientY: y });
    expect(ui.tip?.text).toBe(tipAt(s, x, y));
  });
});

describe("chaos_en 5: the key's line says when it moves next", () => {
  it("reads 'jumps at random when this round ends', whole, on one line of the panel (930: the desk's table)", () => {
    for (const width of [1280, 930]) {
      const s = scene(null, width);
      const line = s.items.find((i) => i.label === "key-moves");
      expect(line.text).toBe("The key is at g3 · jumps at random when this round ends");
      expect(line.tip).toMatch(/every round/);   // the whole rule on hover
      const lines = s.items.filter((i) => i.label === "key-moves");
      expect(lines.length).toBe(1);
      expect(textWidth(line.text, line.size)).toBeLessThanOrEqual(line.maxW);
    }
  });
});
