// Round AZ2 (newcomer review 32, letter_en finding 4, 145 → 146): the keyboard's tooltip on the clue stack, raised in
// 繁體中文, stayed in Chinese over the English table's game-over panel after the language changed, until the mouse
// moved. A table laid out again where the focused item now says another text drops the tooltip; a language change
// drops any tooltip shown (a finger's "tap again" too).
import { describe, expect, it } from "vitest";
import { followPointer } from "./pointer.js";
import { forgetTipOnLanguage } from "./toolbar.js";

const stack = (tip) => ({ id: "zoom:clue-stack", type: "pile", x: 30, y: 170, w: 95, h: 130, tip });
const sceneOf = (...items) => ({ width: 1280, height: 800, items });
const ZH = "對手：它的線索牌堆 (0)\n克蘇魯上面有 0 張蓋著的牌。";
const EN = "The opponent: its clue stack (0)\nNo face-down cards lie over Cthulhu.";

describe("a tooltip of the old language leaves the table", () => {
  it("drops the keyboard's tooltip when its item now says another text (the language changed)", () => {
    const ui = { pointer: null, focus: -1, tip: { text: ZH, at: { x: 30, y: 170, w: 95, h: 130 }, focus: true,
                                                   id: "zoom:clue-stack" } };
    followPointer(sceneOf(stack(ZH)), ui, { style: {} });
    expect(ui.tip?.text).toBe(ZH);   // the same table, the same words: it stays
    followPointer(sceneOf(stack(EN)), ui, { style: {} });
    expect(ui.tip).toBe(null);       // English now: the Chinese text is not drawn over the table
  });

  it("drops any tooltip shown when the page's language changes, and keeps it otherwise", () => {
    const ui = { tip: { text: `${ZH}\n\n再點一下即可打出`, at: { x: 40, y: 200 }, armed: true } };
    forgetTipOnLanguage(ui, "zh");
    expect(ui.tip).not.toBe(null);   // the first table: nothing changed
    forgetTipOnLanguage(ui, "zh");
    expect(ui.tip).not.toBe(null);
    forgetTipOnLanguage(ui, "en");
    expect(ui.tip).toBe(null);
  });
});
