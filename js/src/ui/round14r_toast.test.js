// Newcomer review 14, finding 5 (Letter phone, zh-TW 068/040): a toast ("下次瘋狂檢定必定失敗…") lay over the turn
// prompt, "已復原…" over the opponent's protection shield. As round Q's phone toasts: never over the prompt (what to do
// now) nor a shield, even when no spot on the screen is clear of all the table's text.
import { afterEach, describe, expect, it, vi } from "vitest";
import { phonePage, toastOver } from "./phone_toast_support.js";

afterEach(() => {
  vi.unstubAllGlobals();
});

const [page, over] = [phonePage, toastOver];

describe("finding 5 (Letter phone): a toast covers neither the turn prompt nor a shield", () => {
  it("the clue stack above, the hand below, the shield and the prompt between: neither covered", async () => {
    const { placeToasts } = await import("./toast.js");
    vi.stubGlobal("window", { innerWidth: 390, innerHeight: 844 });
    const head = { type: "text", text: "回合 9・輪到你", x: 10, y: 6, w: 200, h: 16, size: 16 };
    const text = Array.from({ length: 44 }, (_, i) => ({ type: "text", text: "x", x: 10, y: 30 + i * 18, w: 300, h: 14 }));
    const cards = [[10, 40], [120, 40], [230, 40], [10, 700], [120, 700], [230, 700]]
      .map(([x, y]) => ({ type: "card", x, y, w: 100, h: y > 500 ? 140 : 210 }));   // the clue stack, the hand
    const shield = { type: "shield", x: 160, y: 250, w: 40, h: 50, text: "受保護", label: "protected-opponent" };
    const prompt = [310, 328].map((y, i) => ({ type: "text", label: i ? "prompt-more" : "prompt", text: "手上沒有牌能在這回合碰到克蘇魯",
                                              x: 10, y, w: 360, h: 16, size: 14 }));
    const box = { childNodes: [{}], dataset: {}, style: {} };
    placeToasts(box, page([head, ...text, ...cards, shield, ...prompt]));
    expect(box.dataset.spot).not.toBe("flow");
    expect([head, shield, ...prompt].filter((r) => over(box, r)).map((r) => r.label ?? r.text)).toEqual([]);
  });
});
