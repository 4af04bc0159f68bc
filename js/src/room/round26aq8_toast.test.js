// Review 25 (room_zh 5, 044): "你无法反制：队友B2 没有出恶作剧…" was drawn over the "你的手牌" label: with no spot clear of
// all the table's text, a phone's toast fell back to covering any text but the prompt. The hand's label is kept clear
// like the prompt (ui/toast.js promptLineBoxes), as the moves and the cards are.
import { describe, expect, it } from "vitest";
import { promptLineBoxes } from "../ui/toast.js";

describe("AQ8: a toast never lies over the hand's label", () => {
  it("counts the hand's label among the lines a toast never covers", () => {
    const scene = { width: 390, items: [
      { type: "text", text: "你的手牌", x: 20, y: 600, size: 12, w: 48, label: "hand-title" },
      { type: "text", text: "白天", x: 20, y: 40, size: 12, w: 24 },
    ] };
    const boxes = promptLineBoxes(scene, { left: 0, top: 0, width: 390 });
    expect(boxes).toEqual([{ x: 20, y: 600, w: 48, h: 12 }]);
  });
});
