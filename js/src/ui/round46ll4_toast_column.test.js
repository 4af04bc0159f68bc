// Newcomer review 42 (round LL, fixer LL4), letter_zh 3 (390×844, 071 105): the yellow toast 「下次瘋狂檢定必定失敗：
// 需 4 張牌，牌堆只剩 1 張。」 lay in the band between the prompt and the story 8 px from the window's edges, past the
// table panel's left edge and its text column. A phone's toast over the table now lies inside the table's text column.
import { afterEach, describe, expect, it, vi } from "vitest";
import { phonePage } from "./phone_toast_support.js";

afterEach(() => vi.unstubAllGlobals());

/** A 390×844 Letter phone whose table (its canvas) starts 15 px in and 360 px wide, its text 12 px inside it. */
function page() {
  const p = phonePage([
    { type: "text", text: "回合 9・輪到你", x: 12, y: 6, w: 200, h: 16, size: 16, label: "status" },
    { type: "card", x: 12, y: 60, w: 330, h: 300 },
    { type: "text", text: "輪到你：輕觸發光的牌，對對手最上面的牌打出。", x: 12, y: 380, w: 330, h: 16, size: 14 },
    { type: "card", x: 12, y: 560, w: 330, h: 280 },
  ]);
  p.canvas.getBoundingClientRect = () => ({ left: 15, top: 0, width: 360, right: 375 });
  p.canvas.__cthulhu.scene.width = 360;
  return p;
}

describe("review 42, letter_zh 3 (071 105): a phone's toast lies inside the table's text column", () => {
  it("in the band between the prompt and the hand: its left and right edges at the text column's", async () => {
    const { placeToasts } = await import("./toast.js");
    vi.stubGlobal("window", { innerWidth: 390, innerHeight: 844 });
    const b = { childNodes: [{}], dataset: {}, style: {} };
    b.getBoundingClientRect = () => ({ top: parseFloat(b.style.top) || 8, height: 60, bottom: 68 });
    placeToasts(b, page());
    expect(b.dataset.spot).toBe("band");
    expect(parseFloat(b.style.left)).toBeGreaterThanOrEqual(15 + 12);
    expect(390 - parseFloat(b.style.right)).toBeLessThanOrEqual(375 - 12);
  });
});
