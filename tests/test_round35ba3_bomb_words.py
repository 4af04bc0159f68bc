"""CHAOS after newcomer review 33 (round BA, fixer BA3): chaos_en 11, the board's "(?)" mark (an enemy's hidden Mischief
bombs, CH-HIDE-2) said "…may be on any cell not checked since · ends when…": a clause and a fragment joined by a dot.
Its words are plain sentences in every language, how long the bombs last in brackets after them."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import chaos as frame

LANGS = ("en", "zh", "zh-TW", "ja")
STOPS = {"en": ".", "zh": "。", "zh-TW": "。", "ja": "。"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_hidden_bombs_words_are_plain_sentences(lang):
    said = frame.catalog()["ui"][lang]["hidden_plants_tip"]
    said = said.replace("{n:bomb|bombs}", "bombs").format(n=2, seat="B2", left="LEFT")
    assert "·" not in said, said
    assert said.count(STOPS[lang]) >= 2, said          # two sentences: who planted how many; where they may be
    assert said.endswith(("(LEFT).", "（LEFT）")), said   # how long they last, after them
    assert "2" in said and "B2" in said and "{" not in said, said
    assert len(said) <= 110, said
