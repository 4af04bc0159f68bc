// Newcomer review 28 (round AT, fixer AT1), letter_en 6 / letter_zh 6 (008, 007): the glow round "Opponent plays ▶"
// (the hover's, the course's "Choose this" ring: 3 px out, a 12 px blur) lay over the first line of "Your last
// turn: …" 6 px under the chip. The line keeps clear of it.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import frames from "./round29at1_frames.json";

describe("letter_en 6: 'Your last turn' clear of the ▶ chip's glow", () => {
  for (const width of [930, 390]) {
    for (const lang of ["en", "zh", "ja"]) {
      it(`${lang} at ${width}`, () => {
        const s = layout({ game: "letter", mode: "play", ...frames[`played_${lang}`], catalog: frames.catalog, ui: {} },
                         { width });
        const step = s.items.find((i) => i.type === "chip" && i.id === "cmd:bot_step");
        const said = s.items.find((i) => i.label === "prompt");
        expect(said.text.length).toBeGreaterThan(0);
        expect(said.y - (step.y + step.h), `${step.y + step.h} → ${said.y}`).toBeGreaterThanOrEqual(12);
      });
    }
  }
});
