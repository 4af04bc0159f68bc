// Review 38, letter_zh 3 (056 → 058): at N = 3 with 8 cards in the deck the line said "約你的 2 個回合"; the next turn
// "下次抽牌必定失敗". The line says the kernel's range (the view's deck.turns, clock.py: fewest and most turns if the
// player plays no Insanity card, LS-CHECK-1/2), the single number when both agree; the phone's short line too.
import { describe, expect, it } from "vitest";
import { insanityState } from "./layout_insanity.js";
import { shortWords } from "./insanity_short.js";

const view = (turns) => ({ insanity: 3, deck: { count: 8, turns }, opponent: { clues: 1 }, to_act: "opponent",
                           protected: {}, result: null, verdict: null });

describe("review 38, letter_zh 3: the deck's clock as a range", () => {
  it("N = 3, deck 8, an Insanity card unseen: 1–2 turns, amber counted on the fewest", () => {
    expect(insanityState(view([1, 2]))).toMatchObject({ turns: "1–2", fewest: 1, race: true });
  });
  it("both ends agree: one number", () => {
    expect(insanityState(view([2, 2])).turns).toBe(2);
  });
  it("the phone's short line says the range with no 'about', in every language", () => {
    const s = insanityState(view([1, 2]));
    expect(shortWords("en", "insanity_race", s)).toContain("deck 8, 1–2 turns left");
    expect(shortWords("zh-TW", "insanity_race", s)).toContain("牌堆 8 張，夠你的 1–2 個回合");
    expect(shortWords("zh", "insanity_race", s)).not.toContain("約");
    expect(shortWords("ja", "insanity_race", s)).toContain("自分の番 1–2 回");
  });
});
