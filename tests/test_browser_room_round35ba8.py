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


UNDO = """() => { const c = document.querySelector('canvas.cw-canvas'), help = document.querySelector('.cw-room-table .cw-help');
  return {top: c.getBoundingClientRect().top + scrollY, turn: document.querySelector('.cw-room-turn').textContent,
          help: help ? help.innerText : '', toAct: document.querySelector('.cw-room').dataset.toAct}; }"""


def test_u_at_a_bots_only_room_says_a_room_never_undoes_in_place(room):
    """Review 33, room_en 2 (055 -> 057): U showed a red banner over the board that pushed it down ~30 px, and the
    rules' Controls read as if a table with bots only should undo. U says so in the turn line, the board stays, and
    the room's rules say a move can't be taken back (no word of Undo)."""
    base, browser = room
    made = create(base, game="chaos", seed=11, listed=False, seats={"A1": "human", **{s: "bot:heuristic"
                                                                                         for s in ("A2", "B1", "B2")}})
    context = browser.new_context(viewport={"width": 1280, "height": 800}, device_scale_factor=1, locale="en-US",
                                  bypass_csp=True)
    page = context.new_page()
    page.goto(base + made["links"]["A1"]["link"])
    wait_joined(page, "A1")
    if page.locator(".cw-room-tip-ok").is_visible():
        page.click(".cw-room-tip-ok")
    before = poll(page, UNDO, lambda p: p["toAct"] == "A1", seconds=30)
    page.locator("canvas.cw-canvas").focus()
    page.keyboard.press("u")
    after = poll(page, UNDO, lambda p: "never undoes" in p["turn"], seconds=5)
    page.screenshot(path=str(SHOTS / "undo_1280_en.png"))
    assert after["turn"] == "A room never undoes: the other seats may be people", after
    assert after["top"] == before["top"], (before, after)   # the board keeps its place
    page.click(".cw-room-table .cw-help > summary")
    rules = poll(page, UNDO, lambda p: "taken back" in p["help"], seconds=10)
    assert "a move can't be taken back" in rules["help"] and "Undo takes back" not in rules["help"], rules["help"][-600:]
    context.close()
