"""Round KK, fixer KK2 (newcomer review 41: letter_zh 6, room_zh 6, chaos_ja 4, mythos_ja 11), 390×844 phones in the
real Voilà apps and Chromium: when the course ended its chip (教學 5/5 ↺) left the bar, 「? 規則與說明」 moved up a row and
the whole table jumped ~20 px. The chip now stays, a ✓ (coach.js stepTag, vitest round45kk2_course_end): the table's
top and the bar's rows are the same on the course's last step and after it."""
from __future__ import annotations

import pytest

from browser_support import DESK, PHONE, voila_app_page
from test_browser_round36bb6_ja_bar import set_lang
from test_browser_round42hh8_bar import ROWS

pytestmark = pytest.mark.browser

# the chip as coach.js draws it on the course's last step (data-course 1), then as it leaves it after (data-course 0)
CHIP = """([text, course]) => { const tag = document.querySelector('.cw-coach-again'); tag.hidden = false;
  tag.style.visibility = ''; tag.disabled = true; tag.textContent = text;
  document.querySelector('.cw-root').dataset.course = course; }"""
TOP = "() => Math.round(document.querySelector('canvas.cw-canvas').getBoundingClientRect().top)"


def seen(page, text, course):
    """Return the bar's rows and the table's top with the chip showing `text` and the course `course` ("1" or "0")."""
    page.evaluate(CHIP, [text, course])
    page.wait_for_timeout(400)
    return page.evaluate(ROWS)["rows"], page.evaluate(TOP)


@pytest.mark.parametrize(("app", "lang", "chip", "device"), [
    ("letter", "zh-TW", "教學 5/5 {}", PHONE), ("chaos", "ja", "レッスン 9/9 {}", PHONE),
    ("mythos", "ja", "レッスン 7/7 {}", PHONE), ("letter", "en", "Course 5/5 {}", PHONE),
    ("chaos", "en", "Course 10/10 {}", DESK)])
def test_round45kk2_the_bar_holds_still_when_the_course_ends(app, lang, chip, device):
    """Review 41 (letter_zh 6, 044; room_zh 6, 047→049; chaos_ja 4, 051; mythos_ja 11, 029→030): same rows, same top."""
    with voila_app_page(app, f"round45kk2_{app}", "5", device) as page:
        set_lang(page, lang)
        during = seen(page, chip.format("↺"), "1")
        after = seen(page, chip.format("✓"), "0")
        assert after == during, (app, lang, during, after)
        assert page.errors == []
