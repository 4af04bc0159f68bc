// The Letter table, issue 23 round J (rooms at 1280: the hand's y moved with the prompt's length, 365 → 381 → 455).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/letter_start.json";
import answer from "../fixtures/letter_answer.json";

const PROMPTS = {
  en: ["", "Your turn.", "Your turn: click a glowing card in your hand to see what it can do, then choose its effect.",
       "Your turn: click a glowing card in your hand to see what it can do, then choose its effect. Danger: Cthulhu is "
       + "the opponent's top card. When your turn ends the opponent plays it and you lose, unless you seal it now: "
       + "eliminate it, take it or swap it away."],
  zh: ["", "輪到你。", "輪到你：點一張發光的手牌看它能做什麼，再選它的效果。危險：克蘇魯是對手最上面的牌。你的回合結束時對手會打出它，"
       + "你就輸了；除非你現在封印它：淘汰、拿走或交換掉它。"],
};

const handY = (s) => s.items.find((i) => i.label === "hand-0").y;

describe("rooms at 1280: the prompt keeps one room, so the hand keeps one y whatever the prompt says", () => {
  for (const [lang, prompts] of Object.entries(PROMPTS)) {
    for (const width of [930, 1200]) {
      it(`${lang} at ${width}: ${prompts.length} prompts, one hand y`, () => {
        const ys = prompts.map((prompt) => handY(layout(valid({ ...start, lang, prompt }), { width })));
        expect(new Set(ys).size, ys.join(" ")).toBe(1);
      });
    }
  }
  for (const width of [800, 930, 1200]) {
    it(`answering the opponent's card at ${width}: a long prompt over two long chips keeps the hand's y`, () => {
      const ys = [answer.prompt, PROMPTS.en[3], "Answer."].map((prompt) =>
        handY(layout(valid({ ...answer, prompt }), { width })));
      expect(new Set(ys).size, ys.join(" ")).toBe(1);
    });
  }
  it("a prompt fitted to its room keeps every word (drawn smaller, never cut)", () => {
    const prompt = PROMPTS.en[3];
    const s = layout(valid({ ...start, prompt }), { width: 930 });
    const said = s.items.filter((i) => /^prompt(-more)?$/.test(i.label ?? "")).map((i) => i.text).join(" ");
    expect(said.replace(/\s+/g, " ")).toBe(prompt);
  });
});
