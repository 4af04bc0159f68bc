"""Newcomer review 21 (Mythos ja phone, finding 1, 021/022 → 023): the course's closing bubble promised that the coach
explains combat, adventures, the round's discard and travel the first time each happens, but the reader pressed New
game and no coach spoke: its moments belong to the course's own deal. The bubble now says so (en, ja)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.mythos.sentences.coach import COACH


@pytest.mark.parametrize("lang,new_game", [("en", "not New game"), ("ja", "新しいゲームでなく")])
def test_the_closing_bubble_says_the_coach_stays_with_this_deal_only(lang, new_game):
    first_line = COACH[lang]["free"].split("\n")[0]
    assert new_game in first_line, first_line
