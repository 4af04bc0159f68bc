"""Round 43 II7 (Chromium): "Got it" on the CHAOS room's "3 things to know" and the turns after move nothing above."""
from __future__ import annotations

import pytest
from browser_support import poll
from test_browser_rooms import create, last_state, open_page, play_by_clicks, wait_joined
from test_browser_rooms import room, rooms_site  # noqa: F401 (the file's rooms server and Chromium)

pytestmark = pytest.mark.browser
BOTS = {"A2": "bot:heuristic", "B1": "bot:heuristic", "B2": "bot:heuristic"}
WHERE = """() => { const r = (q) => document.querySelector(q)?.getBoundingClientRect();
  const tip = document.querySelector('.cw-room-tip');
  return {tip: Boolean(tip && !tip.hidden), bar: Math.round(r('.cw-room-status').height),
          table: Math.round(r('.cw-room-table').top + scrollY)}; }"""


def test_round43ii7_got_it_and_the_next_turn_move_nothing(room):
    """Review 39, room_en 4 (043→059, 071→074): Got it made the bar above the table ~5 px taller, and at the reader's
    next turn the kept row went and the table moved up ~24 px. The bar keeps its height; the table stays put."""
    base, browser = room
    made = create(base, game="chaos", seed=11, name="Still night", listed=False, seats={"A1": "human", **BOTS},
                  rules={"max_rounds": 12})
    page = open_page(browser, base + made["links"]["A1"]["link"], 1280, 800)   # its frames recorded
    wait_joined(page, "A1")
    poll(page, WHERE, lambda w: w["tip"], seconds=20)
    page.wait_for_timeout(600)
    shown = page.evaluate(WHERE)
    page.click(".cw-room-tip-ok")
    page.wait_for_timeout(400)
    folded = page.evaluate(WHERE)
    assert folded["bar"] == shown["bar"], (shown, folded)
    away = []

    def next_turn() -> bool:   # the bots played, and it is A1's turn again
        to_act = (last_state(page) or {}).get("to_act")
        if to_act != "A1":
            away.append(to_act)
        return bool(away) and to_act == "A1"

    play_by_clicks({"A1": page}, next_turn, seconds=25)
    page.wait_for_timeout(600)
    later = page.evaluate(WHERE)
    assert later["table"] == folded["table"] and later["bar"] == folded["bar"], (folded, later)
    page.context.close()
