// Round AE (newcomer review 19, room brief item 4): a room's replay page said its controls in English only ("▶ Play",
// "❚❚ Pause", "step 3 / 10", "round 2 / 3", "◀ round", "play-back speed"): they follow the replay's language
// (en, ja, zh, zh-TW), the speed menu showing the speed ("1×") with its name in that language.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFakeDocument } from "../ui/fake_dom.js";
import { roundButtons } from "../replay/main.js";
import { roundLabel, stepLabel } from "../replay/frames.js";
import { REPLAY_WORDS, replaySay } from "./replay_words.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

describe("the replay's controls in the room's language", () => {
  it("has every word in every language the replay offers", () => {
    const keys = Object.keys(REPLAY_WORDS.en).sort();
    for (const lang of ["ja", "zh", "zh-TW"]) expect(Object.keys(REPLAY_WORDS[lang]).sort(), lang).toEqual(keys);
  });

  it("labels the step and the round in the replay's language (English as before)", () => {
    expect(stepLabel(3, 10, "play")).toBe("step 3 / 10");
    expect(stepLabel(3, 10, "play", "ja")).toBe("ステップ 3 / 10");
    expect(stepLabel(3, 10, "play", "zh")).toBe("第 3/10 步");
    const starts = [{ step: 0, round: 1 }, { step: 3, round: 2 }, { step: 6, round: 3 }];
    expect(roundLabel(starts, 4)).toBe("round 2 / 3");
    expect(roundLabel(starts, 4, "zh-TW")).toBe("第 2/3 輪");
  });

  it("the round jumps speak it too", () => {
    const bar = document.createElement("div");
    const starts = [{ step: 0, round: 1 }, { step: 3, round: 2 }];
    const { prev, next } = roundButtons(bar, starts, { seek() {}, index: () => 0 }, "ja");
    expect([prev.textContent, next.textContent]).toEqual(["◀ ラウンド", "ラウンド ▶"]);
    expect(replaySay("zh", "pause")).toBe("❚❚ 暂停");
    expect(replaySay("xx", "play")).toBe("▶ Play");
  });
});
