"""Letter, newcomer review 27 (round AS, fixer AS1), letter_zh 1, 2 and letter_en 1: the answers to the opponent's card
came where "Opponent plays ▶" was, and one press on ▶ met an answer. In the real Voilà app and Chromium, a finger
(phone) and a mouse (desk): where ▶ was pressed lies no move once the question came, a second press there answers
nothing, and the answers are still both in sight."""
from __future__ import annotations

import time

import pytest

from browser_support import DESK, PHONE, artifact, voila_app_page
from test_browser_letter_round26aq1 import ANSWER, IDS, UNDER, answers_shown, press, to_the_question

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("device", ["phone", "desk"])
def test_no_answer_comes_where_the_step_chip_was_pressed(device):
    touch = device == "phone"
    with voila_app_page("letter", "voila_letter_round28as1.log", "1", PHONE if touch else DESK) as page:
        spot = to_the_question(page, touch)
        assert spot, "▶ was never on the table"
        under = page.evaluate(f"({UNDER})", [spot["x"], spot["y"]])
        assert not str(under).startswith("act:"), under     # text, no move, where ▶ was
        page.screenshot(path=str(artifact(f"letter_round28as1_{device}.png")))
        press(page, spot, touch)                            # the double press's second: nothing answers
        time.sleep(1.5)
        assert answers_shown(page)
        assert len({i for i in page.evaluate(IDS) if i.startswith(ANSWER)}) == 2
        assert page.errors == []
