// Round KK, fixer KK1 (newcomer review 41: chaos_ja 1, chaos_en 4, room_en 8, letter_zh 8): one rule for a toast in
// every game at both widths. Over each game's recorded frames (en and ja or zh), a phone's toast placed over the
// window lies inside it and over no text of the prompt, the status line or the hand's title and no board cell, as the
// page is scrolled; a desk's stays in the story's flow beside the table (it covers nothing of the table).
import { afterEach, describe, expect, it, vi } from "vitest";
import { layout } from "../layout.js";
import { placeToasts, textBoxes, cellBoxes } from "./toast.js";
import chaos from "../fixtures/chaos_start.json";
import chaosTime from "../fixtures/chaos_round4_time_ja.json";
import letter from "../fixtures/letter_start.json";
import mythos from "../fixtures/mythos_start.json";

afterEach(() => vi.unstubAllGlobals());

const FRAMES = [["chaos", chaos, "en"], ["chaos", chaos, "ja"], ["chaos", chaosTime, "ja"], ["letter", letter, "en"],
                ["letter", letter, "zh"], ["mythos", mythos, "en"], ["mythos", mythos, "ja"]];

/** Return a page whose canvas (390 px wide, `top` in the window) draws `scene`; `wide`: a desk's. */
const pageOf = (scene, top, wide) => ({
  root: { dataset: { wide: wide ? "1" : "0" }, querySelector: () => null },
  canvas: { getBoundingClientRect: () => ({ left: 0, top, width: scene.width }), __cthulhu: { scene } },
  story: { lines: { querySelectorAll: () => [] } },
});

/** A toast box 28 px tall on one line (compact), else 70 px, at its spot in an 844 px window. */
function box() {
  const b = { childNodes: [{}], dataset: {}, style: {} };
  b.getBoundingClientRect = () => {
    const h = b.dataset.compact === "1" ? 28 : 70;
    const top = b.dataset.spot === "band" ? parseFloat(b.style.top) : b.dataset.spot === "bottom" ? 844 - 8 - h : 8;
    return { top, height: h, bottom: top + h, left: 8, right: 382 };
  };
  return b;
}

const READ = /^(prompt|prompt-more|status|hand-title)$/;

describe("review 41: a toast covers no prompt, status line, hand title or board cell, in every game", () => {
  for (const [game, frame, lang] of FRAMES) {
    const s = layout({ game, mode: "play", ...structuredClone(frame), lang, ui: {} }, { width: 390 });
    for (const top of [120, 0, -300]) {
      it(`${game} ${lang} at 390x844, the table at ${top}: inside the window, over nothing read`, () => {
        vi.stubGlobal("window", { innerWidth: 390, innerHeight: 844 });
        const b = box();
        const spot = placeToasts(b, pageOf(s, top, false));
        if (spot === "flow") return;
        const r = b.getBoundingClientRect();
        expect(r.top).toBeGreaterThanOrEqual(0);
        expect(r.bottom).toBeLessThanOrEqual(844);
        const rect = { left: 0, top, width: s.width };
        const read = textBoxes({ ...s, items: s.items.filter((i) => READ.test(i.label ?? "")) }, rect);
        const hits = [...read, ...cellBoxes(s, rect)].filter((q) => q.y < r.bottom && r.top < q.y + q.h);
        expect(hits, `${spot} ${r.top}-${r.bottom}`).toEqual([]);
      });
    }
    it(`${game} ${lang} at 1280x800: in the story's flow beside the table`, () => {
      vi.stubGlobal("window", { innerWidth: 1280, innerHeight: 800 });
      const wide = layout({ game, mode: "play", ...structuredClone(frame), lang, ui: {} }, { width: 930 });
      expect(placeToasts(box(), pageOf(wide, 120, true))).toBe("flow");
    });
  }
});
