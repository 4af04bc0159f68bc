// Letter, newcomer review 25, letter_zh 2 (074, 118; 繁體中文 phone 390×844): over the hand, "你上一回合 …" and this
// turn's insanity check were told, and the opponent's own move between them (its Investigators discarding the reader's
// Deep Ones) was left out for want of room. The opponent's turn is always there: its play alone where its outcome does
// not fit beside the check, before the reader's own last turn, which the reader made.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/letter_start.json";

const all = (s, re) => s.items.filter((i) => re.test(i.label ?? ""));
const LINES = [
  ["第 7 回合：輪到你。", { turn: 1, you: 1 }],
  ["你抽到伊斯之偉大種族。", { you: 1, cards: [["x", "great_race_of_yith"]] }],
  ["你打出伊斯之偉大種族（理智效果）。", { you: 1, cards: [["x", "great_race_of_yith"]] }],
  ["伊斯之偉大種族無效：對手受到保護。", { cards: [["x", "great_race_of_yith"]] }],
  ["第 8 回合：輪到對手。", { turn: 1 }],
  ["對手打出調查員。", { cards: [["x", "investigators"]] }],
  ["牌堆第1張深潛者被丟棄，置於你的棄牌堆，它是瘋狂卡：瘋狂 N 現在是 4。", { cards: [["x", "deep_ones"]] }],
  ["第 9 回合：輪到你。", { turn: 1, you: 1 }],
  ["瘋狂檢定：從牌堆翻出 3 張牌置於你的棄牌堆：閃耀的偏方三八面體、調查員、烏薩之貓。",
   { cards: [["x", "shining_trapezohedron"], ["y", "investigators"], ["z", "cats_of_ulthar"]] }],
  ["你抽到銀鑰匙。", { you: 1, cards: [["x", "silver_key"]] }],
].map(([text, more]) => ({ text, ...more }));

describe("the opponent's move since the reader's turn is told over a phone's hand", () => {
  for (const width of [360, 390]) {
    it(`zh at ${width}: the opponent's Investigators are named beside this turn's check`, () => {
      const s = layout({ ...valid({ ...start, lang: "zh" }), ui: { touch: true }, log_lines: LINES }, { width });
      const theirs = all(s, /^last-opponent$/).map((i) => i.text).join("");
      expect(theirs).toContain("對手打出調查員");
      expect(all(s, /^last-event$/).map((i) => i.text).join("")).toContain("瘋狂檢定");
    });
  }
});
