"""The one spelling of each term of Lovecraft Letter, per language: the card texts, the log, the prompts, the chips,
the help and the table's words all write it so (tests/test_glossary_prompts.py reads every text the game shows).

Each term is {"is": its spelling, "not": the spellings it replaced (regular expressions that must match no text),
"ui": the table's words (widgets/letter_words.json keys) that name it}. zh is the seed's Traditional Chinese."""

GLOSSARY = {
    "en": {
        "clue": {"is": "clue", "not": [r"take every clue"], "ui": ["clues"]},
        "deck": {"is": "deck", "not": [], "ui": ["deck"]},
        "top card": {"is": "top card", "not": [], "ui": []},
        "eliminate": {"is": "eliminate", "not": [], "ui": []},
        "insanity check": {"is": "insanity check", "not": [r"(?i)(?<!in)sanity check"], "ui": []},
        "known": {"is": "known", "not": [], "ui": []},
        "Sane": {"is": "Sane", "not": [], "ui": ["sane"]},
        "Insane": {"is": "Insane", "not": [], "ui": ["insane"]},
        "turn": {"is": "turn", "not": [], "ui": ["turn"]},
        "no effect": {"is": "no effect", "not": [r"[Nn]o-effect"], "ui": []},
        "plural": {"is": "cards", "not": [r"\(s\)", r"\ba 8\b", r"\ba 11\b", r"\ba 18\b"], "ui": []},
    },
    "zh": {
        "clue": {"is": "線索", "not": [r"取得所有線索", r"拿走所有線索"], "ui": ["clues"]},
        "deck": {"is": "牌堆", "not": [], "ui": ["deck"]},
        "top card": {"is": "最上面的牌", "not": [], "ui": []},
        "deck top": {"is": "牌堆第1張", "not": [r"牌堆頂"], "ui": []},
        "eliminate": {"is": "淘汰", "not": [r"猜中，則棄掉", r"則棄掉；"], "ui": []},
        "insanity check": {"is": "瘋狂檢定", "not": [r"理智檢定"], "ui": []},
        "known": {"is": "正面朝上", "not": [], "ui": []},
        "Sane": {"is": "理智", "not": [r"理智: 理智"], "ui": ["sane"]},
        "Insane": {"is": "瘋狂", "not": [r"瘋狂: 瘋狂"], "ui": ["insane"]},
        "turn": {"is": "回合", "not": [r"第 ?\{?\w*\}? ?輪"], "ui": ["turn"]},
        "no effect": {"is": "沒有效果", "not": [r"無效果"], "ui": []},
        "as the original": {"is": "對手打出時", "not": [r"如原規則"], "ui": []},
    },
    "ja": {
        "clue": {"is": "手がかり", "not": [r"手がかりをすべて取る"], "ui": ["clues"]},
        "deck": {"is": "山札", "not": [r"デッキ"], "ui": ["deck"]},
        "top card": {"is": "一番上のカード", "not": [], "ui": []},
        "eliminate": {"is": "脱落", "not": [], "ui": []},
        "insanity check": {"is": "狂気チェック", "not": [r"狂気判定", r"正気チェック"], "ui": []},
        "known": {"is": "公開", "not": [], "ui": []},
        "Sane": {"is": "正気", "not": [r"正気: 正気"], "ui": ["sane"]},
        "Insane": {"is": "狂気", "not": [r"狂気: 狂気"], "ui": ["insane"]},
        "turn": {"is": "ターン", "not": [r"手番"], "ui": ["turn"]},
        "no effect": {"is": "効果なし", "not": [], "ui": []},
    },
}
