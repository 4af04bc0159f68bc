"""Newcomer review 18 (round AC), Letter desk en: "the course's bubbles are 8-9 lines". Each Learn to play step says
what to click and why in at most 5 lines of the desk's coach bubble, in every language; detail stays on the table
(the chips, the rules panel)."""
from __future__ import annotations

import pytest

from test_letter_round16v import _lines

from cthulhu_widgets.games.letter.sentences.coach import COACH

LANGS = ("en", "zh", "zh-TW", "ja")
# the desk's bubble: .cw-coach is min(320px, ...) wide, 12 px padding and a 2 px border each side (js/src/ui/coach.js
# COACH_CSS), so its text runs 292 px of 13 px type; round 19aa measured 10/5/5/8/8 lines (en) at this width
DESK_TEXT_WIDTH = 320 - 2 * 12 - 2 * 2


@pytest.mark.parametrize("lang", LANGS)
def test_every_course_step_fits_five_lines_of_the_desk_bubble(lang):
    """Each step's text, and the note of what its move did (shown above the next step), at the desk's width."""
    for n, step in enumerate(COACH[lang]["steps"], start=1):
        shown = step["text"].split("\n")[0]   # what follows a line break waits behind "More…" (round AS, review 27)
        assert _lines(shown, DESK_TEXT_WIDTH) <= 5, (n, _lines(shown, DESK_TEXT_WIDTH), step["text"])
        assert _lines(step["done"], DESK_TEXT_WIDTH) <= 2, (n, step["done"])


@pytest.mark.parametrize("lang", LANGS)
def test_the_course_lets_go_in_five_lines_of_the_desk_bubble(lang):
    """The bubble where the course lets go ('on your own' is its head) says the opponent's own protection, how to win
    and where the rules are in at most 5 lines too (it was 9 in en and ja)."""
    free = COACH[lang]["free"]
    assert _lines(free, DESK_TEXT_WIDTH) <= 5, (_lines(free, DESK_TEXT_WIDTH), free)
