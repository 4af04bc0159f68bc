"""Mythos ja on a phone (390×844, touch), issue 23 round D, finding 1: "Learn to play"'s bubble and a tapped card's
zoom open inside the window, their chips in sight (the newcomer tapped a card and saw nothing: both opened below the
fold). In the real Voilà app in headless Chromium; screenshots land in test-artifacts/round6d_phone_*.png.
"""
from __future__ import annotations

import time

import pytest

from browser_support import ARTIFACTS, PHONE, poll, voila_app_page

pytestmark = pytest.mark.browser

BUBBLE = """() => { const b = document.querySelector('.cw-coach'); if (!b || b.hidden) return null;
  const r = b.getBoundingClientRect(); const ok = b.querySelector('.cw-coach-ok').getBoundingClientRect();
  return {top: r.top, bottom: r.bottom, ok: ok.bottom, target: b.dataset.target, inner: innerHeight}; }"""
ZOOM = """() => { const c = document.querySelector('canvas.cw-canvas'); const s = c.__cthulhu.scene;
  const z = s.items.find(i => i.label === 'zoom'); if (!z) return null;
  const b = c.getBoundingClientRect(); const k = b.width / s.width;
  const chips = s.items.filter(i => i.type === 'chip' && i.y >= z.y && i.y < z.y + z.h && i.x >= z.x);
  return {top: b.top + z.y * k, chips: Math.max(...chips.map(i => b.top + (i.y + i.h) * k)), inner: innerHeight}; }"""
RING = """() => { const r = document.querySelector('.cw-coach-ring'); if (!r || r.hidden) return null;
  const b = r.getBoundingClientRect(); return {x: b.x + b.width / 2, y: b.y + b.height / 2}; }"""


@pytest.fixture(scope="module")
def phone():
    """A Voilà server of the Mythos app and a phone's page of it, in Japanese."""
    with voila_app_page("mythos", "voila_round6d_phone.log", "3", PHONE, "ja") as page:
        yield page


def test_learn_to_play_bubble_and_zoom_open_in_the_window(phone):
    page = phone
    page.locator(".cw-learn").first.click()
    bubble = poll(page, BUBBLE)
    time.sleep(1)
    bubble = page.evaluate(BUBBLE)
    page.screenshot(path=str(ARTIFACTS / "round6d_phone_coach.png"))
    assert bubble, "a coach bubble"
    assert bubble["top"] >= 0 and bubble["ok"] <= bubble["inner"], f"the first bubble, its Got it in the window: {bubble}"
    ring = page.evaluate(RING)
    assert ring and 0 <= ring["y"] <= 844, f"its ringed card in the window: {ring}"
    page.touchscreen.tap(ring["x"], ring["y"])
    zoom = poll(page, ZOOM)
    time.sleep(1)
    zoom = page.evaluate(ZOOM)
    page.screenshot(path=str(ARTIFACTS / "round6d_phone_zoom.png"))
    assert zoom, "the tapped card's zoom"
    # within half a pixel: the chips' foot is a fractional CSS position (844.12 of 844 at 390 px since round II)
    assert zoom["top"] >= 0 and zoom["chips"] <= zoom["inner"] + 0.5, f"the zoom and its chips in the window: {zoom}"
    bubble = page.evaluate(BUBBLE)
    assert bubble and bubble["top"] >= 0 and bubble["ok"] <= bubble["inner"], f"the next bubble in the window: {bubble}"
