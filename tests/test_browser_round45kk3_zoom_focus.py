"""Mythos at 1280×800, issue 23 round KK (fixer KK3), newcomer review 41 mythos_en 6 (180): Tab to a hand card and
Enter opened its zoom, and the focus jumped to Pass behind it (a second Enter would have passed). In the real Voilà app
in headless Chromium: Enter on a hand card puts the focus on a control of its zoom (its Play move where it has one,
else its Close), and Escape gives the focus back to the card. Screenshot: test-artifacts/round45kk3_zoom_focus.png.
"""
from __future__ import annotations

import time

import pytest

from browser_support import ARTIFACTS, DESK, voila_app_page

pytestmark = pytest.mark.browser

# the keyboard's focus as the page holds it: ui.focus indexes the scene's actionable ids (scene/hit.js clickable)
FOCUS = """() => { const c = document.querySelector('canvas.cw-canvas'); const s = c.__cthulhu.scene;
  const ids = [...new Set(s.items.filter(i => i.id != null && i.id !== '' && i.id !== 'cmd:none').map(i => i.id))];
  const id = ids[c.__cthulhu.ui.focus];
  const it = s.items.filter(i => i.id === id).sort((a, b) => (b.z || 0) - (a.z || 0))[0];
  const own = s.items.filter(i => (i.z || 0) >= 10 && String(i.id).startsWith('act:')).map(i => i.id);
  return {id: id == null ? null : String(id), type: it ? it.type : null, label: (it && it.label) || '',
          z: (it && it.z) || 0, zoom: s.items.some(i => i.label === 'zoom'), own}; }"""


@pytest.fixture(scope="module")
def desk():
    """A Voilà server of the Mythos app and a 1280×800 page of it."""
    with voila_app_page("mythos", "voila_round45kk3_mythos.log", "3", DESK) as page:
        yield page


def test_enter_on_a_hand_card_focuses_its_zoom_and_escape_gives_it_back(desk):
    page = desk
    page.focus("canvas.cw-canvas")
    card = None
    for _ in range(80):
        page.keyboard.press("Tab")
        now = page.evaluate(FOCUS)
        if now["type"] == "mcard" and now["label"].startswith("hand-"):
            card = now["id"]
            break
    assert card, "Tab reaches a hand card"
    page.keyboard.press("Enter")
    time.sleep(0.4)
    now = page.evaluate(FOCUS)
    page.screenshot(path=str(ARTIFACTS / "round45kk3_zoom_focus.png"))
    assert now["zoom"], "Enter opened the card's zoom"
    assert now["z"] >= 10, f"the focus is on {now['id']} behind the zoom, not in it"
    assert now["id"] == (now["own"][0] if now["own"] else "select:none"), now
    page.keyboard.press("Escape")
    time.sleep(0.4)
    back = page.evaluate(FOCUS)
    assert not back["zoom"] and back["id"] == card, f"the focus after Escape: {back['id']}, not the card {card}"
    assert not page.errors, page.errors
