"""Newcomer review 26, rooms in real Chromium (round AR, AR8):

- room_en 1 / 6, room_zh 7: a CHAOS seat's first round shows "3 things to know" (three plain lines and Got it) over
  the table's head at a desk; the table never moves for it: not while the rounds go on, not when Got it closes it.
- room_zh 2: on a phone, at a table with another person, what that person did so far has a row of its own in the
  strip, the strip's width and kept while empty: a Chinese sentence of ~30 characters reads whole.
- room_zh 9: a phone's end strip shows its ways on (Play again, Tables, the replay, Chat) in one row; the end card
  says what decided a draw and joins the roles with a full-width comma.
Screenshots: test-artifacts/s27ar8/."""
from __future__ import annotations

import pytest
from browser_support import ARTIFACTS
from test_browser_rooms import create, last_state, open_page, play_by_clicks, wait_joined
from test_browser_rooms import room, rooms_site  # noqa: F401 (the file's rooms server and Chromium)

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "s27ar8"
BOTS = {"A2": "bot:heuristic", "B1": "bot:heuristic", "B2": "bot:heuristic"}

def phone_page(browser, url: str, locale: str = "zh-CN"):
    """A 390 × 844 touch page in `locale` (the room speaks the browser's language), its room frames kept."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True,
                                  device_scale_factor=2, locale=locale, bypass_csp=True)
    page = context.new_page()
    page.frames_in = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda p: page.frames_in.append(p))
            if "/cthulhu/rooms/" in ws.url else None)
    page.goto(url)
    return page


PLACE = """() => { const tip = document.querySelector('.cw-room-tip');
  const canvas = document.querySelector('canvas.cw-canvas').getBoundingClientRect();
  return {tip: Boolean(tip && !tip.hidden), items: tip ? tip.querySelectorAll('li').length : 0,
          tipBottom: tip && !tip.hidden ? tip.getBoundingClientRect().bottom : 0,
          canvasTop: canvas.top + scrollY, hand: canvas.bottom + scrollY,
          round: window.__cthulhuRoom.model.get('view')?.round ?? 0}; }"""


def test_three_things_to_know_lie_over_the_tables_head_and_the_table_never_moves(room):
    SHOTS.mkdir(parents=True, exist_ok=True)
    base, browser = room
    made = create(base, game="chaos", seed=11, name="First night", listed=False, seats={"A1": "human", **BOTS},
                  rules={"max_rounds": 3})
    page = open_page(browser, base + made["links"]["A1"]["link"], 1280, 800)
    wait_joined(page, "A1")
    page.wait_for_timeout(500)
    start = page.evaluate(PLACE)
    page.screenshot(path=str(SHOTS / "tip_1280.png"))
    play_by_clicks({"A1": page}, lambda: (page.evaluate(PLACE)["round"] >= 2) or bool((last_state(page) or {}).get("result")),
                   seconds=120, seed=2)
    page.wait_for_timeout(400)
    later = page.evaluate(PLACE)
    page.click(".cw-room-tip-ok")
    page.wait_for_timeout(300)
    closed = page.evaluate(PLACE)
    assert start["tip"] and start["items"] == 3, start
    assert later["tip"], f"the tip closed by itself: {later}"          # only Got it closes it (room_en 6)
    assert not closed["tip"], closed
    assert start["canvasTop"] == later["canvasTop"], (start, later)   # the rounds go on: nothing moves
    # review 38, room_en 10: in the flow above the table (over the bar it hid its controls); Got it moves it up only
    assert closed["canvasTop"] <= start["canvasTop"], (start, closed)
    assert start["tipBottom"] < start["canvasTop"] + 90, f"the tip reaches down into the board: {start}"


NEWS = """(text) => { const n = document.querySelector('.cw-room-news'); const s = document.querySelector('.cw-room-status');
  const before = s.getBoundingClientRect().height; n.textContent = text;
  const r = n.getBoundingClientRect(); const out = {people: document.querySelector('.cw-room').dataset.people,
    before, after: s.getBoundingClientRect().height, width: r.width, strip: s.getBoundingClientRect().width,
    cut: n.scrollHeight > n.clientHeight + 1}; n.textContent = ''; return out; }"""


def test_a_phones_strip_keeps_a_whole_row_for_what_the_other_person_did(room):
    base, browser = room
    made = create(base, game="chaos", seed=11, name="牌桌", seats={"A1": "human", "A2": "bot:heuristic",
                                                                   "B1": "human", "B2": "bot:heuristic"})
    page = phone_page(browser, base + made["links"]["A1"]["link"])
    wait_joined(page, "A1")
    page.wait_for_timeout(500)
    seen = page.evaluate(NEWS, "目前：A1 打出体检（眼）：检查 b3、c4、d5 三格是否有炸弹。")
    page.screenshot(path=str(SHOTS / "news_390.png"))
    assert seen["people"] == "true", seen
    assert not seen["cut"] and seen["width"] >= seen["strip"] - 20, seen   # whole, the strip's width
    assert seen["after"] == seen["before"], f"the row came and went: {seen}"


END = """() => { const tools = [...document.querySelectorAll('.cw-room-tools > *, .cw-room-status > .cw-room-chat-host')]
    .filter(e => e.getBoundingClientRect().height > 0);
  const tops = tools.map(e => Math.round(e.getBoundingClientRect().top));
  const end = document.querySelector('.cw-ending');
  return {tops, names: tools.map(e => e.className), text: end ? end.textContent : ''}; }"""


def test_a_phones_end_has_its_ways_on_in_one_row_and_says_what_decided_the_draw(room):
    base, browser = room
    made = create(base, game="chaos", seed=5, name="牌桌", seats={"A1": "human", **BOTS}, rules={"max_rounds": 1})
    page = phone_page(browser, base + made["links"]["A1"]["link"])
    wait_joined(page, "A1")
    play_by_clicks({"A1": page}, lambda: bool((last_state(page) or {}).get("result")), seconds=120, seed=4)
    page.wait_for_timeout(800)
    seen = page.evaluate(END)
    page.screenshot(path=str(SHOTS / "end_390.png"))
    assert len(seen["tops"]) >= 3 and max(seen["tops"]) - min(seen["tops"]) <= 3, seen
    assert "，A2：" in seen["text"] and ", A2" not in seen["text"], seen
    if (last_state(page) or {}).get("result", {}).get("outcome") == "draw":
        assert "没人踩到钥匙" in seen["text"] or "没有病人走进去" in seen["text"], seen
