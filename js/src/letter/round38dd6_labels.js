// Test support: the longest ⚠ labels the kernel writes for one card (round38dd6_chips, round40ff7_whole).
// the longest ⚠ chips the kernel writes (Hound of Tindalos chosen, the last clue maybe an Elder Sign)
export const LABELS = {
  en: ["Sane: Compare Professor Henry Armitage (5) ⚠ Cthulhu (8) is higher: you lose",
       "Sane: Compare the deck's top card ⚠ your deck top may become known: the opponent's Investigators would then "
       + "knock you out",
       "Insane: Eliminate the top card if the opponent's discard has no Insanity card ⚠ if the last clue is Elder Sign "
       + "(1 unseen), it protects Cthulhu: you lose"],
  zh: ["理智：以亨利‧阿米蒂奇教授（5）比拚 ⚠ 克蘇魯（8）比它大：你會輸",
       "理智：以牌堆第1張比拚 ⚠ 牌堆第1張可能公開：之後對手的調查員會讓你出局",
       "瘋狂：若對手棄牌堆無瘋狂卡，淘汰最上面的牌 ⚠ 若最後一張線索是舊神印記（1 張未見），它會保護克蘇魯：你會輸"],
  ja: ["正気：「ランドルフ・カーター」（6）で比べる ⚠ クトゥルフ（8）の方が大きい：あなたの負け",
       "正気：山札の一番上で比べる ⚠ 山札の一番上が知られるかも：そうなると相手の「探索者」であなたは脱落",
       "狂気：相手の捨て札に狂気カードがなければ一番上を脱落 ⚠ 最後の手がかりが「旧神の印」（未見 1 枚）なら、"
       + "クトゥルフを守る：あなたの負け"],
};
