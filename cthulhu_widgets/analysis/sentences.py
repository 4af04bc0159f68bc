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
    },
    "zh-TW": {
        "wins": "這一步現在就贏得遊戲。",
        "loses": "這一步會立刻輸掉遊戲。",
        "top": "照經驗法則行動的玩家也選這一步：就你看得到的牌而言，它的評分最高。",
        "asked": "你請求了提示。",
        "exact": "在你看不到的牌重新發 {n} 次之下，每一步的獲勝機率。",
        "search": "搜尋的 {n} 次嘗試中分給每一步的比例（重新發你看不到的牌）。",
    },
    "zh-CN": {
        "wins": "这一步现在就赢得游戏。",
        "loses": "这一步会立刻输掉游戏。",
        "top": "按经验法则行动的玩家也选这一步：就你看得到的牌而言，它的评分最高。",
        "asked": "你请求了提示。",
        "exact": "在你看不到的牌重新发 {n} 次之下，每一步的获胜概率。",
        "search": "搜索的 {n} 次尝试中分给每一步的比例（重新发你看不到的牌）。",
    },
    "ja": {
        "wins": "この手で今すぐ勝てます。",
        "loses": "この手を打つとすぐに負けます。",
        "top": "経験則で打つプレイヤーもこの手を選びます：見えている情報では最も評価が高い手です。",
        "asked": "ヒントを使いました。",
        "exact": "見えないカードを {n} 回配り直したときの、各手の勝率。",
        "search": "探索 {n} 回のうち各手に割いた割合（見えないカードは配り直して探索）。",
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
