"""Learn to play Letter in the real Voilà app and Chromium as newcomer review 15's zh-TW phone reader walked it (390×844,
touch): each bubble is looked at, read for 4 s and its 知道了 tapped where it was when looked at, without looking
again; the opponent plays by itself. Every step of the course shows in a bubble of its own (page finding 1: step 2
joined the "What just happened" note while it was read and the tap meant for the note closed both, unread)."""
from __future__ import annotations

import pytest

from browser_support import PHONE
from page_support import chromium_browser, device_page, voila_app
from test_browser_page_round13q import steps_of, walk

pytestmark = pytest.mark.browser


def test_finding_1_every_step_of_letter_learn_to_play_shows_on_a_zh_tw_phone():
    # Letter's "zh" is its Traditional table (the review's 繁體中文); its course in "zh-TW" still speaks English
    with chromium_browser() as chromium, voila_app("letter", "5", "voila_page_round15t_letter.log") as url, \
            device_page(chromium, url, PHONE, lang="zh") as phone:
        heads = walk(phone, "學習遊玩", phone.touchscreen.tap, "第 5 步，共 5 步", again=False, game="letter")
        assert steps_of(heads, r"第 (\d+) 步，共 5 步") == [1, 2, 3, 4, 5], heads
        assert phone.errors == []
