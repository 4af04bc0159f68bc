// Round AG, fixer AG1 (newcomer review 20, Letter zh-TW phone finding 6, 076_g6_t6): over a phone's hand the summary
// said "瘋狂 N 現在是 3" (the opponent's Investigators' discard) while the Insanity line said N = 5: the insanity check
// of this turn, which flipped Hound of Tindalos and The Shining Trapezohedron, was left out when the reader's last turn
// and the opponent's took the three rows. A check that changed N since is said before the reader's older last turn.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/letter_start.json";

const STORY = {
  en: ["Turn 5: your turn.", "You draw Investigators.", "You play Investigators (Sane effect).", "You named 4: wrong.",
       "The opponent's top card is now known: Investigators.", "Turn 6: the opponent's turn.",
       "The opponent plays Investigators.",
       "The deck's top card, Nyarlathotep, is discarded to your discard pile: Insanity N is now 3.",
       "Turn 7: your turn.",
       "Insanity check: 3 cards go from the deck to your discard pile: Investigators, Hound of Tindalos, "
       + "The Shining Trapezohedron.", "You draw Liber Ivonis."],
  zh: ["第 5 回合：輪到你。", "你抽到調查員。", "你打出調查員（理智效果）。", "你猜 4：猜錯。", "對手最上面的牌正面朝上：調查員。",
       "第 6 回合：輪到對手。", "對手打出調查員。", "牌堆第1張奈亞拉托提普被丟棄，置於你的棄牌堆：瘋狂 N 現在是 3。",
       "第 7 回合：輪到你。", "瘋狂檢定：3 張牌從牌堆移到你的棄牌堆：調查員、廷達洛斯獵犬、閃耀的偏方三八面體。", "你抽到伊波恩之書。"],
  ja: ["第 5 ターン：あなたの番。", "あなたは「探索者」を引く。", "あなたは「探索者」をプレイする（正気の効果）。",
       "あなたは 4 と宣言：はずれ。", "相手の一番上のカードが公開された：「探索者」。", "第 6 ターン：相手の番。",
       "相手が「探索者」をプレイする。", "山札の一番上の「ナイアーラトテップ」があなたの捨て札に置かれる：狂気 N は 3 になる。",
       "第 7 ターン：あなたの番。",
       "狂気チェック：山札から 3 枚があなたの捨て札へ：「探索者」「ティンダロスの猟犬」「輝くトラペゾヘドロン」。",
       "あなたは「エイボンの書」を引く。"],
};
const CARDS = [[], ["investigators"], ["investigators"], [], ["investigators"], [], ["investigators"], ["nyarlathotep"],
  [], ["investigators", "hound_of_tindalos", "shining_trapezohedron"], ["liber_ivonis"]];
const story = (texts) => texts.map((text, i) => ({
  text, ...([0, 5, 8].includes(i) ? { turn: 1 } : {}), ...([0, 1, 2, 3, 8, 10].includes(i) ? { you: 1 } : {}),
  ...(CARDS[i].length ? { cards: CARDS[i].map((c) => ["x", c]) } : {}),
}));

describe("finding 6 (zh): the summary over a phone's hand tells this turn's check after the opponent's N", () => {
  for (const lang of ["en", "zh", "ja"]) {
    for (const width of [360, 390]) {
      it(`${lang} at ${width}`, () => {
        const base = { ...valid({ ...start, lang }), ui: { touch: true } };
        const s = layout({ ...base, log_lines: story(STORY[lang]) }, { width });
        const said = s.items.filter((i) => /^last-/.test(i.label ?? "")).map((i) => i.text).join("");
        expect(said.replace(/\s/g, "")).toContain(STORY[lang][9].slice(0, 8).replace(/\s/g, ""));
        expect(said).not.toMatch(/…$/);
      });
    }
  }
});
