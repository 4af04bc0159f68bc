"""Mythos at 1280×800, issue 23, newcomer review 9 (findings 1 and 2): through a round's card play the hand keeps its
y, its foot inside the window, and shows no hole once a turn is over. Review 9 closed the hand up after each play;
newcomer review 10 (finding 2: a card moved under the finger and the next tap landed on another card) reversed that:
within the seat's turn (a play that opens a step of it, e.g. a car's move) each card keeps its place, the played
card's place empty; when the turn ended the hand closed up (its cards in the first places, no hole). Round O (e0c6126,
newcomer review 11 finding 2: a play closed the hand up at the bot's turn, and a click where Dark Young had been opened
the card that slid there) keeps the places for the whole round, the bot's turns and the round's discards too, and
closes the hand up when the next round deals. In the real Voilà app in headless Chromium (one page); screenshots land
in test-artifacts/round9m_mythos_*.png.
"""
from __future__ import annotations

import re
import time

import pytest

from browser_support import ARTIFACTS, DESK, voila_app_page
from test_browser_mythos_round8i import STATE, TURN, hand_of, play_one
from test_browser_round6f_mythos import STATE as TABLE
from test_browser_round6f_mythos import next_move, round_of, settle

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
        if page.evaluate(TURN) == turn:   # the same round (its key, round O): nothing moved under the finger
            assert all((b["x"], b["y"]) == was[b["label"]] for b in now), f"after play {n}: a card moved in the round"
            kept += 1
        else:   # a new round: closed up, the cards in the hand's first places
            xs = [b["x"] for b in now if b["y"] == now[0]["y"]]
            assert xs == [first[k]["x"] for k in range(len(xs))], f"after play {n}, a new round: a hole: {xs}"
            closed += 1
        assert {b["y"] for b in now} <= {b["y"] for b in first}, "the hand keeps its y"
        foot = page.evaluate(CANVAS_TOP) + max(b["y"] + b["h"] for b in now)
        assert foot <= 800, f"the hand's foot at {foot} px, past a 1280×800 window"
    # round O (e0c6126) moved the close-up from the turn's end to the next round's deal: play the round out (passes,
    # the bot's steps, the round's discards), each card left in its place until the next round deals, then closed up
    if played and not closed:
        now = to_the_next_round(page, {b["label"]: (b["x"], b["y"]) for b in boxes(page.evaluate(STATE))})
        page.screenshot(path=str(ARTIFACTS / "round9m_mythos_next_round.png"))
        xs = [b["x"] for b in now if b["y"] == now[0]["y"]]
        assert xs == [first[k]["x"] for k in range(len(xs))], f"the next round dealt: a hole in the hand: {xs}"
        assert {b["y"] for b in now} <= {b["y"] for b in first}, "the hand keeps its y in the next round"
        foot = page.evaluate(CANVAS_TOP) + max(b["y"] + b["h"] for b in now)
        assert foot <= 800, f"the hand's foot at {foot} px in the next round, past a 1280×800 window"
        closed += 1
    assert played >= 2 and closed >= 1, f"cards played ({played}), the next round dealt ({closed})"


def to_the_next_round(page, places: dict) -> list[dict]:
    """Play on as a person does (Pass, the bot's step, Done / Keep them, else a discard of the leftmost card; or wait
    for the bot) until the next round deals; until then each card left keeps its place (round O); return the hand's
    boxes in the next round."""
    table = page.evaluate(TABLE)
    start = round_of(table)
    for _ in range(60):
        page.evaluate("() => window.scrollTo(0, 0)")
        table = page.evaluate(TABLE)
        if table["over"] or round_of(table) != start:
            break
        for b in boxes(page.evaluate(STATE)):
            if b["label"] in places:
                assert (b["x"], b["y"]) == places[b["label"]], f"{b['label']} kept its place: {table['status']}"
        discarding = "End of round" in table["status"] and "Your move" in table["status"] and table["hand"]
        done = [c for c in table["chips"] if any(w in f"{c['id']} {c['text']}".lower() for w in ("done", "keep"))]
        move = (done[0] if done else min(table["hand"], key=lambda c: (c["top"], c["left"]))) if discarding \
            else next_move(table)
        if move:   # none while the bot plays on its own ('Waiting for Bot 2'): wait for it
            page.mouse.click(move["x"], move["y"])
        settle(page, repr(table))
        time.sleep(0.6)   # the cards slide to their places (scene/motion.js)
    assert round_of(page.evaluate(TABLE)) != start, f"the next round dealt: {page.evaluate(TABLE)['status']}"
    time.sleep(0.6)
    return boxes(page.evaluate(STATE))
