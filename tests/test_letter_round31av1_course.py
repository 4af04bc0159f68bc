"""Letter, newcomer review 30 (round AV, fixer AV1), letter_zh 7 (019) and letter_en 8 (020): course step 4's "More…"
said "the opponent plays Cthulhu (2 clues left)" with no why, and "play the Mi-Go Braincase a Mi-Go hands you" read
wrong. It says when Cthulhu is played (on top when the reader's turn ends, LS-TURN-2, LS-P10), in one clause."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.letter.sentences.coach import COACH

WHY = {"en": "on top when your turn ends", "zh": "你的回合結束時克蘇魯在最上面", "ja": "ターンの終わりに「クトゥルフ」が一番上"}


@pytest.mark.parametrize("lang", ("en", "zh", "ja"))
def test_LS_TURN_2_step_4_says_why_cthulhu_is_played(lang):
    """The More… part names when Cthulhu is played; the en Braincase clause reads as a sentence."""
    more = COACH[lang]["steps"][3]["text"].split("\n", 1)[1]
    assert WHY[lang] in more, more
    assert "Braincase a Mi-Go" not in more, more
