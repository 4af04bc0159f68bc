"""Newcomer review 42, letter_en 1 (shots 139-144): at the course's step 1 the reader played Nyarlathotep, not the
ringed Great Race; the box vanished without a word, step 2 then told of a Randolph Carter the opponent never played
("answer with Nyarlathotep from your hand", no longer held) and its tag rang a losing answer. Now, as in CHAOS and
Mythos, a move the step does not ring is held with a line saying so; pressed again after a pause it is made, and the
course says it stops there: no later step, no ring, no tag on a move it never planned."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import coach as coach_frames
from cthulhu_widgets.widgets import LetterWidget

LANGS = ("en", "zh", "ja")


def _stray(w: LetterWidget) -> str:
    """Return a legal move of the reader's that the step does not ring."""
    return next(m["id"] for m in w.legal if m["id"] != w.coach["id"])


@pytest.mark.parametrize("lang", LANGS)
def test_a_move_the_step_does_not_ring_is_held_and_said(lang):
    """LS-TURN-1: the table does not move; step 1 still rings its card, with a line that says how to leave."""
    w = LetterWidget(lang=lang).command({"cmd": "learn"})
    assert w.coach["n"] == 1 and w.coach["id"]
    at = w.step_index
    w.command({"cmd": "act", "id": _stray(w), "step": at})
    assert not w.error and w.step_index == at
    assert w.coach["n"] == 1 and w.coach.get("astray") == at and w.coach.get("nudge"), w.coach


@pytest.mark.parametrize("lang", LANGS)
def test_the_same_move_again_after_a_pause_leaves_the_course_which_says_so_and_stops(lang, monkeypatch):
    """Left on purpose: the move is made, the course's line says it stops, and no later step is shown or rung."""
    clock = [100.0]
    monkeypatch.setattr(coach_frames, "now", lambda: clock[0])
    w = LetterWidget(lang=lang).command({"cmd": "learn"})
    at, move = w.step_index, _stray(w)
    w.command({"cmd": "act", "id": move, "step": at})
    clock[0] += 5
    w.command({"cmd": "act", "id": move, "step": at})
    assert w.step_index > at
    marks = []
    for _ in range(60):
        if w.state.result is not None:
            break
        marks.append(dict(w.coach))
        if w.state.to_act == w.seat:
            w.command({"cmd": "act", "id": w.legal[-1]["id"], "step": w.step_index})
        else:
            w.command({"cmd": "bot_step"})
    assert marks and marks[0].get("free") and not marks[0].get("n"), marks[0]
    left = marks[0]["free"]
    assert left != w.coach.get("free")
    assert not [m for m in marks if m.get("n") or m.get("id")], "a step or a ring after the course was left"


def test_following_the_course_is_unchanged():
    """A reader who plays every ringed move sees steps 1-5 and the course's own farewell, never the left line."""
    w = LetterWidget().command({"cmd": "learn"})
    shown, said = [], []
    for _ in range(80):
        mark = w.coach
        said.append(str(mark.get("free") or ""))
        if mark.get("n") and mark.get("id") and w.state.to_act == w.seat:
            shown.append(mark["n"])
            w.command({"cmd": "act", "id": mark["id"], "step": w.step_index})
        elif w.state.to_act == w.seat or w.state.result is not None:
            break
        else:
            w.command({"cmd": "bot_step"})
    assert shown == [1, 2, 3, 4, 5]
    assert not [s for s in said if "left the course" in s]
