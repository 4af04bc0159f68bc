"""The words of hints and of the after-game analysis, in every language a game's table speaks.

Kept here rather than in the games' sentence tables (games/<game>/sentences): a hint's reason comes from the
heuristic bot's scoring, which is the analysis's business. `zh` is written per script: Letter's table speaks
Traditional Chinese, CHAOS's Simplified (GameSpec.scripts).
"""
from __future__ import annotations

from ..games import get_spec

SENTENCES = {
    "en": {
        "wins": "This move wins the game now.",
        "loses": "This move loses the game at once.",
        "top": "The rule-of-thumb player picks this move too: it scores best on what you can see.",
        "asked": "You asked for a hint.",
        "exact": "Win chance of each move over {n} re-deals of the cards you cannot see.",
        "search": "Share of {n} search tries spent on each move (re-dealing the cards you cannot see).",
        "line": "step {step}: played {played} ({value} ± {error}), {verdict}",
        "same": "the best move",
        "best": "best: {best} ({value})",
        "decisive_line": "  <- decisive",
        "decisive": "decisive",
        "heading": "After the game: {seat}'s decisions ({how})",
        "how_exact": "exact over {n} re-deals per decision",
        "how_search": "ISMCTS, {n} iterations per decision; ± one standard error",
        "legend_best": "- - best move",
        "legend_played": "— move played (± 1 s.e.)",
        "axis": "step",
        "player": "the player",
    },
    "zh-TW": {
        "wins": "這一步現在就贏得遊戲。",
        "loses": "這一步會立刻輸掉遊戲。",
        "top": "照經驗法則行動的玩家也選這一步：就你看得到的牌而言，它的評分最高。",
        "asked": "你請求了提示。",
        "exact": "在你看不到的牌重新發 {n} 次之下，每一步的獲勝機率。",
        "search": "搜尋的 {n} 次嘗試中分給每一步的比例（重新發你看不到的牌）。",
        "line": "第 {step} 步　你走的一步（勝率 {value} ± {error}）：{played}　{verdict}",
        "same": "這就是最佳的一步。",
        "best": "最佳的一步（勝率 {value}）：{best}",
        "decisive_line": "  ← 關鍵的一步",
        "decisive": "關鍵",
        "heading": "賽後分析：{seat} 的決定（{how}）",
        "how_exact": "每個決定重新發牌 {n} 次並精確求解",
        "how_search": "ISMCTS，每個決定搜尋 {n} 次；± 一個標準誤",
        "legend_best": "- - 最佳的一步",
        "legend_played": "— 實際走的一步（± 1 標準誤）",
        "axis": "步",
        "player": "玩家",
    },
    "zh-CN": {
        "wins": "这一步现在就赢得游戏。",
        "loses": "这一步会立刻输掉游戏。",
        "top": "按经验法则行动的玩家也选这一步：就你看得到的牌而言，它的评分最高。",
        "asked": "你请求了提示。",
        "exact": "在你看不到的牌重新发 {n} 次之下，每一步的获胜概率。",
        "search": "搜索的 {n} 次尝试中分给每一步的比例（重新发你看不到的牌）。",
        "line": "第 {step} 步　你走的一步（胜率 {value} ± {error}）：{played}　{verdict}",
        "same": "这就是最佳的一步。",
        "best": "最佳的一步（胜率 {value}）：{best}",
        "decisive_line": "  ← 关键的一步",
        "decisive": "关键",
        "heading": "赛后分析：{seat} 的决定（{how}）",
        "how_exact": "每个决定重新发牌 {n} 次并精确求解",
        "how_search": "ISMCTS，每个决定搜索 {n} 次；± 一个标准误",
        "legend_best": "- - 最佳的一步",
        "legend_played": "— 实际走的一步（± 1 标准误）",
        "axis": "步",
        "player": "玩家",
    },
    "ja": {
        "wins": "この手で今すぐ勝てます。",
        "loses": "この手を打つとすぐに負けます。",
        "top": "経験則で打つプレイヤーもこの手を選びます：見えている情報では最も評価が高い手です。",
        "asked": "ヒントを使いました。",
        "exact": "見えないカードを {n} 回配り直したときの、各手の勝率。",
        "search": "探索 {n} 回のうち各手に割いた割合（見えないカードは配り直して探索）。",
        "line": "{step} 手目　選んだ手（勝率 {value} ± {error}）：{played}　{verdict}",
        "same": "これが最善手でした。",
        "best": "最善手（勝率 {value}）：{best}",
        "decisive_line": "  ← 決定的な場面",
        "decisive": "決定的",
        "heading": "対局後の分析：{seat} の判断（{how}）",
        "how_exact": "判断ごとに見えないカードを {n} 回配り直して厳密に計算",
        "how_search": "ISMCTS、判断ごとに {n} 回探索；± は標準誤差 1 つ分",
        "legend_best": "- - 最善手",
        "legend_played": "— 選んだ手（± 1 標準誤差）",
        "axis": "手",
        "player": "プレイヤー",
    },
}
KEYS = tuple(SENTENCES["en"])


def table(game: str, lang: str) -> dict:
    """Return the words of `lang` at `game`'s table (its script for zh; English for a language it does not speak)."""
    spec = get_spec(game)
    if lang not in spec.languages:
        lang = "en"
    script = spec.scripts.get(lang, lang)
    if script == "zh":
        script = "zh-TW"
    return SENTENCES.get(script, SENTENCES["en"])


def say(game: str, lang: str, key: str, **data) -> str:
    """Return the sentence `key` of the analysis in `game`'s `lang`, filled with `data`."""
    return table(game, lang)[key].format(**data)
