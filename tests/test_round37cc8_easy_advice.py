"""Newcomer review 35 (round CC, fixer CC8), letter_zh 1 (059, 062): on Easy, a lost game's line said "or try Easy"
(「或改選「簡單」再開新局」) to a player already on Easy. The advice fits the level: Easy is never offered on Easy; on
Standard it still is."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames.story_letter import story
from cthulhu_widgets.games.letter.rules import difficulty_rules
from cthulhu_widgets.widgets.letter import LetterWidget

# Cthulhu on top and no card of the player's can seal it: the table says at once that the game is lost.
LOST = {"hand": ["cats_of_ulthar"], "deck": ["elder_sign", "..."], "clues": []}
EASY = {"en": "Easy", "zh": "簡單", "ja": "やさしい"}


def lost_line(level: str, lang: str) -> str:
    """Return the story's line saying the game is lost, on `level`."""
    w = LetterWidget(seed=3, setup=LOST, rules=difficulty_rules(level), lang=lang)
    # any of the Story's lost lines: Cthulhu on top is told as that, not as the deck (review 36, letter_en 1)
    return next(line["text"] for line in w.log_lines if story.told_lost(line, lang) in ("lost", "every"))


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_a_lost_game_on_easy_does_not_offer_easy(lang):
    assert EASY[lang] not in lost_line("easy", lang)
    assert EASY[lang] in lost_line("standard", lang)
