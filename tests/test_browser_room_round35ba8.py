"""Review 33 in real Chromium, rooms (round BA, BA8), room_zh 5 (086, 201): on a phone the strip's "⋯" did nothing
when tapped (nothing to ask yet: it was a dim button) and a tap on a seat chip ("A1 · 电脑", a pill like a button) did
nothing. Each control does what it shows or does not look clickable: the idle "⋯" is out of sight, its place kept
(nothing moves when it comes), and the seats are plain labels, no pills. Screenshots: test-artifacts/s35ba8/."""
from __future__ import annotations

import pytest
from browser_support import ARTIFACTS, poll
from test_browser_rooms import create, wait_joined
from test_browser_rooms import room, rooms_site  # noqa: F401 (the file's rooms server and Chromium)

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "s35ba8"
BOTS = {"A1": "bot:heuristic", "A2": "bot:heuristic", "B2": "bot:heuristic"}
LOOK = """() => { const more = document.querySelector('.cw-room-more');
  const chips = [...document.querySelectorAll('.cw-room-seat')];
  if (!more || !chips.length) return null;
  const m = getComputedStyle(more);
  return {moreSeen: m.visibility !== 'hidden' && m.display !== 'none' && Number(m.opacity) > 0,
          moreWidth: more.getBoundingClientRect().width, moreDisabled: more.disabled,
          pills: chips.map((c) => getComputedStyle(c)).filter((s) => s.backgroundColor !== 'rgba(0, 0, 0, 0)'
            || parseFloat(s.borderTopLeftRadius) > 0 || s.cursor === 'pointer').length}; }"""


def test_a_phones_idle_more_and_seat_chips_do_not_look_pressable(room):
    SHOTS.mkdir(parents=True, exist_ok=True)
    base, browser = room
    made = create(base, game="chaos", seed=11, name="Friday table", listed=False, seats={"B1": "human", **BOTS},
                  rules={"max_rounds": 12})
    context = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=1, locale="zh-CN",
                                  has_touch=True, is_mobile=True, bypass_csp=True)
    page = context.new_page()
    page.goto(base + made["links"]["B1"]["link"])
    wait_joined(page, "B1")
    look = poll(page, LOOK, lambda x: bool(x), seconds=20)
    page.screenshot(path=str(SHOTS / "strip_390_zh.png"))
    assert look["moreDisabled"] and not look["moreSeen"], look   # nothing to ask: no dead "⋯" in sight
    assert look["moreWidth"] > 0, look                            # its place kept: nothing moves when it comes
    assert look["pills"] == 0, look                               # seat chips: labels, not buttons
    context.close()
