"""Mythos at 1280×800, issue 23, newcomer review 9 (findings 1 and 2): after each card played in a round's card play
the hand closes up (its cards in the first places, no hole) and keeps its y, its foot inside the window. In the real
Voilà app in headless Chromium (one page); screenshots land in test-artifacts/round9m_mythos_*.png.
"""
from __future__ import annotations

import re

import pytest

from browser_support import ARTIFACTS, DESK, voila_app_page
from test_browser_mythos_round8i import STATE, hand_of, play_one

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


def test_the_hand_closes_up_after_each_play_and_keeps_its_y_in_the_window(desk):
    page = desk
    state = page.evaluate(STATE)
    first = boxes(state)
    played = 0
    for n in range(3):
        if play_one(page, state) is None:
            break
        played += 1
        state = page.evaluate(STATE)
        page.screenshot(path=str(ARTIFACTS / f"round9m_mythos_play_{n}.png"))
        now = [b for b in boxes(state) if b["label"] in hand_of(state)]
        xs = [b["x"] for b in now if b["y"] == now[0]["y"]]
        assert xs == [first[k]["x"] for k in range(len(xs))], f"after play {n}: a hole in the hand: {xs}"
        assert {b["y"] for b in now} <= {b["y"] for b in first}, "the hand keeps its y"
        foot = page.evaluate(CANVAS_TOP) + max(b["y"] + b["h"] for b in now)
        assert foot <= 800, f"the hand's foot at {foot} px, past a 1280×800 window"
    assert played >= 2, "cards played"
