"""Mythos ja on a phone (390×844, touch), issue 23 round E, finding 1: a card tap never scrolls the page; the card's
zoom opens inside what the window shows, its chips in sight (the page jumped on every tap and the next tap hit the
wrong card). In the real Voilà app in headless Chromium; screenshots land in test-artifacts/round6e_mythos_*.png.
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
  return {top: b.top, zoom: z ? [b.top + z.y * k, b.top + (z.y + z.h) * k] : null, chips, cards, inner: innerHeight}; }"""


@pytest.fixture(scope="module")
def phone():
    """A Voilà server of the Mythos app and a phone's page of it, in Japanese."""
    with voila_app_page("mythos", "voila_round6e_mythos.log", "3", PHONE, "ja") as page:
        yield page


@pytest.mark.parametrize("scroll", [0, 450])
def test_a_card_tap_opens_its_zoom_in_sight_and_the_page_stays(phone, scroll):
    page = phone
    page.evaluate("(y) => window.scrollTo(0, y)", scroll)
    time.sleep(0.8)
    before = page.evaluate(STATE)
    seen = [c for c in before["cards"] if 60 <= c["y"] <= before["inner"] - 60]
    assert seen, f"a card in the window: {before}"
    card = seen[-1]
    page.touchscreen.tap(card["x"], card["y"])
    time.sleep(1.2)
    after = page.evaluate(STATE)
    page.screenshot(path=str(ARTIFACTS / f"round6e_mythos_zoom_{scroll}.png"))
    assert abs(after["top"] - before["top"]) < 2, f"the page did not move: {before['top']} -> {after['top']}"
    assert after["zoom"], "the tapped card's zoom"
    assert after["chips"], "its chips"
    assert all(0 <= top and bottom <= after["inner"] for top, bottom in after["chips"]), f"its chips in sight: {after['chips']}"
    page.keyboard.press("Escape")
    time.sleep(0.5)
