"""Round DD, fixer DD1: the bar's ★ Lesson 2 on a CHAOS table at 1280×800 keeps the desk bar to one row in every language.
Its own file: beside test_round38dd1_lesson2_browser's module-wide Chromium (a sync Playwright already running in the
worker's thread), a second sync_playwright() failed ("Sync API inside the asyncio loop", CI of efde6d27)."""
from __future__ import annotations

import pytest

from browser_support import artifact

pytestmark = pytest.mark.browser


def test_round38dd1_the_chaos_bar_keeps_one_row_with_lesson_2_at_1280():
    """The bar's ★ Lesson 2 stands in the desk bar's one row in every language (a second row made it ~52 px)."""
    from browser_support import DESK, voila_app_page

    with voila_app_page("chaos", "round38dd1_bar", "5", DESK) as page:
        for lang in ("en", "ja", "zh", "zh-TW"):
            page.evaluate("(l) => { const s = document.querySelector('select[data-cmd=lang]'); s.value = l;"
                          " s.dispatchEvent(new Event('change')); }", lang)
            page.wait_for_timeout(1500)
            seen = page.evaluate("""() => { const b = document.querySelector('button.cw-learn-two');
                return { bar: document.querySelector('.cw-bar').getBoundingClientRect().height,
                         shown: b.offsetWidth > 0, text: b.textContent }; }""")
            assert seen["shown"] and seen["bar"] < 40, (lang, seen)
        page.screenshot(path=str(artifact("dd1_lesson2_bar_zh-TW.png")))
        assert page.errors == []
