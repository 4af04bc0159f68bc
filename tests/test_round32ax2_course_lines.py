"""Round AX, fixer AX2 (newcomer review 31, finding 4): a CHAOS course step read 6-8 lines on a phone. Every step, as
the phone's docked bubble shows it (390 px: 346 px of 13 px text, as test_round32ax3_course_lines measures Mythos's):
the note held over it, its own done line and its words, each before its "More…", says at most 4 lines in en, zh, ja."""
from __future__ import annotations

import pytest

from test_coach_round28as7 import course
from test_round32ax3_course_lines import PHONE, bubbles
from test_letter_round16v import _lines


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_round32ax2_every_chaos_step_says_at_most_4_phone_lines(lang):
    marks = course("chaos", lang)
    long = [(n, sum(_lines(p, PHONE) for p in parts), parts) for n, parts in bubbles(marks)
            if sum(_lines(p, PHONE) for p in parts) > 4]
    assert not long, long
