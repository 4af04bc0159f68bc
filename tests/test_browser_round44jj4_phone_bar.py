"""Newcomer review 40, chaos_ja 11 (round JJ, fixer JJ4), on a 390×844 phone in the real Voilà app and Chromium: after
the lessons 「? ルール」 sat alone on a third row (052), and in the ⋯ panel the level's note wrapped in a narrow column
with 「つ」 alone on its last line (132)."""
from __future__ import annotations

import pytest

from browser_support import PHONE, voila_app_page
from test_browser_round36bb6_ja_bar import set_lang
from test_browser_round42hh8_bar import ROWS

pytestmark = pytest.mark.browser

NOTE = """() => { const n = document.querySelector('.cw-more-box .cw-difficulty-note');
  const box = document.querySelector('.cw-more-box').getBoundingClientRect();
  const lh = parseFloat(getComputedStyle(n).lineHeight) || 16;
  const r = n.getBoundingClientRect();
  return { share: r.width / box.width, lines: Math.round(r.height / lh) }; }"""

# the course's step tag on the last step (data-course 1), then as coach.js leaves it after a course since review 41:
# shown, a ✓ (data-course 0); review 40's rule took it away, and its row went and the table jumped (letter_zh 6)
COURSE_TAG = """([text, course]) => { const tag = document.querySelector('.cw-coach-again'); tag.hidden = false;
  tag.style.visibility = ''; tag.textContent = text; document.querySelector('.cw-root').dataset.course = course; }"""


def test_round44jj4_the_phone_bar_after_the_lessons_and_the_level_note():
    """Review 40, chaos_ja 11 (052, 132), review 41 chaos_ja 4 (051): after a course the bar keeps the course's rows in
    日本語; ⋯'s level note runs the panel's width, in at most three lines."""
    with voila_app_page("chaos", "round44jj4_phone", "5", PHONE) as page:
        set_lang(page, "ja")
        page.evaluate(COURSE_TAG, ["レッスン 9/9 ↺", "1"])
        page.wait_for_timeout(300)
        during = page.evaluate(ROWS)
        page.evaluate(COURSE_TAG, ["レッスン 9/9 ✓", "0"])
        page.wait_for_timeout(300)
        seen = page.evaluate(ROWS)
        # review 41 reverses review 40's two rows after the lessons: the bar keeps the course's rows, nothing jumps
        assert seen["rows"] == during["rows"] <= 3, (during, seen)
        page.locator(".cw-bar .cw-more").click()
        page.wait_for_timeout(600)
        note = page.evaluate(NOTE)
        assert note["share"] >= 0.8 and note["lines"] <= 3, note
        assert page.errors == []
