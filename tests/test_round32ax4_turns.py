"""Round AX, fixer AX4 (newcomer review 31, letter_zh): 回合 meant two things, the reader's turn and the table's turn
count of both sides ("約 4 回合", "每回合", "還剩幾回合"). Every Letter zh and ja sentence a player reads says whose turn
it counts: zh 你的回合 / 對手回合 (a count of the reader's: 你的 N 個回合), ja あなたの番 (a count: あなたの番 N 回)."""
from __future__ import annotations

import re

import pytest

from cthulhu_widgets.games.letter.sentences import coach, danger, ja, moments, zh

# a turn count or "each turn" that names no side ("第 {turn} 回合", the table's count of both sides, is none);
# ja's "あなたのターン" beside the table's usual "あなたの番"
AMBIGUOUS = {"zh": [r"(?<![你它的])每回合", r"\{(?!turn\})\w+\}\s*回合", r"幾回合", r"(?<![你的一個])下回合"],
             "ja": [r"\}\s*ターン", r"毎ターン", r"あなたのターン", r"各ターン"]}


def texts(table, lang: str, inside: bool = False):
    """Yield every string of `table` under a key `lang` (at any depth), or all of it once inside."""
    if isinstance(table, str):
        if inside:
            yield table
    elif isinstance(table, dict):
        for key, value in table.items():
            yield from texts(value, lang, inside or key == lang)
    elif isinstance(table, (list, tuple)):
        for value in table:
            yield from texts(value, lang, inside)


def module_texts(module, lang: str):
    """Yield the strings a player reads from the module's tables in `lang` (zh.py / ja.py: the whole module)."""
    whole = module.__name__.endswith(f".{lang}")
    for name, value in vars(module).items():
        if name.isupper() and isinstance(value, (dict, list, tuple, str)):
            yield from texts(value, lang, whole)


@pytest.mark.parametrize("lang", ("zh", "ja"))
def test_every_letter_sentence_says_whose_turn_it_counts(lang):
    """No "約 4 回合" / "每回合" / "あと 4 ターン" in the Letter tables: the reader's turn has one word."""
    modules = (coach, danger, moments, zh if lang == "zh" else ja)
    bad = [(pattern, text) for module in modules for text in module_texts(module, lang)
           for pattern in AMBIGUOUS[lang] if re.search(pattern, text)]
    assert not bad, bad
