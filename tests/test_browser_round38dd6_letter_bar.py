"""Newcomer review 36 (round DD, fixer DD6), finding 6: the desk bar wrapped to two lines when the Letter course's
tag showed. In the real Voilà app at 1280×800 the Letter bar keeps one row in English, 中文 and 日本語, in the course
too, its tag shown after the step's Got it. Before the fix, at 1280 in English the course's "Course 1/5 ↺" sent "? Rules and help" to a second row (y 121 vs 95);
now a wide bar drops the Seed box and Play this seed while a course runs (its deal is fixed)."""
from __future__ import annotations

import pytest

from browser_support import DESK, voila_app_page
from test_browser_round36bb6_ja_bar import ROWS, set_lang

pytestmark = pytest.mark.browser


def test_the_letter_bar_keeps_one_row_at_1280_in_every_language_in_the_course():
    with voila_app_page("letter", "round38dd6_bar", "5", DESK) as page:
        page.locator("button.cw-learn").click()
        page.wait_for_timeout(7000)
        page.locator(".cw-coach-ok").first.click()   # the step's box closed: its tag shows
        page.wait_for_timeout(2000)
        for lang in ("en", "zh-TW", "zh-CN", "ja"):
            set_lang(page, lang)
            seen = page.evaluate(ROWS)
            assert seen["rows"] == 1, (lang, "course", " | ".join(seen["words"]))
        assert page.errors == []


def test_after_the_course_the_bar_keeps_one_row_and_the_seed_box_is_back():
    """Review 37, letter_en 2: after the course "? Rules and help" wrapped to a second row at 1280 (the course tag's
    kept room and the Seed box back, both at once). Once the course is over (here: a New game dealt over it) the bar is
    one row and the Seed box stands in it."""
    with voila_app_page("letter", "round38dd6_bar_after", "5", DESK) as page:
        page.locator("button.cw-learn").click()
        page.wait_for_timeout(7000)
        page.locator(".cw-coach-ok").first.click()
        page.wait_for_timeout(1500)
        page.locator("button[data-cmd=restart]").first.click()
        page.wait_for_timeout(5000)
        seen = page.evaluate(ROWS)
        assert seen["rows"] == 1, " | ".join(seen["words"])
        assert page.locator(".cw-seed").first.is_visible()
        assert page.errors == []
