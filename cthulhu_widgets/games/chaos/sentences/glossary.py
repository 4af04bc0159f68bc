"""The one spelling of each term of CHAOS, per language: the card texts, the log, the prompts, the chips, the help and
the table's words all write it so (tests/test_glossary_prompts.py reads every text the game shows).

Each term is {"is": its spelling, "not": the spellings it replaced (regular expressions that must match no text),
"ui": the table's words (widgets/chaos_words.json keys) that name it}. zh is the seed's Simplified Chinese: a card
has one name, the seed's first (体检, not 体检|检测), a round is 轮 and a turn 回合 (每回合移动一格)."""

GLOSSARY = {
    "en": {
        "patient": {"is": "patient", "not": [], "ui": ["patient"]},
        "ghost": {"is": "ghost", "not": [], "ui": ["ghost"]},
        "round": {"is": "round", "not": [], "ui": ["round"]},
        "turn": {"is": "turn", "not": [], "ui": ["turn"]},
        "combo": {"is": "combo", "not": [r"Move, or play Checkup"], "ui": ["combo"]},
        "joint turn": {"is": "joint turn", "not": [r"shared turn"], "ui": []},
        "Checkup": {"is": "Checkup", "not": [r"Check-up", r"Detect\b"], "ui": []},
        "Mania / Sprint": {"is": "Mania / Sprint", "not": [], "ui": []},
        "plural": {"is": "cells", "not": [r"\(s\)"], "ui": []},
        "compass": {"is": "compass", "not": [r"\bdial\b"], "ui": ["spin"]},
    },
    "zh": {
        "patient": {"is": "病人", "not": [], "ui": ["patient"]},
        "ghost": {"is": "鬼魂", "not": [], "ui": ["ghost"]},
        "round": {"is": "轮", "not": [r"第 ?\{round\} ?回合", r"回合 \{round\}", r"钥匙每回合"], "ui": ["round"]},
        "turn": {"is": "回合", "not": [r"还有 \{n\} 个行动"], "ui": ["turn"]},
        "team": {"is": "组", "not": [r"\{(team|outcome)\}队"], "ui": ["team"]},
        "combo": {"is": "合作", "not": [], "ui": ["combo"]},
        "react": {"is": "反制", "not": [r"反应"], "ui": ["reaction"]},
        "Checkup": {"is": "体检", "not": [r"体检\|", r"移动，或出示体检"], "ui": []},
        "Mischief": {"is": "捣蛋", "not": [r"搅局"], "ui": []},
        # one term for a combo's joint turn (newcomer review 14, finding 4: the coach said 共同回合)
        "joint turn": {"is": "合作回合", "not": [r"共同回合"], "ui": []},
        "Mania": {"is": "狂躁", "not": [r"狂躁\|疾跑"], "ui": []},
        "one name": {"is": "精神分裂", "not": [r"\|"], "ui": []},
        "compass": {"is": "罗盘", "not": [r"指南针"], "ui": ["spin"]},
    },
    "ja": {
        "patient": {"is": "患者", "not": [], "ui": ["patient"]},
        "ghost": {"is": "幽霊", "not": [], "ui": ["ghost"]},
        "round": {"is": "ラウンド", "not": [], "ui": ["round"]},
        "turn": {"is": "手番", "not": [r"ターン"], "ui": ["turn"]},
        "combo": {"is": "コンボ", "not": [], "ui": ["combo"]},
        "react": {"is": "対抗", "not": [r"反応"], "ui": []},
        "Checkup": {"is": "検診", "not": [r"検査"], "ui": []},
        "Mischief": {"is": "撹乱", "not": [r"攪乱"], "ui": []},
        # one term for a combo's joint turn (newcomer review 14, finding 4: 合同手番 in the prompt, 共同の手番 in the coach)
        "joint turn": {"is": "合同手番", "not": [r"共同の手番"], "ui": []},
        # one word for the Midnight compass (newcomer review 11: 羅針盤 in the log, コンパス in the legend)
        "compass": {"is": "羅針盤", "not": [r"コンパス"], "ui": ["spin"]},
        # a card's suit: the word a Japanese card player knows (トランプのマーク; newcomer review 35, chaos_ja 9)
        "suit": {"is": "マーク", "not": [r"スート"], "ui": []},
    },
}
