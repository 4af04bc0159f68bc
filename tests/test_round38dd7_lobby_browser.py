"""Review 36, room_en / room_zh finding 1 in real Chromium: a Letter table played to its end by clicks, "Play again"
asked, then "← Tables": the lobby lists the table once (its next game) in the listed tables and once in "Your
tables", at 1280 and on a phone."""
from __future__ import annotations

import pytest
from browser_support import ARTIFACTS
from test_browser_rooms import accept_play_again, create, last_state, open_page, play_by_clicks, wait_joined
from test_browser_rooms import room, rooms_site  # noqa: F401 (the file's rooms server and Chromium)

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "s38dd7"
NAME = "Play again night"
ROWS = """(name) => ({listed: [...document.querySelectorAll('.cw-rooms-list tr[data-room]')]
    .filter((r) => r.textContent.includes(name)).map((r) => r.dataset.room),
  mine: [...document.querySelectorAll('.cw-my-tables a[data-room]')]
    .filter((a) => a.textContent.includes(name)).map((a) => a.dataset.room)})"""


@pytest.mark.parametrize("width,height", [(1280, 800), (390, 844)])
def test_round38dd7_after_play_again_the_lobby_lists_the_table_once(room, width, height):
    SHOTS.mkdir(parents=True, exist_ok=True)
    base, browser = room
    name = f"{NAME} {width}"                                        # the file's server is shared: a name of its own
    made = create(base, game="letter", seed=3, name=name, listed=True)
    page = open_page(browser, base + made["links"]["player"]["link"], width, height)
    wait_joined(page, "player")
    play_by_clicks({"player": page}, lambda: bool((last_state(page) or {}).get("result")), seconds=150)
    page.wait_for_selector(".cw-rematch:not([hidden])", timeout=20_000)
    accept_play_again(page, made["room"])                        # at the next game, after its reload
    new = page.evaluate("new URLSearchParams(location.hash.slice(1)).get('room')")
    page.click(".cw-room-back")                                     # ← Tables
    page.wait_for_function("(n) => [...document.querySelectorAll('.cw-rooms-list tr[data-room]')]"
                           ".some((r) => r.textContent.includes(n))", arg=name, timeout=20_000)
    rows = page.evaluate(ROWS, name)
    page.screenshot(path=str(SHOTS / f"lobby_after_play_again_{width}.png"), full_page=True)
    assert rows == {"listed": [new], "mine": [new]}, rows
    assert not page.errors
