// The Letter table, issue 23 round J (rooms at 1280: the hand's y moved with the prompt's length, 365 → 381 → 455).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/letter_start.json";
import answer from "../fixtures/letter_answer.json";
import { feedbackItems } from "../scene/feedback.js";

const PROMPTS = {
  en: ["", "Your turn.", "Your turn: click a glowing card in your hand to see what it can do, then choose its effect.",
       "Your turn: click a glowing card in your hand to see what it can do, then choose its effect. Danger: Cthulhu is "
       + "the opponent's top card. When your turn ends the opponent plays it and you lose, unless you seal it now: "
       + "eliminate it, take it or swap it away."],
  zh: ["", "輪到你。", "輪到你：點一張發光的手牌看它能做什麼，再選它的效果。危險：克蘇魯是對手最上面的牌。你的回合結束時對手會打出它，"
       + "你就輸了；除非你現在封印它：淘汰、拿走或交換掉它。"],
};

const overlap = (a, b) => Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x))
  * Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));
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

describe("Letter at 1280: a hover tooltip covers neither the hand nor the player's discard", () => {
  const card = (id) => ({ id, value: start.catalog.cards[id].value, insane: start.catalog.cards[id].insane });
  const discard = ["investigators", "cats_of_ulthar", "great_race_of_yith", "elder_sign"].map(card);
  const SAY = "Play Great Race of Yith: compare Elder Sign (4) from your hand with the opponent's top card. Higher "
    + "eliminates it; lower loses the game. You lose: the opponent's top card is Cthulhu (8), which you know.";
  for (const width of [930, 1200]) {
    for (const selected of [null, 0, 1]) {
      it(`${width}, hand card ${selected} chosen: the tooltips of the chips, the insanity line and the hand`, () => {
        const view = { ...start.view, player_discard: discard, opponent_discard: discard };
        const s = layout(valid({ ...start, view, ui: { selected } }), { width });
        const hovered = s.items.filter((i) => String(i.id ?? "").startsWith("act:") || /^insanity-line$|^hand-\d$|^deck$/
          .test(i.label ?? ""));
        expect(hovered.length).toBeGreaterThan(2);
        for (const item of hovered) {
          for (const at of [item, { x: item.x + 5, y: item.y + 5 }]) {   // by a keyboard's focus, by the pointer
            const tip = feedbackItems(s, { tip: { text: SAY, at } }).find((i) => i.type === "tooltip");
            const hit = s.items.filter((i) => i !== item && /^hand-\d+$|^player-discard/.test(i.label ?? "")
                                              && overlap(tip, i) > 0);
            expect(hit.map((i) => i.label), `${item.label ?? item.id}`).toEqual([]);
            expect(tip.x + tip.w).toBeLessThanOrEqual(s.width);
          }
        }
      });
    }
  }
});
