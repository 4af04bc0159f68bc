"""Review 28, letter_zh 4 (003 → 004), in the real Voilà app and Chromium at 390×844 (round AT2): a hand the reader
has looked at (a tap on the table) is not re-dealt by Learn to play without a word: it asks first, in the course's
words, and the course's first bubble says its deal is new. Failed before (no question; the course began at once).
Review 39 (letter_zh 8, 004, round JJ4) narrowed the question to a game with moves made: on an untouched turn 1 (step
0) nothing is lost, Learn to play starts at once (as the level's change deals), its first bubble says the new deal."""
from __future__ import annotations

import pytest

from browser_support import PHONE, poll, require_chromium, table_model, voila_app_page

pytestmark = pytest.mark.browser

COACH = "() => window.__table.get('coach') || {}"


def test_review_28_learn_to_play_on_an_untouched_turn_1_says_its_deal_is_new():
    require_chromium()
    with voila_app_page("letter", "at2_learn", "1", PHONE, lang="zh-TW") as page:
        table_model(page, "letter")
        page.wait_for_function("window.__table.get('step') === 0 && (window.__table.get('legal') || []).length",
                               timeout=60_000)
        box = page.locator("canvas.cw-canvas").bounding_box()
        page.mouse.click(box["x"] + 8, box["y"] + 8)   # the reader looks at the table (a tap on it)
        page.locator(".cw-bar .cw-learn").click()
        mark = poll(page, COACH, lambda c: c.get("n") == 1, seconds=30)
        assert mark.get("n") == 1 and "練習牌局" in mark.get("done", ""), mark
        assert not page.errors, page.errors
