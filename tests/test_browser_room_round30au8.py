"""Review 29 in real Chromium, rooms (round AU, AU8):

- room_en 7 (003): "3 things to know" covered the round header and the top of "Story of the game": at a desk it lies
  over the room's strip and the bar above the table only, never over the table's canvas, and Got it moves nothing.
- room_en 11 / room_zh 11: the strip's ⋯ is there from the start (disabled), and the sound is a toggle button.
Screenshots: test-artifacts/s30au8/."""
from __future__ import annotations

import pytest
from browser_support import ARTIFACTS, poll
from test_browser_rooms import create, wait_joined
from test_browser_rooms import room, rooms_site  # noqa: F401 (the file's rooms server and Chromium)

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "s30au8"
BOTS = {"A2": "bot:heuristic", "B1": "bot:heuristic", "B2": "bot:heuristic"}
PLACE = """() => { const tip = document.querySelector('.cw-room-tip');
  const canvas = document.querySelector('canvas.cw-canvas').getBoundingClientRect();
  const more = document.querySelector('.cw-room-more'), sound = document.querySelector('.cw-room-sound');
  const box = sound.querySelector('input').getBoundingClientRect();
  return {tip: Boolean(tip && !tip.hidden), tipBottom: tip && !tip.hidden ? tip.getBoundingClientRect().bottom : 0,
          canvasTop: canvas.top + scrollY, more: Boolean(more) && more.getBoundingClientRect().width > 0,
          moreDisabled: Boolean(more?.disabled), boxSeen: box.width > 2 && box.height > 2,
          soundBorder: getComputedStyle(sound).borderTopStyle}; }"""


def desk_page(browser, url: str, locale: str):
    """A 1280 × 800 page in `locale` (the room speaks the browser's language)."""
    context = browser.new_context(viewport={"width": 1280, "height": 800}, device_scale_factor=1, locale=locale,
                                  bypass_csp=True)
    page = context.new_page()
    page.goto(url)
    return page


@pytest.mark.parametrize("lang", ["en-US", "ja-JP"])
def test_the_tip_covers_nothing_of_the_table_and_the_strip_holds_still(room, lang):
    SHOTS.mkdir(parents=True, exist_ok=True)
    base, browser = room
    made = create(base, game="chaos", seed=11, name="First night", listed=False, seats={"A1": "human", **BOTS},
                  rules={"max_rounds": 12})
    page = desk_page(browser, base + made["links"]["A1"]["link"], lang)
    wait_joined(page, "A1")
    start = poll(page, PLACE, lambda p: p["tip"], seconds=20)
    page.screenshot(path=str(SHOTS / f"tip_1280_{lang}.png"))
    page.click(".cw-room-tip-ok")
    closed = poll(page, PLACE, lambda p: not p["tip"], seconds=5)
    assert start["tip"], start
    assert start["tipBottom"] <= start["canvasTop"] + 1, f"the tip lies over the table's head: {start}"
    assert closed["canvasTop"] == start["canvasTop"], (start, closed)
    assert start["more"] and start["moreDisabled"], start           # the ⋯ there from the start, nothing to ask
    assert not start["boxSeen"] and start["soundBorder"] == "solid", start   # a toggle button, no bare checkbox
    page.context.close()
