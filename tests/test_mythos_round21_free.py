"""Newcomer review 21 (Mythos ja phone, finding 1, 021/022 → 023): the course's closing bubble promised that the coach
explains combat, adventures, the round's discard and travel the first time each happens, but the reader pressed New
game and no coach spoke: its moments belonged to the course's own deal. The bubble said so; since review 24 (mythos_en
4) the reader's next game gets the tips too (tests/test_mythos_round25ap7_tips.py), and the bubble says that (en, ja)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.mythos.sentences.coach import COACH


@pytest.mark.parametrize("lang,new_game", [("en", "In this game and your next"), ("ja", "このゲームでも次のゲームでも")])
def test_the_closing_bubble_says_where_the_coach_speaks(lang, new_game):
    first_line = COACH[lang]["free"].split("\n")[0]
    assert new_game in first_line, first_line
