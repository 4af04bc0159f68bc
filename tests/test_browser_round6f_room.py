"""Issue 23 round F, rooms in real Chromium: on a phone (390×844) a seat's hand and moves come into the first screen
when its turn comes (a 4-seat CHAOS table is taller than the window: the hand lay below the fold, under the chat tab).
Screenshots: test-artifacts/s6f/."""
from __future__ import annotations

import pytest
from browser_support import ARTIFACTS, require_chromium
from test_browser_rooms import chromium, create, rooms_server, wait_joined

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "s6f"
BOTS = {"A2": "bot:heuristic", "B1": "bot:heuristic", "B2": "bot:heuristic"}

MOVES_IN_SIGHT = """() => {
    const c = document.querySelector('canvas.cw-canvas');
    const s = c.__cthulhu.scene;
    const box = c.getBoundingClientRect();
    const k = box.width / s.width;
    const moves = s.items.filter(i => i.id && i.h > 0);
    const chat = document.querySelector('.cw-room-chat-host').getBoundingClientRect().top;
    return {n: moves.length, bottom: Math.max(...moves.map(i => box.top + (i.y + i.h) * k)), chat,
            inner: innerHeight};
}"""


def phone_page(browser, url: str):
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True,
                                  device_scale_factor=2, bypass_csp=True)
    page = context.new_page()
    page.goto(url)
    return page


def test_a_phone_seat_sees_its_hand_and_moves_in_the_first_screen(tmp_path):
    """Round F finding 1: a CHAOS seat on a phone has its whole hand above the chat tab on its turn, unscrolled by
    the player."""
    require_chromium()
    SHOTS.mkdir(parents=True, exist_ok=True)
    with rooms_server(tmp_path) as (_proc, base), chromium() as browser:
        made = create(base, game="chaos", seed=5, name="Review night", seats={"A1": "human", **BOTS})
        page = phone_page(browser, base + made["links"]["A1"]["link"])
        wait_joined(page, "A1")
        page.wait_for_function("document.querySelector('.cw-room').dataset.yourTurn === 'true'", timeout=30_000)
        page.wait_for_timeout(600)
        page.screenshot(path=str(SHOTS / "phone_chaos_turn.png"))
        seen = page.evaluate(MOVES_IN_SIGHT)
    assert seen["n"] > 0
    assert seen["bottom"] <= seen["chat"], f"the hand ends below the chat tab / the fold: {seen}"
