"""CHAOS "Learn to play" after newcomer review 18 (desk en, finding 1): fast clicks derailed the course. The last
"Bot plays ▶" of a burst became the learner's "Stay" chip under the pointer, an unasked Stay was made, step 5 never
showed and the coach said "you left the course". A move the course did not ask for while a step's highlight shows is
held: the table stays, the bubble says what to press (and how to leave the course on purpose: the same move again,
after a pause); every step 1-10 is shown to a learner whose fast clicks hit other chips first."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import coach as coach_frames
from cthulhu_widgets.widgets import ChaosWidget

LANGS = ("en", "ja", "zh", "zh-TW")


def _to_step(w: ChaosWidget, n: int) -> None:
    """Follow the course's rings (▶ for the bots) until step `n`'s highlight shows on the learner's turn."""
    for _ in range(400):
        mark = w.coach
        if mark.get("n") == n and mark.get("id") and w.state.to_act == w.seat:
            return
        if mark.get("id") and w.state.to_act == w.seat:
            w.command({"cmd": "act", "id": mark["id"], "step": w.step_index})
        else:
            w.command({"cmd": "bot_step"})
    pytest.fail(f"step {n} never showed")


def _stray(w: ChaosWidget) -> str:
    """Return a legal move of the learner's that the step does not ring (the Stay chip where there is one)."""
    ids = [m["id"] for m in w.legal if m["id"] != w.coach["id"]]
    return "stay" if "stay" in ids else ids[0]


@pytest.mark.parametrize("lang", LANGS)
def test_an_unasked_stay_after_a_burst_of_bot_steps_is_held_and_said(lang):
    """CH-MOVE-1 Stay: the ▶ pressed once too often lands on Stay; the table does not stay, step 5 shows with its
    ring and a line saying what to press."""
    w = ChaosWidget(lang=lang).command({"cmd": "learn"})
    _to_step(w, 5)
    at, where = w.step_index, w.state.pos["A1"]
    w.command({"cmd": "act", "id": "stay", "step": at})
    assert not w.error
    assert w.step_index == at and w.state.pos["A1"] == where and w.state.to_act == w.seat
    mark = w.coach
    assert mark["n"] == 5 and mark["id"] == "move col=3 row=7" and not mark.get("skipped")
    assert mark.get("astray") and mark.get("nudge"), mark
    assert "{" not in mark["nudge"]


def test_fast_repeated_unasked_clicks_stay_held():
    """A double or triple click on the chip that took the ▶'s place never leaves the course."""
    w = ChaosWidget().command({"cmd": "learn"})
    _to_step(w, 5)
    at = w.step_index
    for _ in range(3):
        w.command({"cmd": "act", "id": "stay", "step": at})
    assert w.step_index == at and w.coach["n"] == 5 and not w.coach.get("skipped")


def test_the_same_move_again_after_a_pause_leaves_the_course_on_purpose(monkeypatch):
    """The learner may still leave the course: the held move pressed again once the line was readable is made."""
    clock = [100.0]
    monkeypatch.setattr(coach_frames, "now", lambda: clock[0])
    w = ChaosWidget().command({"cmd": "learn"})
    _to_step(w, 5)
    at = w.step_index
    w.command({"cmd": "act", "id": "stay", "step": at})
    clock[0] += 5
    w.command({"cmd": "act", "id": "stay", "step": at})
    assert w.step_index > at


def test_every_step_shows_to_a_learner_whose_fast_clicks_hit_other_chips_first():
    """Steps 1-10 each show, ringed, none skipped, though before each ringed move another chip was pressed."""
    w = ChaosWidget().command({"cmd": "learn"})
    shown = []
    for _ in range(600):
        mark = w.coach
        if mark.get("free") or w.state.result is not None:
            break
        if mark.get("n") and w.state.to_act == w.seat and w.legal:
            assert mark.get("id") and not mark.get("skipped"), mark
            if not shown or shown[-1] != mark["n"]:
                shown.append(mark["n"])
                if len(w.legal) > 1:
                    w.command({"cmd": "act", "id": _stray(w), "step": w.step_index})
                    continue
            w.command({"cmd": "act", "id": mark["id"], "step": w.step_index})
        else:
            w.command({"cmd": "bot_step"})
    assert shown == list(range(1, 11))
