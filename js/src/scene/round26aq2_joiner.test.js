// Letter, newcomer review 25, letter_zh 8: a chip's "猜 8 — 淘汰克蘇魯：你獲勝" broke inside the name (淘汰克／蘇魯). The kernel
// joins a short card name's characters with U+2060 (frames/letter.py unbroken); a line never breaks at that joiner.
import { describe, expect, it } from "vitest";
import { wrapLines } from "./text.js";

describe("a name joined by U+2060 stays on one line", () => {
  it("wraps the chip's words around the name, never inside it", () => {
    const label = "猜 8 — 淘汰克\u2060蘇\u2060魯：你獲勝";
    for (const width of [60, 80, 100, 120]) {
      const lines = wrapLines(label, width, 14);
      expect(lines.some((line) => line.includes("克\u2060蘇\u2060魯")), lines.join(" / ")).toBe(true);
    }
  });
});
