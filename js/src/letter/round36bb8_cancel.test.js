// Newcomer review 34 (round BB, fixer BB8), letter_en 5 (090): the "▶ ⚠: press again to play" box covered "Cancel".
// Once a chip carries ⚠, every chip of the band, Cancel too, is one the box is put off (`avoid`, ui/pointer.js).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import frames from "./round29at1_frames.json";

const WARNED = "On the opponent: eliminate its top card ⚠ you lose if it eliminates the last clue";

describe("letter_en 5: the press-again box keeps off Cancel", () => {
  for (const width of [1280, 930]) {
    it(`at ${width}`, () => {
      const f = structuredClone(frames.armitage_en);
      f.legal = f.legal.map((a) => (a.fields.target === "opponent" ? { ...a, label: WARNED } : a));
      const s = layout({ game: "letter", mode: "play", ...f, catalog: frames.catalog, ui: { selected: 0 } },
                       { width, touch: width < 500 });
      const chips = s.items.filter((i) => i.type === "chip");
      expect(chips.some((c) => c.again)).toBe(true);
      const cancel = chips.find((c) => c.id === "select:none");
      expect(cancel, chips.map((c) => c.id).join()).toBeTruthy();
      expect(cancel.avoid).toBe(true);
    });
  }
});
