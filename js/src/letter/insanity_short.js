// A phone's Insanity status in one short line each (newcomer review 22, Letter zh-TW phone finding 7: "2–3 red or
// orange paragraphs under the hand every turn"; en finding 4: everything talks at once): N, the deck and the race's
// numbers, the long sentence behind a tap on the line (Insanity N's text, layout_zoom.js). The same numbers as the
// long sentence of the same state (layout_insanity.js insanityState), none other. Pure: no DOM.
import { fillWords } from "../scene/words.js";

// zh: Letter's Chinese table is Traditional (the zh-TW reader's, widgets/base.py own_name). The turns counted are the
// reader's own, said so: "約 4 回合" read as the table's turn count, both sides' (review 31, letter_zh: 回合 twice)
// (ja 自分の番, as the line beside it says 自分の捨て札: "あなたの番" in a watched game's header read as "your turn")
const SHORT = {
  en: {
    insanity_zero: "N = 0: no check yet · deck {deck}, {turns} {turns:turn|turns} left",
    insanity_next: "N = {n}: {n} {n:card|cards} a check · deck {deck}, {turns} {turns:turn|turns} left",
    insanity_race: "⚠ N = {n} · deck {deck}, {turns} {turns:turn|turns} left · {clues} {clues:clue|clues} to go",
    insanity_race_top: "⚠ N = {n} · deck {deck}, {turns} {turns:turn|turns} left · Cthulhu on top",
    insanity_race_wait: "⚠ N = {n} · deck {deck}, {turns} {turns:turn|turns} left · Cthulhu on top",
    insanity_race_shield: "⚠ N = {n} · deck {deck}, {turns} {turns:turn|turns} left · Cthulhu protected",
    insanity_behind: "⚠ N = {n} · deck {turns} {turns:turn|turns}; {clues} {clues:clue|clues} need {need}: behind",
    insanity_fail: "⚠ N = {n}, deck {deck}: your next check fails",
    insanity_empty: "⚠ N = {n}, deck {deck}: nothing to draw after the check",
    insanity_raised: "⚠ N = {n} → {next} by any play: you lose at the next check",
    insanity_answer: "⚠ N = {n}, deck {deck}: you lose at the next check",
    insanity_over: "N = {n} when the game ended",
    deck_top_known: "⚠ Deck top known: Investigators would name it",
  },
  zh: {
    insanity_zero: "瘋狂 N = 0：不做檢定 · 牌堆 {deck} 張，夠你的 {turns} 個回合",
    insanity_next: "瘋狂 N = {n}：檢定 {n} 張 · 牌堆 {deck} 張，夠你的 {turns} 個回合",
    insanity_race: "⚠ N = {n} · 牌堆 {deck} 張，夠你的 {turns} 個回合 · 還有 {clues} 張線索",
    insanity_race_top: "⚠ N = {n} · 牌堆 {deck} 張，夠你的 {turns} 個回合 · 克蘇魯在最上面",
    insanity_race_wait: "⚠ N = {n} · 牌堆 {deck} 張，夠你的 {turns} 個回合 · 克蘇魯在最上面",
    insanity_race_shield: "⚠ N = {n} · 牌堆 {deck} 張，夠你的 {turns} 個回合 · 克蘇魯受保護",
    insanity_behind: "⚠ N = {n} · 牌堆夠你的 {turns} 個回合，{clues} 張線索需 {need} 個：落後",
    insanity_fail: "⚠ N = {n}，牌堆 {deck} 張：下次檢定必定失敗",
    insanity_empty: "⚠ N = {n}，牌堆 {deck} 張：檢定後無牌可抽",
    insanity_raised: "⚠ 出哪張都讓 N = {n} → {next}：你會在下一次檢定時輸掉",
    insanity_answer: "⚠ N = {n}，牌堆 {deck}：怎麼應對，你會在下一次檢定時輸掉",
    insanity_over: "瘋狂 N = {n}（遊戲結束時）",
    deck_top_known: "⚠ 牌堆頂牌已公開：對手的調查員會猜中它",
  },
  ja: {
    insanity_zero: "狂気 N = 0：チェックなし · 山札 {deck} 枚＝自分の番 {turns} 回",
    insanity_next: "N = {n}：チェック {n} 枚 · 山札 {deck} 枚＝自分の番 {turns} 回",
    insanity_race: "⚠ N = {n} · 山札 {deck} 枚＝自分の番 {turns} 回 · 手がかり {clues} 枚",
    insanity_race_top: "⚠ N = {n} · 山札 {deck} 枚＝自分の番 {turns} 回 · クトゥルフが上",
    insanity_race_wait: "⚠ N = {n} · 山札 {deck} 枚＝自分の番 {turns} 回 · クトゥルフが上",
    insanity_race_shield: "⚠ N = {n} · 山札 {deck} 枚＝自分の番 {turns} 回 · クトゥルフ保護",
    insanity_behind: "⚠ N = {n} · 山札＝自分の番 {turns} 回 · 手がかり{clues}枚に{need}回",
    insanity_fail: "⚠ N = {n}、山札 {deck} 枚：次のチェックは必ず失敗",
    insanity_empty: "⚠ N = {n}、山札 {deck} 枚：チェック後に引くカードなし",
    insanity_raised: "⚠ どれでも N = {n} → {next}、山札 {deck} 枚：次のチェックで負け",
    insanity_answer: "⚠ N = {n}、山札 {deck} 枚：どの応答でも次のチェックで負け",
    insanity_over: "狂気 N = {n}（終了時）",
    deck_top_known: "⚠ 山札の一番上は既知：相手の「探索者」が当てる",
  },
};

/** Return the short words of `key` in `lang` (zh-TW: the table's zh), filled from `vars`; null where none. */
export function shortWords(lang, key, vars = {}) {
  const table = SHORT[lang] ?? SHORT[String(lang).split("-")[0]] ?? SHORT.en;
  return key in table ? fillWords(table[key], vars) : null;
}

/** The keys a phone's status line may say (its room is measured on the longest). */
export const SHORT_KEYS = Object.keys(SHORT.en);

/** Return the [from, to) of the line's "N = n" head, dotted as a term that opens its text on a tap. */
export function headSpan(text) {
  const found = /N = \d+/.exec(text);
  return found ? [found.index, found.index + found[0].length] : null;
}
