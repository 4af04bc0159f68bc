// Newcomer review 29 (round AU, fixer AU2), letter_en 8: in the course the glowing "Opponent plays ▶" lay over the
// first letters of its caption ("…lt plays when you press ▶", 010/011). The caption starts clear of the chip's glow.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/letter_start.json";
import frames from "./round19aa_frames.json";

const GLOW = 16;   // the coach ring's and the urge's halo beyond a chip (paint_feedback.js: a 3 px frame, a 12 px blur)

describe("letter_en 8: the 'Opponent plays ▶' caption keeps clear of the chip's glow", () => {
  for (const lang of ["en", "ja"]) {
    it(`${lang} at 1280: the caption starts ${GLOW} px or more right of the chip`, () => {
      const input = valid({ ...start, ...frames[lang].mine, catalog: start.catalog });
      const s = layout({ ...input, ui: { stepWaits: true } }, { width: 1280 });
      const chip = s.items.find((i) => i.type === "chip" && i.id === "cmd:bot_step");
      const rule = s.items.find((i) => i.label === "step-rule");
      expect(rule, "a caption").toBeTruthy();
      expect(rule.x - (chip.x + chip.w)).toBeGreaterThanOrEqual(GLOW);
    });
  }
});
