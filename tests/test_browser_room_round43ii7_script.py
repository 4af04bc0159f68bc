"""Round 43 II7 (Chromium): a 简体中文 reader's Letter room keeps its own words in Simplified."""
from __future__ import annotations

import pytest
from test_browser_rooms import room, rooms_site  # noqa: F401 (the file's rooms server and Chromium)

pytestmark = pytest.mark.browser


def test_round43ii7_letter_room_words_stay_simplified(room):
    """Review 39, room_zh 2 (022 039 064): at a Letter table (Traditional cards, its only Chinese) a 简体中文 reader's
    room bar read 牌桌清單/聲音 in Traditional; the room's own words stay Simplified, the note says the cards are not."""
    from test_browser_rooms import create, wait_joined

    base, browser = room
    made = create(base, game="letter", seed=5, name="Script table", listed=False, seats={"player": "human"})
    context = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=1, locale="zh-CN",
                                  bypass_csp=True)
    page = context.new_page()
    page.goto(base + made["links"]["player"]["link"])
    wait_joined(page, "player")
    page.wait_for_timeout(800)
    bar = page.inner_text(".cw-room-status")
    assert "声音" in bar and "聲音" not in bar and "牌桌清單" not in bar, bar
    note = page.inner_text(".cw-room-script")
    assert "文字为繁体中文" in note and "简体中文" in note, note   # round45kk8: the table and story too
    context.close()
