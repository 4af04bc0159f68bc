// The kernel's longest selection words (games/letter/sentences), for measuring only: the Letter prompt band keeps the
// room of its tallest selection from the first turn, so no selection moves the hand row (newcomer review 10, findings
// 1 and 3). Hound of Tindalos played insane: its Sane compare chips (the deck's with its warning) and its Insane chip;
// a warning every naming chip shares goes into the prompt (layout.js sharedWarning).
const WORDS = {
  en: { warn: "⚠ Cthulhu stays on top: you lose",
        compare: ["Sane: Compare Professor Henry Armitage (5)",
                  "Sane: Compare the deck's top card ⚠ your deck top may become known: the opponent's Investigators "
                  + "would then knock you out",
                  "Insane: Eliminate the top card if the opponent's discard has no Insanity card"] },
  zh: { warn: "⚠ 克蘇魯留在最上面：你會輸",
        compare: ["理智：以亨利‧阿米蒂奇教授（5）比拚", "理智：以牌堆第1張比拚 ⚠ 牌堆第1張可能公開：之後對手的調查員會讓你出局",
                  "瘋狂：若對手棄牌堆無瘋狂卡，淘汰最上面的牌"] },
  ja: { warn: "⚠ クトゥルフが残る：あなたの負け",
        compare: ["正気：「ランドルフ・カーター」（6）で比べる",
                  "正気：山札の一番上で比べる ⚠ 山札の一番上が知られるかも：そうなると相手の「探索者」であなたは脱落",
                  "狂気：相手の捨て札に狂気カードがなければ一番上を脱落"] },
};

/** Return the longest selection words of `lang` ({warn, compare}), English's for another language. */
export function worstWords(lang) {
  return WORDS[String(lang).slice(0, 2)] ?? WORDS.en;
}
