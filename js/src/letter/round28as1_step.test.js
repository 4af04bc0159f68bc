// Newcomer review 27 (round AS, fixer AS1), letter_zh 1, 2 and letter_en 1: the answer chips to the opponent's card
// came exactly where "Opponent plays ▶" was, so a tap on ▶ (or its double click's second press) met an answer, and the
// "press it again" box of the first answer covered the second. An answer never comes under ▶'s place, and no box over
// one answer covers the other.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { tooltipItem } from "../scene/feedback.js";
import answer from "../fixtures/letter_answer.json";
import frames from "./round28as1_frames.json";

const meets = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Return the scene of a recorded frame at `width`. */
function scene(frame, width, touch = false) {
  return layout({ game: "letter", mode: "play", ...frame, catalog: answer.catalog, step: 9, ui: { touch } }, { width });
}

const AGAIN = { en: "▶ Press it again to answer", zh: "▶ 再按一下即以此回應" };

for (const lang of ["en", "zh-TW"]) {
  describe(`${lang}: an answer never comes where ▶ was pressed`, () => {
    for (const width of [1280, 930, 390]) {
      it(`at ${width} px`, () => {
        const before = scene(frames[lang].before, width, width < 500);
        const after = scene(frames[lang].after, width, width < 500);
        const step = before.items.find((i) => i.id === "cmd:bot_step" && i.type === "chip");
        const chips = after.items.filter((i) => String(i.id ?? "").startsWith("act:") && i.type === "chip");
        expect(step).toBeTruthy();
        expect(chips).toHaveLength(2);
        for (const c of chips) expect(meets(c, step)).toBe(false);
        // what a second press on ▶'s place meets once the question came: no move
        const hit = after.items.filter((i) => i.id && meets(i, step) && i.type === "chip");
        expect(hit).toEqual([]);
        // the box over a pressed answer ("press it again") covers neither answer
        for (const [i, c] of chips.entries()) {
          const text = `${c.say}\n\n${AGAIN[lang.slice(0, 2)]}`;
          const box = tooltipItem(after, text, { x: c.x + c.w / 2, y: c.y + c.h / 2 }, 1);
          expect(meets(box, chips[1 - i])).toBe(false);
          expect(meets(box, c)).toBe(false);
        }
      });
    }
  });
}
