"""Review 28, letter_zh 4 (003 → 004), in the real Voilà app and Chromium at 390×844 (round AT2): a hand the reader
has looked at (a tap on the table) is not re-dealt by Learn to play without a word: it asks first, in the course's
words, and the course's first bubble says its deal is new. Failed before (no question; the course began at once)."""
from __future__ import annotations

import pytest

from browser_support import PHONE, poll, require_chromium, table_model, voila_app_page

pytestmark = pytest.mark.browser

COACH = "() => window.__table.get('coach') || {}"


def test_review_28_learn_to_play_asks_before_it_re_deals_a_hand_looked_at():
    require_chromium()
    with voila_app_page("letter", "at2_learn", "1", PHONE, lang="zh-TW") as page:
        table_model(page, "letter")
        page.wait_for_function("window.__table.get('step') === 0 && (window.__table.get('legal') || []).length",
                               timeout=60_000)
        box = page.locator("canvas.cw-canvas").bounding_box()
        page.mouse.click(box["x"] + 8, box["y"] + 8)   # the reader looks at the table (a tap on it)
        page.locator(".cw-bar .cw-learn").click()
        assert poll(page, "() => !document.querySelector('.cw-confirm').hidden"), "re-dealt without a word"
        assert "新的練習牌局" in page.locator(".cw-confirm").inner_text()
        assert page.evaluate(COACH).get("n") is None   # nothing re-dealt yet
        page.locator("[data-cmd=lose_yes]").click()
        mark = poll(page, COACH, lambda c: c.get("n") == 1, seconds=30)
        assert mark.get("n") == 1 and "練習牌局" in mark.get("done", ""), mark
        assert not page.errors, page.errors
