"""Round HH, fixer HH3: one wording per time card (review 38, chaos_en 11 / chaos_ja 12, CH-TIME-1..3)."""
import re

import pytest

from cthulhu_widgets.games.chaos import texts

LANGS = ["en", "zh", "zh-TW", "ja"]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("time", ["midnight", "dawn"])
def test_round42hh3_time_chip_says_one_thing(lang, time):
    """Review 38, chaos_en 11 (020 065 165) / chaos_ja 12 (027 vs 078): a time chip's few words are its longer words'
    own, "(yours too)" and how long it lasts added, so the short and long chips read as one rule (CH-TIME-2, CH-TIME-3)."""
    board = texts.BOARD[lang]
    short, brief = board[f"{time}_short"], board[f"{time}_brief"]
    bare = re.sub(r"\s?[（(][^()（）]*[)）]", "", brief, count=1)   # the first "(yours too)" taken out
    assert short in bare, (lang, short, brief)


def test_round42hh3_ja_midnight_is_random_in_both():
    """Review 38, chaos_ja 12: '羅針盤に従う' (027) and 'ランダムな向きに進む' (078) read as two rules: both say random."""
    board = texts.BOARD["ja"]
    assert "ランダム" in board["midnight_short"] and "ランダム" in board["midnight_brief"]
