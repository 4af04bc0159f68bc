// The kernel's longest selection words (games/letter/sentences), for measuring only: the Letter prompt band keeps the
// room of its tallest selection from the first turn, so no selection moves the hand row (newcomer review 10, findings
// 1 and 3). `warn`: a warning every naming chip shares, said in the prompt (layout.js sharedWarning). `chips`: a
// card's chips, Cancel after them, at their longest; `desk` at a desk: Hound of Tindalos's warned compare chips
// and its Insane chip sealing Cthulhu ("— eliminates Cthulhu: you win", round Z), The Shining Trapezohedron's Insane
// chip warned of the last clue. Round Z's words ran past the room kept without them: the desk hand moved 5-32 px when
// such a card was chosen (newcomer review 18, finding 4b). `desk`: those words, kept at a desk (the table beside the
// story) in zh, whose table has the room; on a phone they left half of Deep Ones' band empty (round6d.test.js). en
// and ja keep the older words: their late game fills a 1280×800 window to the px (round6b.test.js, 656 px), so
// their longest words grown in (+26 to +39 px) ran it past the window; still open there (round19aa_end.test.js).
const WORDS = {
  en: { warn: "⚠ Cthulhu stays on top: you lose",
        chips: { hound_of_tindalos: [
          "Sane: Compare Professor Henry Armitage (5)",
          "Sane: Compare the deck's top card ⚠ your deck top may become known: the opponent's Investigators would then "
          + "knock you out",
          "Insane: Eliminate the top card if the opponent's discard has no Insanity card"] } },
  zh: { warn: "⚠ 克蘇魯留在最上面：你會輸",
        chips: { hound_of_tindalos: [
          "理智：以亨利‧阿米蒂奇教授（5）比拚", "理智：以牌堆第1張比拚 ⚠ 牌堆第1張可能公開：之後對手的調查員會讓你出局",
          "瘋狂：若對手棄牌堆無瘋狂卡，淘汰最上面的牌"] },
        desk: { hound_of_tindalos: [
          "理智：以亨利‧阿米蒂奇教授（5）比拚 ⚠ 克蘇魯（8）比它大：你會輸",
          "理智：以牌堆第1張比拚 ⚠ 牌堆第1張可能公開：之後對手的調查員會讓你出局",
          "瘋狂：若對手棄牌堆無瘋狂卡，淘汰最上面的牌——淘汰克蘇魯：你獲勝"],
                 shining_trapezohedron: [
          "理智：打出閃耀的偏方三八面體：沒有效果",
          "瘋狂：淘汰最上面的牌（亨利‧阿米蒂奇教授：5） ⚠ 若最後一張線索是舊神印記（1 張未見），它會保護克蘇魯：你會輸"] } },
  ja: { warn: "⚠ クトゥルフが残る：あなたの負け",
        chips: { hound_of_tindalos: [
          "正気：「ランドルフ・カーター」（6）で比べる",
          "正気：山札の一番上で比べる ⚠ 山札の一番上が知られるかも：そうなると相手の「探索者」であなたは脱落",
          "狂気：相手の捨て札に狂気カードがなければ一番上を脱落"] } },
};

/** Return the longest selection words of `lang` ({warn, chips: {card: [chip text]}, desk?: the same, at a desk only}),
 * English's for another language. */
export function worstWords(lang) {
  return WORDS[String(lang).slice(0, 2)] ?? WORDS.en;
}
