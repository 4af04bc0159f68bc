"""Newcomer review 39, room_zh 4 (064), in real Chromium at 390x844 (zh-CN): after a Letter game ended the phone's top
bar rearranged itself — '再玩一局' 17 px high beside 32 px buttons, the unused '⋯' kept its place and wrapped
'▶ 观看回放' and 聊天 to rows of their own (聊天 moved down). The end's ways on now lie in one row of the playing
bar's 32 px buttons, Chat in it. Screenshots: test-artifacts/s44jj8/bar_letter_*.png."""
from __future__ import annotations

import pytest
from browser_support import ARTIFACTS
from test_browser_rooms import create, last_state, play_by_clicks
from test_browser_rooms import room, rooms_site  # noqa: F401 (the file's rooms server and Chromium)

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "s44jj8"
TOOLS = """() => [...document.querySelectorAll(
  '.cw-room-tools > *, .cw-room-tools .cw-rematch-slot > *, .cw-chat-toggle')]
  .filter((el) => !el.classList.contains('cw-rematch-slot')).map((el) => [el.className, el.getBoundingClientRect()])
  .filter(([, r]) => r.width > 0 && r.height > 0 && getComputedStyle(document.body).visibility !== 'hidden')
  .map(([name, r]) => ({name, top: Math.round(r.top), height: Math.round(r.height), right: Math.round(r.right)}))"""


def test_the_phone_bar_keeps_one_row_of_buttons_at_the_game_end(room):
    base, browser = room
    SHOTS.mkdir(parents=True, exist_ok=True)
    made = create(base, game="letter", seed=11, name="第一夜", listed=False, seats={"player": "human"})
    context = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=1, locale="zh-CN",
                                  bypass_csp=True)
    page = context.new_page()
    page.frames_in, page.errors = [], []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda f: page.frames_in.append(f)))
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    page.goto(base + made["links"]["player"]["link"])
    page.wait_for_selector(".cw-chat-toggle", timeout=30_000)
    page.wait_for_timeout(1500)
    playing = page.evaluate(TOOLS)
    page.screenshot(path=str(SHOTS / "bar_letter_start.png"))
    play_by_clicks({"player": page}, lambda: bool((last_state(page) or {}).get("result")), seconds=90)
    page.wait_for_selector(".cw-rematch:not([hidden])", timeout=30_000)
    page.wait_for_timeout(800)
    ended = page.evaluate(TOOLS)
    page.screenshot(path=str(SHOTS / "bar_letter_end.png"))
    names = " ".join(t["name"] for t in ended)
    assert "cw-rematch" in names and "cw-replay-link" in names and "cw-chat-toggle" in names, ended
    assert len({t["top"] for t in ended}) == 1, ended                 # one row, Chat in it
    assert {t["height"] for t in ended} == {t["height"] for t in playing} == {32}, (playing, ended)
    assert max(t["right"] for t in ended) <= 390, ended
    assert not page.errors
    context.close()
