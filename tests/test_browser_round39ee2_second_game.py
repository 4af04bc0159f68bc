"""Review 37, room_en 4 / room_zh 5 in real Chromium: the creator's first table showed "Seat links" and its seed at
the end; after "Play again" → "Yes, new table" the second table had neither. The creator's page (its links kept in
the tab, as the lobby keeps them) now has the Seat links button at the second table and its seed at that one's end.
Screenshots: test-artifacts/s39ee2/."""
from __future__ import annotations

import json

import pytest
from browser_support import ARTIFACTS
from test_browser_rooms import accept_play_again, create, last_state, open_page, play_by_clicks, wait_joined
from test_browser_rooms import room, rooms_site  # noqa: F401 (the file's rooms server and Chromium)

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "s39ee2"
LOOK = """() => ({share: Boolean(document.querySelector('.cw-share')),
  seed: (() => { const s = document.querySelector('.cw-room-seed'); return s && !s.hidden ? s.textContent : ''; })()})"""


def play_to_the_end(page) -> None:
    play_by_clicks({"player": page}, lambda: bool((last_state(page) or {}).get("result")), seconds=150)
    page.wait_for_function("() => !document.querySelector('.cw-room-seed')?.hidden", timeout=20_000)


def test_round39ee2_the_second_game_has_the_seat_links_and_its_seed(room):
    SHOTS.mkdir(parents=True, exist_ok=True)
    base, browser = room
    made = create(base, game="letter", seed=3, name="Second game night")
    page = open_page(browser, base + made["links"]["player"]["link"], 1280, 800)
    page.evaluate("([k, v]) => sessionStorage.setItem(k, v)", [f"cthulhu-room-links:{made['room']}", json.dumps(made)])
    page.reload()                                                   # the creator's page, as the lobby left it
    wait_joined(page, "player")
    assert page.evaluate(LOOK)["share"]
    play_to_the_end(page)
    first = page.evaluate(LOOK)
    assert first["share"] and first["seed"], first
    page.frames_in.clear()
    accept_play_again(page, made["room"])                        # at the next game, after its reload
    assert page.evaluate(LOOK)["share"], "the second table has no Seat links"
    play_to_the_end(page)
    second = page.evaluate(LOOK)
    page.screenshot(path=str(SHOTS / "second_game_end_1280.png"))
    assert second["share"] and second["seed"], second
    assert not page.errors
