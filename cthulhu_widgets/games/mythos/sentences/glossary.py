"""The one spelling of each term of Mythos, per language: the card texts, the log, the prompts, the chips, the help
and the table's words all write it so (tests/test_glossary_prompts.py reads every text the game shows).

Each term is {"is": its spelling, "not": the spellings it replaced (regular expressions that must match no text),
"ui": the table's words (widgets/mythos_words.json keys) that name it}. ja follows the seed's Japanese summary."""

GLOSSARY = {
    "en": {
        "Sanity": {"is": "Sanity", "not": [], "ui": ["sanity"]},
        "threat": {"is": "threat", "not": [], "ui": ["threat"]},
        "story deck": {"is": "story deck", "not": [], "ui": ["story"]},
        "Great Old One": {"is": "Great Old One", "not": [], "ui": ["goo"]},
        "adventure": {"is": "adventure", "not": [], "ui": []},
        "combat": {"is": "ombat", "not": [r"\bbattle phase"], "ui": ["combat_title"]},
        "score": {"is": "score", "not": [], "ui": ["score"]},
        "adventure points": {"is": "adventure points", "not": [r"\+\{?\w*\}? points\)", r"\bfor points\b"],
                             "ui": ["points"]},
    },
    "ja": {
        "Sanity": {"is": "正気度", "not": [], "ui": ["sanity"]},
        "threat": {"is": "神話の脅威", "not": [], "ui": ["threat"]},
        "story deck": {"is": "ストーリーデッキ", "not": [], "ui": ["story"]},
        "Great Old One": {"is": "旧支配者", "not": [r"^神$"], "ui": ["goo"]},
        "adventure": {"is": "アドベンチャー", "not": [r"冒険"], "ui": []},
        "combat": {"is": "バトル", "not": [r"戦闘フェイズ"], "ui": ["combat_title"]},
        "turn": {"is": "ターン", "not": [r"手番"], "ui": []},
        "score": {"is": "得点", "not": [], "ui": ["score"]},
        "adventure points": {"is": "アドベンチャーポイント", "not": [r"勝利ポイント"], "ui": ["points"]},
    },
}
