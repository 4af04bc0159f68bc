"""Review 31, room_zh 1 in real Chromium (round AW, AW4): the zh phone seat never found "Learn to play": at its own
turn with a person at the table the "3 things" box hid its course link, and 知道了 closed the box. The room's Rules
sheet now opens on the course, one line at its top, at any turn. Screenshot: test-artifacts/s32aw4/."""
from __future__ import annotations

import pytest
from browser_support import ARTIFACTS, poll
from test_browser_rooms import create, wait_joined
from test_browser_rooms import room, rooms_site  # noqa: F401 (the file's rooms server and Chromium)

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "s32aw4"
LOOK = """() => { const r = document.querySelector('.cw-room'), tip = document.querySelector('.cw-room-tip');
  const help = document.querySelector('.cw-room-table .cw-help');
  const link = document.querySelector('.cw-help .cw-help-learn a.cw-learn-link');
  const box = link && !link.hidden ? link.getBoundingClientRect() : null;
  return {toAct: r?.dataset.toAct ?? '', tip: Boolean(tip && !tip.hidden), open: Boolean(help?.open),
          text: link?.textContent ?? '', seen: Boolean(box && box.width > 0 && box.top >= 0 && box.bottom <= innerHeight),
          first: help?.lastElementChild?.children[1]?.classList.contains('cw-help-learn') ?? false}; }"""


def test_a_zh_phone_seat_finds_the_course_atop_the_rules_at_its_own_turn(room):
    from test_lite_page import SITE, require_site
    require_site(SITE / "chaos.html", "the static play pages")
    SHOTS.mkdir(parents=True, exist_ok=True)
    base, browser = room
    made = create(base, game="chaos", seed=11, name="第一夜", listed=False, rules={"max_rounds": 12},
                  seats={"A1": "human", "B1": "human", "A2": "bot:heuristic", "B2": "bot:heuristic"})
    context = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=1, locale="zh-CN",
                                  is_mobile=True, has_touch=True, bypass_csp=True)
    page = context.new_page()
    page.goto(base + made["links"]["B1"]["link"])
    wait_joined(page, "B1")
    start = poll(page, LOOK, lambda p: p["toAct"] == "B1" and p["tip"], seconds=60)
    assert start["toAct"] == "B1" and start["tip"], start   # the reader's own turn, A1 (a person) at the table
    page.click(".cw-room-tip-ok")   # 知道了: the box, and its hidden course link, gone
    page.click(".cw-room-table .cw-help > summary")
    got = poll(page, LOOK, lambda p: p["open"] and p["seen"], seconds=20)
    page.screenshot(path=str(SHOTS / "rules_zh_390.png"))
    assert not got["tip"] and got["open"] and got["seen"] and got["first"], got
    assert got["text"] == "★ 学习玩法（单人，10 步，座位等你回来）", got
    page.click(".cw-help .cw-help-learn a.cw-learn-link")   # the course in the sheet over the table
    sheet = "() => { const s = document.querySelector('.cw-learn-sheet'); return Boolean(s && !s.hidden); }"
    assert poll(page, sheet, bool, seconds=10), "the course sheet did not open"
    context.close()
