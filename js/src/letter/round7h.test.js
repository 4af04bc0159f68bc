// The Letter table, issue 23 round H (newcomer review 7: Letter 7/6 at 1280×800, 7/5 on a zh phone).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { unseenByValue } from "./layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/letter_start.json";
import won from "../fixtures/letter_won.json";

const card = (id) => ({ id, value: start.catalog.cards[id].value, insane: start.catalog.cards[id].insane });
const lines = (s, label) => s.items.filter((i) => i.label === label).map((i) => i.text);
const LET = { en: "let the opponent play it", zh: "讓對手打出它", ja: "相手にプレイさせて" };

describe("finding 2: the race line under the hand gives the prompt's advice (let the opponent play the last clue)", () => {
  for (const lang of ["en", "zh", "ja"]) {
    it(`${lang}: 1 clue over Cthulhu, the deck lasts 2 turns at N = 3`, () => {
      // no deck clock (deck.turns): deck ÷ (N + 1), the 2 turns meant (the start's 13 belong to deck 13)
      const view = { ...start.view, insanity: 3, deck: { ...start.view.deck, turns: undefined, count: 8 },
                     opponent: { ...start.view.opponent, clues: 1, count: 2, cards: [card("cthulhu")] } };
      const said = lines(layout(valid({ ...start, lang, view }), { width: 930 }), "insanity-line");
      expect(said.join("")).toContain(LET[lang]);
      expect(said.join(" ")).not.toMatch(/clear the|先清掉|取り除き/);
      expect(said.length).toBeLessThanOrEqual(2);   // two lines at 1280×800 (issue 23 r6b)
    });
  }
});


describe("finding 3: at the end every card lies in one place (p35_hidden, g12_end)", () => {
  const cthulhus = (s) => s.items.filter((i) => i.face?.id === "cthulhu" || i.top?.id === "cthulhu");
  it("Cthulhu sealed into the opponent's discard: drawn once, the goal slot empty", () => {
    const s = layout(valid(won), { width: 930 });
    expect(cthulhus(s)).toHaveLength(1);
    expect(cthulhus(s)[0].label).toMatch(/^opponent-discard/);
    expect(s.items.find((i) => i.label === "cthulhu")).toMatchObject({ type: "pile", count: 0 });
  });
  it("a swap win: Cthulhu in the hand only; the card left on the stack has no count badge under 'Clues: 0'", () => {
    const view = { ...won.view, hand: [card("cthulhu")],
                   opponent: { ...won.view.opponent, count: 1, clues: 1, cards: [card("investigators")] },
                   opponent_discard: won.view.opponent_discard.filter((c) => c.id !== "cthulhu") };
    const s = layout(valid({ ...won, view }), { width: 930 });
    expect(cthulhus(s)).toHaveLength(1);
    expect(cthulhus(s)[0].label).not.toBe("cthulhu");
    expect(s.items.find((i) => i.label === "clue-stack").badge).toBe(false);
  });
  it("in play Cthulhu keeps its slot", () => {
    const s = layout(valid(start), { width: 930 });
    expect(s.items.find((i) => i.label === "cthulhu").face?.id).toBe("cthulhu");
  });
});

describe("finding 4: becoming insane never moves the hand, and the lesson stays short (e07, d01)", () => {
  const INSANE = {
    en: "Your turn: click a glowing card to play it on the top card of the opponent (the clue stack). You are insane, "
      + "so an Insanity card (the eye) may use its Sane or its Insane effect: pick the chip \"Sane: …\" or \"Insane: …\".",
    zh: "輪到你：點擊發光的牌，對對手（線索牌堆）最上面的牌打出。你已瘋狂，瘋狂卡（有眼睛的牌）可用理智或瘋狂效果："
      + "選「理智：…」或「瘋狂：…」按鈕。",
    ja: "あなたの番：光っている札をクリックし、相手（手がかりの山）の一番上のカードに対してプレイする。あなたは狂気なので、"
      + "狂気カード（目のマーク）は正気か狂気の効果を選べる：「正気：…」か「狂気：…」のボタンで選ぼう。",
  };
  const handY = (f, width) => layout(valid(f), { width }).items.find((i) => i.label === "hand-0").y;
  const promptLines = (f, width) => layout(valid(f), { width }).items.filter((i) => /^prompt(-more)?$/.test(i.label));
  for (const lang of ["en", "zh", "ja"]) {
    for (const width of [930, 390]) {
      it(`${lang} at ${width}: the hand's y is the same sane (N = 0) and insane (N = 1)`, () => {
        const mad = { ...start.view, insanity: 1, player_discard: [card("golden_mead")] };
        const sane = { ...start, lang };
        expect(handY({ ...start, lang, view: mad, prompt: INSANE[lang] }, width)).toBe(handY(sane, width));
        expect(promptLines({ ...start, lang, view: mad, prompt: INSANE[lang] }, width).length).toBeLessThanOrEqual(width > 500 ? 3 : 5);
      });
    }
  }
});

describe("finding 5: the cards not seen yet leave out the values with none left", () => {
  it("no '0×0' or '8×0' in the naming card's help", () => {
    const list = unseenByValue(start.catalog, start.view);
    expect(list).not.toMatch(/×0\b/);
    expect(list).toContain("1×6");
  });
});
