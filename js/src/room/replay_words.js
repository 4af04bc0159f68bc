// The replay page's own words (js/src/replay: its scrubber, step and round labels), in each language a replay is
// written in (cthulhu_widgets/replay.py LANGS): a room's replay said them in English only (review 19, room item 4).

export const REPLAY_WORDS = {
  en: {
    play: "▶ Play", pause: "❚❚ Pause", play_tip: "play the steps one after another", prev_tip: "previous step (←)",
    next_tip: "next step (→)", step: "step", step_of: "step {i} / {n}", design_mark: " · designer's view",
    round_of: "round {r} / {n}", round_prev: "◀ round", round_next: "round ▶",
    round_prev_tip: "the start of this round, or of the round before", round_next_tip: "the start of the next round",
    speed: "play-back speed", seen_from: "Seen from {seat}", designer: "Designer's view (every hidden card shown)",
  },
  ja: {
    play: "▶ 再生", pause: "❚❚ 一時停止", play_tip: "ステップを順に再生する", prev_tip: "前のステップ（←）",
    next_tip: "次のステップ（→）", step: "ステップ", step_of: "ステップ {i} / {n}", design_mark: "・デザイナー視点",
    round_of: "ラウンド {r} / {n}", round_prev: "◀ ラウンド", round_next: "ラウンド ▶",
    round_prev_tip: "このラウンド（または前のラウンド）の最初へ", round_next_tip: "次のラウンドの最初へ",
    speed: "再生速度", seen_from: "{seat} の視点", designer: "デザイナー視点（伏せたカードもすべて表示）",
  },
  zh: {
    play: "▶ 播放", pause: "❚❚ 暂停", play_tip: "一步接一步地播放", prev_tip: "上一步（←）",
    next_tip: "下一步（→）", step: "步", step_of: "第 {i}/{n} 步", design_mark: "・设计者视角",
    round_of: "第 {r}/{n} 轮", round_prev: "◀ 上一轮", round_next: "下一轮 ▶",
    round_prev_tip: "本轮（或上一轮）的开头", round_next_tip: "下一轮的开头",
    speed: "播放速度", seen_from: "{seat} 的视角", designer: "设计者视角（显示所有隐藏的牌）",
  },
  "zh-TW": {
    play: "▶ 播放", pause: "❚❚ 暫停", play_tip: "一步接一步地播放", prev_tip: "上一步（←）",
    next_tip: "下一步（→）", step: "步", step_of: "第 {i}/{n} 步", design_mark: "・設計者視角",
    round_of: "第 {r}/{n} 輪", round_prev: "◀ 上一輪", round_next: "下一輪 ▶",
    round_prev_tip: "本輪（或上一輪）的開頭", round_next_tip: "下一輪的開頭",
    speed: "播放速度", seen_from: "{seat} 的視角", designer: "設計者視角（顯示所有隱藏的牌）",
  },
};

/** Return the replay's word `key` in `lang` (English where it has none), its {name} placeholders filled. */
export function replaySay(lang, key, vars = {}) {
  const text = REPLAY_WORDS[lang]?.[key] ?? REPLAY_WORDS.en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in vars ? String(vars[name]) : whole));
}
