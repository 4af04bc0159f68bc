// Newcomer review 33 (round BA, fixer BA5), letter_zh 11 (034): "Removed / Set aside / Unused…" under the discard were
// never introduced; their dotted heads did not say a tap explains them. The line ends in "(?)", which opens the same
// explanation (the out-of-play text), where it fits on the line's last row, at a desk and on a phone.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import start from "../fixtures/letter_start.json";

describe("letter_zh 11 (review 33): the out-of-play line says it explains itself", () => {
  for (const lang of ["en", "zh", "ja"]) {
    for (const width of [1280, 390]) {
      it(`${lang} at ${width}: a (?) on the line's last row opens the out-of-play text`, () => {
        const s = layout({ game: "letter", mode: "play", ...start, lang, ui: {} }, { width, height: 800 });
        const rows = s.items.filter((i) => i.type === "text" && i.label === "out-of-play");
        const ask = rows.filter((i) => i.text === "(?)");
        expect(ask.length).toBe(1);
        const last = rows.filter((i) => i.text !== "(?)").at(-1);
        expect(ask[0].y).toBe(last.y);
        expect(ask[0].id).toBe(last.id);   // a press opens what the line opens
        expect(ask[0].x).toBeGreaterThan(last.x);
        expect(ask[0].x + (ask[0].w ?? 0)).toBeLessThanOrEqual(s.width);
      });
    }
  }
});
