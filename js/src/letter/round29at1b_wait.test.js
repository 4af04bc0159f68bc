// Round AT, fixer AT1b (newcomer review 28, letter_zh 1, the worst Letter phone finding, 043): the reader tapped once
// and the next screen was already round 7: the page's autoplay played the opponent on a timer, so the reader never saw
// their comparison's result nor the opponent's Investigators. In a player's Letter table the opponent now plays only
// when the reader presses ▶ (or ▶▶); the chip is urged and says so. CHAOS keeps its own pace.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeModel } from "../ui/fake_dom.js";
import { autoplay, stepsBySelf, traitsOf } from "../ui/autoplay.js";
import { layout } from "../layout.js";
import frames from "./round29at1_frames.json";
import words from "../../../cthulhu_widgets/widgets/letter_words.json";

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => vi.useRealTimers());

/** A player's table of `game` after the reader's play: the opponent to act. */
const table = (game, more = {}) => fakeModel({ game, seat: "player", mode: "play", can_reveal: false, autoplay: true,
                                               delay_ms: 700, step: 6, view: { to_act: "opponent" }, log_lines: [],
                                               ...more });

describe("Letter: the opponent waits for the reader's ▶", () => {
  it("no bot_step is sent however long the reader looks; ▶ sends one for this step", () => {
    const m = table("letter");
    const auto = autoplay(m, {});
    auto.schedule();
    vi.advanceTimersByTime(60_000);
    expect(m.sent).toEqual([]);
    expect(stepsBySelf(traitsOf(m), {})).toBe(false);   // the page's ▶ then sends the kernel's bot_step itself
  });

  it("a watched game and CHAOS still step by themselves", () => {
    expect(stepsBySelf(traitsOf(table("letter", { watch: true })), {})).toBe(true);
    expect(stepsBySelf(traitsOf(table("chaos", { view: { to_act: "B1" }, seat: "A1" })), {})).toBe(true);
  });
});

// The rule is said once, where ▶ is: beside the chip, in its row (nothing moves), and in the chip's tooltip; not on a
// table that steps by itself (a watched game draws no chip; a designer's autoplay box says "in a moment").

const catalog = { ...frames.catalog, ui: Object.fromEntries(Object.entries(frames.catalog.ui)
  .map(([lang, ui]) => [lang, { ...ui, opponent_waits: words[lang].opponent_waits }])) };

describe("the ▶ chip says the opponent plays at the reader's press", () => {
  for (const width of [930, 390]) {
    for (const lang of ["en", "zh", "ja"]) {
      it(`${lang} at ${width}: beside the chip, in its row, in its tooltip`, () => {
        const draw = (stepWaits) => layout({ game: "letter", mode: "play", ...frames[`played_${lang}`], catalog,
                                             ui: { stepWaits } }, { width });
        const s = draw(true);
        const step = s.items.find((i) => i.type === "chip" && i.id === "cmd:bot_step");
        const rule = s.items.filter((i) => i.label === "step-rule");
        expect(step.say).toBe(words[lang].opponent_waits);
        expect(rule.map((i) => i.text).join("").replace(/\s/g, "")).toBe(words[lang].opponent_waits.replace(/\s/g, ""));
        for (const r of rule) {
          expect(r.x).toBeGreaterThan(step.x + step.w);
          expect(r.y).toBeGreaterThanOrEqual(step.y - 1);
          expect(r.y + r.size).toBeLessThanOrEqual(step.y + step.h + 1);
        }
        const hand = (scene) => scene.items.find((i) => i.label === "prompt").y;
        expect(hand(s)).toBe(hand(draw(false)));   // nothing below moves
        expect(draw(false).items.some((i) => i.label === "step-rule")).toBe(false);
      });
    }
  }
});
