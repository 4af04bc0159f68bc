// The Letter table, issue 23 round M (newcomer review 9: Letter 7/6 at 1280×800, 6/5 on a zh phone).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/letter_start.json";

const DESK = 930;   // the canvas's width in a 1280×800 window (Voilà's page, the story column beside it)
// the kernel's prompts (games/letter/sentences): one line, two, three, and the longest (a forced play in danger)
const PROMPTS = {
  en: ["Name the value of the opponent's top card.",
       "Your turn: click a glowing card to play it on the top card of the opponent (the clue stack).",
       "Your turn: click a glowing card to play it on the top card of the opponent (the clue stack). You are sane, so "
       + "Nyarlathotep (the eye: an Insanity card) uses its Sane effect; in your discard it makes you insane.",
       "You must play The Shining Trapezohedron: a 7 held with a card of 5 or more is always played. Danger: Cthulhu "
       + "is the opponent's top card. When your turn ends the opponent plays it and you lose, unless you seal it now: "
       + "eliminate it, take it or swap it away."],
  zh: ["猜對手最上面的牌的數值。", "輪到你：點擊發光的牌，對對手（線索牌堆）最上面的牌打出。",
       "輪到你：點擊發光的牌，對對手（線索牌堆）最上面的牌打出。你未瘋狂，所以奈亞拉托提普（有眼睛的瘋狂卡）用理智效果；"
       + "它進入你的棄牌堆後你就瘋狂了。",
       "你必須打出閃耀的偏方三八面體：7 與 5 以上的牌同在手中時，必須打出 7。 危險：克蘇魯是對手最上面的牌。你的回合結束時"
       + "對手會打出它，你就輸了；除非你現在封印它：淘汰、拿走或交換掉它。"],
  ja: ["相手の一番上のカードの数字を宣言する。", "あなたの番：光っている札をクリックし、相手（手がかりの山）の一番上のカードに対してプレイする。",
       "あなたの番：光っている札をクリックし、相手（手がかりの山）の一番上のカードに対してプレイする。あなたは正気なので"
       + "「ナイアーラトテップ」（目のマークの狂気カード）は正気の効果を使う。捨て札に置かれると狂気になる。",
       "「ランドルフ・カーター」をプレイしなければならない：5 以上のカードと一緒に持つ 7 は必ずプレイする。 危険：クトゥルフが"
       + "相手の一番上のカード。あなたのターンが終わると相手がそれをプレイし、あなたの負け。今封印しなければならない：脱落させる、"
       + "奪う、または交換して取り除く。"],
};

describe("finding 1: the hand and deck row keeps one y whatever the prompt says; no prompt under 12 px at a desk", () => {
  for (const lang of ["en", "zh", "ja"]) {
    it(`${lang} at ${DESK}: a 1-, 2-, 3-line and the longest prompt leave the hand row where it is`, () => {
      const rows = PROMPTS[lang].map((prompt) => {
        const s = layout(valid({ ...start, lang, prompt }), { width: DESK });
        const said = s.items.filter((i) => /^prompt(-more)?$/.test(i.label ?? ""));
        expect(said.map((i) => i.text).join("").replace(/\s/g, "")).toBe(prompt.replace(/\s/g, ""));
        for (const line of said) expect(line.size).toBeGreaterThanOrEqual(12);
        const at = (label) => s.items.find((i) => i.label === label);
        return [at("hand-0").y, at("deck").y, at("hand-label").y].join();
      });
      expect(new Set(rows).size).toBe(1);
    });
  }
});
