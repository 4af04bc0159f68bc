// Round BB, fixer BB4 (newcomer review 34, room_zh 5, 148): in a replay on a phone the round-end toast ("本轮结束：钥匙
// 重新放置在 e5…") hid "返回牌桌" and the step slider until it faded. A toast never covers the replay's controls.
import { afterEach, describe, expect, it, vi } from "vitest";
import { phonePage, toastOver } from "./phone_toast_support.js";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("room_zh 5: a toast covers no replay control", () => {
  for (const [what, sel, where, y] of [["step bar", ".cw-scrub", "top", 8], ["step bar", ".cw-scrub", "foot", 844 - 60],
                                      ["'← Back to the table'", ".cw-replay-back", "top", 8]]) {
    it(`the replay's ${what} at the window's ${where}: the toast elsewhere`, async () => {
      const { placeToasts } = await import("./toast.js");
      vi.stubGlobal("window", { innerWidth: 390, innerHeight: 844 });
      const scrub = { left: 0, top: y, width: 390, height: 52, x: 0, y };
      vi.stubGlobal("document", { querySelectorAll: (asked) => (String(asked).split(",").some((s) => s.trim() === sel)
        ? [{ getBoundingClientRect: () => scrub }] : []) });
      const box = { childNodes: [{}], dataset: {}, style: {} };
      placeToasts(box, phonePage([{ type: "text", text: "x", x: 10, y: 400, w: 300, h: 14 }]));
      expect(toastOver(box, { y: scrub.top, h: scrub.height })).toBe(false);
    });
  }
});
