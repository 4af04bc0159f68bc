"""The tutorials' courses after newcomer review 12 (issue 23).

CHAOS: an Undo inside "Learn to play" keeps the course's fixed deal and its steps (finding 1, CH-HIDE-1: the fair
undo's re-deal is for a future the seat has not seen; the Learn deal is the same for everyone)...
"""
from __future__ import annotations

import pytest

from cthulhu_widgets.widgets import ChaosWidget

LANGS = ("en", "zh", "ja")


def _follow(w, mistap_at: int | None = None, limit: int = 400) -> list:
    """Follow CHAOS "Learn to play" on `w` by the coach's rings up to the first decision after the steps; at step
    `mistap_at` first make another legal move (else the ringed one and back from the next decision), let the bots
    play and press Undo. Return the asks: (step, ringed id, skipped) per step, then "free"; the mark right after the
    Undo is kept in `w.after_undo`."""
    w.command({"cmd": "learn"})
    asks, undone = [], mistap_at is None
    for _ in range(limit):
        mark = w.coach
        if w.state.to_act == w.seat and w.legal:
            if not mark.get("n"):
                return [*asks, "free" if mark.get("free") else mark]
            if not undone and mark["n"] == mistap_at:
                other = next((m["id"] for m in w.legal if m["id"] != mark["id"]), mark["id"])
                w.command({"cmd": "act", "id": other, "step": w.step_index})
                if w.state.to_act not in (None, w.seat):
                    w.fast_forward()
                w.command({"cmd": "undo"})
                assert not w.error, w.error
                w.after_undo, undone = dict(w.coach), True
                continue
            asks.append((mark["n"], mark.get("id"), mark.get("skipped")))
            w.command({"cmd": "act", "id": mark.get("id") or w.legal[0]["id"], "step": w.step_index})
        else:
            w.step(1)
    pytest.fail("the coached steps never ended")


@pytest.fixture(scope="module")
def clean_course():
    return _follow(ChaosWidget(seed=5))


@pytest.mark.parametrize("step", [1, 2, 4, 5, 6, 8, 9])
def test_chaos_an_undo_in_the_course_keeps_its_deal_and_its_next_asks(clean_course, step):
    """Finding 1 (phone, ja): a mis-tap and Undo re-dealt the hidden bombs and the bots' cards, and steps 5-10 were
    then skipped as "off course". After the Undo the same step is asked again, saying the move was taken back, and
    every later step rings the move a course without the mis-tap rings (none skipped), up to the tutorial's end."""
    assert [a[0] for a in clean_course[:-1]] == list(range(1, 11)) and clean_course[-1] == "free"
    w = ChaosWidget(seed=5)
    asks = _follow(w, mistap_at=step)
    assert w.after_undo.get("n") == step and w.after_undo.get("id") == clean_course[step - 1][1], w.after_undo
    assert w.after_undo["done"].startswith("You took your move back"), w.after_undo
    assert asks == clean_course


def test_chaos_an_undo_in_the_course_keeps_the_bombs_where_the_course_put_them():
    """Finding 1: Undo re-dealt the hidden bombs (the fair undo's re-deal, CH-HIDE-1); the Learn deal is fixed and
    known to everyone, so they stay where LEARN_SETUP put them."""
    w = ChaosWidget(seed=5)
    w.command({"cmd": "learn"})
    bombs = sorted(w.state.bombs)
    w.command({"cmd": "act", "id": w.legal[-1]["id"], "step": w.step_index})
    if w.state.to_act != w.seat:
        w.fast_forward()
    w.command({"cmd": "undo"})
    assert w.step_index == 0 and w.coach.get("n") == 1
    assert sorted(w.state.bombs) == bombs
