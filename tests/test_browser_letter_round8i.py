"""Newcomer review 7 (issue 23 round I), Letter at 1280×800 in a real Voilà app: pressing "Learn to play" never
scrolls the page (the window nor the box Voilà scrolls), and its first bubble lies in the window, on the table."""
import time

import pytest

from browser_support import DESK, voila_app_page

pytestmark = pytest.mark.browser

SCROLLS = """() => { const c = document.querySelector('canvas.cw-canvas'); const out = [window.scrollY];
    for (let el = c.parentElement; el; el = el.parentElement) out.push(el.scrollTop); return out; }"""


@pytest.fixture(scope="module")
def desk_page():
    """One Voilà Letter app at 1280×800, its table drawn (the file's one page)."""
    with voila_app_page("letter", "letter_round8i", "1", DESK) as page:
        yield page


def test_learn_to_play_keeps_the_page_still(desk_page):
    """Finding 1: the first bubble found no room on the table and went below it; the page scrolled 168 px to it."""
    page = desk_page
    before = page.evaluate(SCROLLS)
    page.click("button.cw-learn")
    page.wait_for_selector(".cw-coach:not([hidden])", timeout=60_000)
    time.sleep(1.5)
    assert page.evaluate(SCROLLS) == before
    box = page.evaluate("() => { const b = document.querySelector('.cw-coach').getBoundingClientRect();"
                        " const c = document.querySelector('canvas.cw-canvas').getBoundingClientRect();"
                        " return {top: b.top, bottom: b.bottom, canvasBottom: c.bottom, inner: innerHeight}; }")
    assert box["top"] >= 0 and box["bottom"] <= box["inner"]
    assert box["bottom"] <= box["canvasBottom"]
