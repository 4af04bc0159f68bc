"""Mythos at 1280×800, issue 23, newcomer review 9 (findings 1 and 2): through a round's card play the hand keeps its
y, its foot inside the window, and shows no hole once a turn is over. Review 9 closed the hand up after each play;
newcomer review 10 (finding 2) kept each card's place within the seat's turn; round O (e0c6126, review 11) kept the
places for the whole round, and newcomer review 12 (finding 1: seven cards over thirteen places at a round's end read
as broken) brought the turn's rule back on purpose in round P: within the seat's own turn (a play that opens a step of
it, e.g. a car's move; its discards) each card keeps its place; when the turn ends (the bot acts, combat, its discards
done) the hand closes up, its cards in the first places. In the real Voilà app in headless Chromium (one page);
screenshots land in test-artifacts/round9m_mythos_*.png.
"""
from __future__ import annotations

import re

import pytest

from browser_support import ARTIFACTS, DESK, voila_app_page
from test_browser_mythos_round8i import STATE, TURN, hand_of, play_one

pytestmark = pytest.mark.browser

CANVAS_TOP = "() => document.querySelector('canvas.cw-canvas').getBoundingClientRect().top"


@pytest.fixture(scope="module")
def desk():
    """A Voilà server of the Mythos app and a 1280×800 page of it."""
    with voila_app_page("mythos", "voila_round9m_mythos.log", "3", DESK) as page:
        yield page


def boxes(state: dict) -> list[dict]:
    """Return the hand's card boxes, left to right."""
    return sorted((i for i in state["items"] if re.fullmatch(r"hand-\d+", i["label"])), key=lambda i: (i["y"], i["x"]))


def test_the_hand_keeps_its_places_in_a_turn_closes_up_after_it_and_keeps_its_y_in_the_window(desk):
    page = desk
    state = page.evaluate(STATE)
    first = boxes(state)
    played, kept, closed = 0, 0, 0
    for n in range(4):
        turn, was = page.evaluate(TURN), {b["label"]: (b["x"], b["y"]) for b in boxes(state)}
        if play_one(page, state) is None:
            break
        played += 1
        state = page.evaluate(STATE)
        page.screenshot(path=str(ARTIFACTS / f"round9m_mythos_play_{n}.png"))
        now = [b for b in boxes(state) if b["label"] in hand_of(state)]
        # round HH (6c8bbd96, review 38 mythos_en 4 / mythos_ja 8: the dashed holes piling up were not liked; round
        # AV6's places kept all round reversed): the hand closes up after each play, the cards keeping their order
        order = [lab for lab in sorted(was, key=lambda k: (was[k][1], was[k][0])) if lab in {b["label"] for b in now}]
        assert [b["label"] for b in now if b["label"] in was] == order, f"after play {n}: the cards' order changed"
        if turn and page.evaluate(TURN) == turn:
            kept += 1
        else:
            closed += 1
        assert {b["y"] for b in now} <= {b["y"] for b in first}, "the hand keeps its y"
        foot = page.evaluate(CANVAS_TOP) + max(b["y"] + b["h"] for b in now)
        assert foot <= 800, f"the hand's foot at {foot} px, past a 1280×800 window"
    assert played >= 2 and closed >= 1, f"cards played ({played}), a bot's turn between them ({closed})"
