// CHAOS, round AK (newcomer review 22, chaos_ja finding 5, 072_g43): "The role-swap banner covers the column letters
// and the day/night line" for its 4 s on a phone (round AI's 2503961 allowed the letters). On a narrow table the banner
// now sits under the board, over the hand's title and the top of its cards, never over the board's letters or cells,
// nor over a chip the reader may press.
import { describe, expect, it } from "vitest";
import { LANGS, banners, frame, scene, swapped } from "./swap_frames.js";

const overlaps = (a, b) => a.x < b.x + (b.w ?? 1) && b.x < a.x + a.w && a.y < b.y + (b.h ?? b.size ?? 1) && b.y < a.y + a.h;

describe("chaos_ja 5: a phone's swap banner lies over the hand's area, off the board's letters and cells", () => {
  for (const lang of LANGS) {
    for (const width of [390, 348, 320]) {
      it(`${lang} at ${width}`, () => {
        const ui = { now: 1000 };
        scene(frame(lang), width, ui);
        const s = scene(frame(lang, swapped), width, ui);
        const strip = s.items.find((i) => i.label === "swap-banner");
        expect(strip, "no banner after the swap").toBeTruthy();
        const board = s.items.find((i) => i.label === "board");
        const marks = s.items.filter((i) => i.type === "cell" || /^col-/.test(i.label ?? "") || i.label === "time-text");
        for (const c of marks) expect(overlaps(strip, c), `over ${c.label}`).toBe(false);
        expect(strip.y).toBeGreaterThanOrEqual(board.y + board.h);
        for (const chip of s.items.filter((i) => i.type === "chip")) expect(overlaps(strip, chip), chip.text).toBe(false);
        for (const t of banners(s).filter((i) => i.type === "text")) expect(t.y + t.size).toBeLessThanOrEqual(strip.y + strip.h);
      });
    }
  }
});
