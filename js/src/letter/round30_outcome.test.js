// Newcomer review 29, letter_zh 1 (140): the opponent's Prof. Henry Armitage, answered with the deck top, then the
// reader's turn began with an insanity check; the row left for the opponent's turn over a phone's hand told its play
// alone, "對手回合：對手打出亨利·阿米蒂奇教授", and what the answer cost (the deck top, an Insanity card, discarded:
// N 1 → 2) was told nowhere there.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/letter_start.json";

const LOG = [
  { text: "第 4 回合：輪到對手。", turn: 1 },
  { text: "對手打出亨利·阿米蒂奇教授。", cards: ["henry_armitage"] },
  { text: "你以牌堆第1張回應。", you: 1 },
  { text: "你的牌堆第1張黃金蜂蜜酒被丟棄：瘋狂 N 1 → 2。", cards: ["golden_mead"] },
  { text: "第 5 回合：輪到你。", turn: 1, you: 1 },
  { text: "瘋狂檢定：從牌堆翻出深潛者，放進你的棄牌堆。", cards: ["deep_ones"] },
  { text: "瘋狂檢定：從牌堆翻出黃金蜂蜜酒，放進你的棄牌堆：瘋狂 N 2 → 3。", cards: ["golden_mead"] },
  { text: "你抽到舊神印記。", you: 1 },
];

describe("letter_zh 1: the opponent's turn over a phone's hand keeps what it did to the reader's cards", () => {
  for (const width of [360, 390]) {
    it(`zh-TW at ${width}: the deck top the answer discarded is said beside the check's cards`, () => {
      const s = layout({ ...valid({ ...start, lang: "zh-TW" }), ui: { touch: true }, log_lines: LOG }, { width });
      const said = s.items.filter((i) => /^last-/.test(i.label ?? "")).map((i) => i.text).join("");
      expect(said).toContain("黃金蜂蜜酒被丟棄");
      expect(said).toContain("瘋狂檢定");
    });
  }
});
