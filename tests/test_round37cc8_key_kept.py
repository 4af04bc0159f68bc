"""Newcomer review 35 (round CC, fixer CC8), letter_en 3 (145): "⚠ you may have to play The Silver Key next (3 of 16
unseen)" was cryptic: why would playing the Cats force the Key? The chip says the why plainly: a 5 or 6 drawn
(LS-TURN-6: the Silver Key held with a 5 or more must be played)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.letter import texts
from cthulhu_widgets.games.letter.game import new_game

WHY = {"en": "a 5 or 6 drawn", "zh": "5 或 6", "ja": "5 か 6 を引いたら"}


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_LS_TURN_6_the_kept_key_chip_says_why(lang):
    s = new_game(seed=3, setup={"hand": ["silver_key"], "deck": ["cats_of_ulthar", "..."]})
    play = next(a for a in s.legal_actions() if a.kind == "play" and a["card"] == "cats_of_ulthar")
    label = texts.move_words(s, play, lang)["label"]
    assert WHY[lang] in label.split("⚠", 1)[1], label
