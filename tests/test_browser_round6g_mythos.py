"""Mythos ja on a phone (390×844, touch), issue 23 round G, newcomer review 6 finding 1: a card's sheet opens in one
fixed place, whatever card opened it and wherever the page is scrolled: a bottom sheet at the window's foot, its
chips in its lower part (thumb reach). In the real Voilà app in headless Chromium; screenshots land in
test-artifacts/round6g_mythos_*.png.
"""
from __future__ import annotations

import time

import pytest

from browser_support import ARTIFACTS, PHONE, voila_app_page

pytestmark = pytest.mark.browser

STATE = """() => { const c = document.querySelector('canvas.cw-canvas'); const s = c.__cthulhu.scene;
  const b = c.getBoundingClientRect(); const k = b.width / s.width;
  const z = s.items.find(i => i.label === 'zoom');
  const chips = z ? s.items.filter(i => i.type === 'chip' && i.z >= 12).map(i => [b.top + i.y * k, b.top + (i.y + i.h) * k]) : [];
  const cards = s.items.filter(i => i.type === 'mcard' && /^select:\\d+$/.test(i.id || ''))
    .map(i => ({id: i.id, x: b.left + (i.x + i.w / 2) * k, y: b.top + (i.y + i.h / 2) * k}));
  return {zoom: z ? [b.top + z.y * k, b.top + (z.y + z.h) * k, b.left + z.x * k, b.left + (z.x + z.w) * k] : null,
          chips, cards, inner: innerHeight, left: b.left, right: b.right}; }"""


@pytest.fixture(scope="module")
def phone():
    """A Voilà server of the Mythos app and a phone's page of it, in Japanese."""
    with voila_app_page("mythos", "voila_round6g_mythos.log", "3", PHONE, "ja") as page:
        yield page


def tap_for_sheet(page, card_id, tries=3):
    """Tap the card `card_id` where it is drawn now until its sheet opens; return the page's STATE with the sheet.

    A finger's tap on a card that moved under it within the table's slide presses nothing (the steady tap, 331826e):
    on a busy machine a bot's move or the last sheet's close may still be sliding the hand, so a tap that opened
    nothing is tried again where the card is drawn now (at most `tries`, a screenshot of each miss)."""
    after = None
    for attempt in range(tries):
        now = next((c for c in page.evaluate(STATE)["cards"] if c["id"] == card_id), None)
        if now is None:
            break
        page.touchscreen.tap(now["x"], now["y"])
        for _ in range(20):
            time.sleep(0.2)
            after = page.evaluate(STATE)
            if after["zoom"]:
                time.sleep(0.4)   # the sheet's slide in
                return page.evaluate(STATE)
        page.screenshot(path=str(ARTIFACTS / f"round6g_mythos_missed_{card_id.replace(':', '_')}_{attempt}.png"))
        time.sleep(0.7)
    raise AssertionError(f"no sheet opened for {card_id} after {tries} taps: {after}")


def test_every_card_sheet_opens_at_the_window_foot(phone):
    page = phone
    feet, shown = [], 0
    for scroll in (0, 300):
        page.evaluate("(y) => window.scrollTo(0, y)", scroll)
        time.sleep(0.8)
        before = page.evaluate(STATE)
        # cards in the window's upper part (the sheet at its foot then lies under them): the upper 60 %, since round S
        # gave the phone room over the hand for the bot's lines (the hand's middle went from ~415 to 447 px of 844)
        seen = [c for c in before["cards"] if 60 <= c["y"] <= before["inner"] * 0.6]
        for card in seen[:3]:
            after = tap_for_sheet(page, card["id"])
            page.screenshot(path=str(ARTIFACTS / f"round6g_mythos_sheet_{scroll}_{shown}.png"))
            shown += 1
            top, bottom, left, right = after["zoom"]
            assert right - left > (after["right"] - after["left"]) * 0.9, f"the table's width: {after['zoom']}"
            assert 0 <= top and bottom <= after["inner"], f"in the window: {after['zoom']}"
            feet.append(bottom)
            if after["chips"] and bottom - top < after["inner"] * 0.9:
                assert max(b for _, b in after["chips"]) > after["inner"] * 0.75, f"chips at thumb reach: {after['chips']}"
            page.keyboard.press("Escape")
            time.sleep(0.6)
    assert shown >= 3, "cards tapped"
    assert max(feet) - min(feet) < 2, f"one place every time: {feet}"
