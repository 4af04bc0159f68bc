"""Review 32, room_zh 3 (022/024): step 7 of the CHAOS course said "现在电脑自动替其他座位行动" in its first line (all a
phone shows before More…) while the page waited on "A2 行动 ▶" for the note's reader. The first line now says both
ways on: press the button for the bots' next move, or wait and they play on their own."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames.coach import coach_words

# the step chip as the table names it, and the verb that asks for the press
PRESS = {"en": ("\"A2 plays ▶\"", "Press"), "zh": ("“A2 行动 ▶”", "点击"), "zh-TW": ("「A2 行動 ▶」", "點選"),
         "ja": ("「A2 を進める ▶」", "押す")}


@pytest.mark.parametrize("lang", sorted(PRESS))
def test_step7s_first_line_says_to_press_the_bots_button(lang):
    """The line a phone shows first names the button and asks for the press, before saying the bots go on alone."""
    first = coach_words("chaos", lang)["steps"][6]["done"].split("\n")[0]
    label, verb = PRESS[lang]
    assert label in first and verb in first, first
    assert first.index(label) < first.index({"en": "on their own", "zh": "自动", "zh-TW": "自動", "ja": "自分で"}[lang]), first
