// Newcomer review 30 (round AV, fixer AV2), letter_zh 5: on a phone Mi-Go's three chips put Cancel on a row of its own
// under the third (one line, too wide for Cancel beside it): the band ran 27 px past its room and the hand moved down
// (063→064). The third chip takes two lines in its two-line slot and Cancel sits beside it: no row more.
import { describe, expect, it } from "vitest";
import { slotHeight, slotRows } from "./chip_slots.js";

const MIGO = ["理智：指定自己：棄掉深潛者，抽1張 ⚠ 克蘇魯留在最上面：你會輸 ⚠ 棄掉瘋狂卡：瘋狂 N 從 2 變為 4",
              "理智：指定對手：淘汰其最上面的牌——淘汰克蘇魯：你獲勝", "瘋狂：拿取最上面的牌，再打出1張——拿走克蘇魯：你獲勝"];

describe("letter_zh 5: Cancel takes no row of its own on a phone", () => {
  it("Mi-Go's three chips and Cancel end where three slots end", () => {
    const items = [];
    const fs = 13;
    const foot = slotRows(items, [...MIGO.map((text) => ({ text, own: true })), { text: "取消", quiet: true }],
                          12, 100, 358, fs, { below: 0 });
    expect(foot).toBeLessThanOrEqual(100 + 3 * (slotHeight(fs, 2) + 6) - 6);
    const [third, cancel] = items.slice(2);
    expect(third.text).toBe(MIGO[2]);   // whole, on two lines
    expect(cancel.y).toBe(third.y);
    expect(cancel.x).toBeGreaterThanOrEqual(third.x + third.w);
  });
});
