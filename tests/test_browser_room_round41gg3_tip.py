"""Review 38 in real Chromium, rooms (round GG, GG3): the CHAOS table's "3 things to know".

- room_en 10 (040, 1280 × 800): the box lay over the top of the table (the language menu, "? Rules and help") until
  Got it: it now stands above them in the flow, covering nothing.
- room_zh 3 (120, 122, 179, 390 × 844): after 知道了 a tall empty place with the list stayed, the board ~200 px down
  all game: Got it closes it whole, one line at most stays.
Screenshots: test-artifacts/s41gg3/."""
from __future__ import annotations

import pytest
from browser_support import ARTIFACTS, poll
from test_browser_rooms import create, wait_joined
from test_browser_rooms import room, rooms_site  # noqa: F401 (the file's rooms server and Chromium)

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "s41gg3"
BOTS = {"A2": "bot:heuristic", "B1": "bot:heuristic", "B2": "bot:heuristic"}
PLACE = """() => { const tip = document.querySelector('.cw-room-tip');
  const slot = document.querySelector('.cw-room-tip-slot');
  const under = [...document.querySelectorAll('.cw-room-table select, .cw-room-table button')]
    .filter((e) => e.getBoundingClientRect().width > 0).slice(0, 2).map((e) => e.getBoundingClientRect());
  const t = tip && !tip.hidden ? tip.getBoundingClientRect() : null;
  const hit = (r) => t && r.left < t.right && r.right > t.left && r.top < t.bottom && r.bottom > t.top;
  return {tip: Boolean(t), covered: under.filter(hit).length, under: under.length,
          slot: slot ? slot.getBoundingClientRect().height : -1}; }"""


@pytest.mark.parametrize("width,height,locale", [(1280, 800, "en-US"), (390, 844, "zh-CN")])
def test_round41gg3_tip_covers_nothing_and_closes_whole(room, width, height, locale):
    """Review 38, room_en 10 / room_zh 3: the open box covers no control of the table; Got it leaves one line."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    base, browser = room
    made = create(base, game="chaos", seed=11, name="First night", listed=False, seats={"A1": "human", **BOTS},
                  rules={"max_rounds": 12})
    context = browser.new_context(viewport={"width": width, "height": height}, device_scale_factor=1,
                                  locale=locale, bypass_csp=True)
    page = context.new_page()
    page.goto(base + made["links"]["A1"]["link"])
    wait_joined(page, "A1")
    start = poll(page, PLACE, lambda p: p["tip"] and p["under"], seconds=20)
    if width < 641:
        page.click(".cw-room-tip-head")   # the phone's box opened: the tall box the reviewer closed
    page.screenshot(path=str(SHOTS / f"tip_{width}_{locale}.png"))
    assert start["covered"] == 0, start
    page.click(".cw-room-tip-ok")
    closed = poll(page, PLACE, lambda p: not p["tip"], seconds=5)
    page.screenshot(path=str(SHOTS / f"closed_{width}_{locale}.png"))
    assert closed["slot"] <= 24.5, closed
    context.close()
