"""CHAOS round AG (newcomer review 20, chaos_ja finding 5, 013): the course said ghosts move on 「破線」 (dashed lines),
but the board draws the Dawn lines dash-dot (js/src/chaos/paint_board.js: setLineDash([10, 4, 2, 4]), apart from the
dice area's plain dashes and the ghost token's dashed ring). Every word about the Dawn lines (the course's done line,
the Dawn moment, the legend) names what is drawn: dash-dot, 一点鎖線, 点划线, 點劃線; a ghost's token stays dashed."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.chaos import texts
from cthulhu_widgets.games.chaos.sentences.coach import COACH, MOMENTS

DRAWN = {"en": ("dash-dot", "dashed"), "ja": ("一点鎖線", "破線"), "zh": ("点划线", "虚线"), "zh-TW": ("點劃線", "虛線")}
DAWN = {"en": "Dawn", "ja": "夜明け", "zh": "黎明", "zh-TW": "黎明"}


def _dawn_lines_words(lang: str) -> list[str]:
    """Return the words that speak of the Dawn lines: the course's Dawn done line, the Dawn moment, the legend."""
    done = [s["done"] for s in COACH[lang]["steps"] if DAWN[lang] in s.get("done", "")]
    return [*done, MOMENTS[lang]["dawn"], texts.BOARD[lang]["legend_dawn"]]


@pytest.mark.parametrize("lang", list(DRAWN))
def test_the_dawn_lines_are_called_what_the_board_draws(lang):
    drawn, dashed = DRAWN[lang]
    words = _dawn_lines_words(lang)
    assert len(words) == 3, words
    assert all(drawn in w and dashed not in w and "点線" not in w for w in words), words
