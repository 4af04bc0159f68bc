"""Newcomer review 35, CHAOS words a player reads (round CC, fixer 5).

chaos_en 11 (shot 006): a hand card's tooltip said "Not now: cards are played after your step (only Checkup may come
before it)" while the prompt said "start a combo with your teammate (click a card)". Both are true (CH-CARD-4: Checkup
before the step; CH-COMBO-1, CH-COVER-1: a combo or a cover is put down as the joint turn begins, then both move), so
the tooltip names the exception too, in every language."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.chaos.texts import BOARD

COMBO = {"en": "combo", "zh": "合作", "zh-TW": "合作", "ja": "コンボ"}
CHECKUP = {"en": "Checkup", "zh": "体检", "zh-TW": "體檢", "ja": "検診"}


@pytest.mark.parametrize("lang", ["en", "zh", "zh-TW", "ja"])
def test_the_not_now_before_the_step_names_both_exceptions(lang):
    words = BOARD[lang]["why_not_move"]
    assert CHECKUP[lang] in words and COMBO[lang] in words, words
