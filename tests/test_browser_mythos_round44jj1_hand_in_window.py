"""Mythos at 1280×800, issue 23 round JJ (fixer JJ1), newcomer review 39 mythos_en findings 1 and 2: with the reader's
adventure list opened by its ▾ and the last combat's band opened by its title, the hand's cards lie whole inside the
1280×800 window at every play of a round, and the hand's row keeps its y between turns. In the real Voilà app in
headless Chromium; screenshots land in test-artifacts/round44jj1_mythos_*.png.
"""
from __future__ import annotations

import time

import pytest

from browser_support import ARTIFACTS, DESK, click_in_view, voila_app_page
from test_browser_mythos_round8i import STATE, play_one

pytestmark = pytest.mark.browser

# the hand's cards as drawn on the page: their boxes in window pixels (the canvas's CSS scale and top applied)
HAND = """() => { const c = document.querySelector('canvas.cw-canvas'); const s = c.__cthulhu.scene;
  const b = c.getBoundingClientRect(); const k = b.width / s.width;
  return s.items.filter(i => /^hand-\\d+$/.test(i.label || '') && i.type === 'mcard')
    .map(i => ({label: i.label, top: b.top + i.y * k, foot: b.top + (i.y + i.h) * k})); }"""


@pytest.fixture(scope="module")
def desk():
    """A Voilà server of the Mythos app and a 1280×800 page of it."""
    with voila_app_page("mythos", "voila_round44jj1_mythos.log", "3", DESK) as page:
        yield page


def open_by_label(page, label: str) -> bool:
    """Click the scene item labelled `label` (a ▾ or a title); return whether there was one."""
    item = next((i for i in page.evaluate(STATE)["items"] if i["label"] == label), None)
    if item is None:
        return False
    click_in_view(page, item)
    time.sleep(0.8)
    return True


def test_the_hand_stays_in_the_window_with_the_adventure_list_opened(desk):
    page = desk
    assert open_by_label(page, "toggle-goals-p0"), "the reader's adventure list has its ▾"
    tops = []
    for n in range(4):
        page.screenshot(path=str(ARTIFACTS / f"round44jj1_mythos_{n}.png"))
        hand = page.evaluate(HAND)
        assert hand, f"step {n}: the hand is drawn"
        foot = max(c["foot"] for c in hand)
        assert foot <= 800, f"step {n}: the hand's foot at {foot:.0f} px, past the 1280×800 window"
        tops.append(min(c["top"] for c in hand))
        state = page.evaluate(STATE)
        if play_one(page, state) is None:
            break
    assert len(tops) >= 2, "a few plays of the round"
    assert max(tops) - min(tops) <= 2, f"the hand's row moved between turns: {tops}"
