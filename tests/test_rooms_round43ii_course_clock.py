"""Diff review of round II, defect 1 (rooms/course.py, frames/coach.py hold_astray): a course's off-course move is held
until pressed again after a pause (ASTRAY_S), timed by the wall clock, so a restarted server's replay, which runs every
journaled command at once, held the second press again, refused every later `act` as stale and resumed the page at
another step. The course journals its own time with each command and the replay times the hold by it (CH-TURN-1:
the seat's move is made as it was)."""
from __future__ import annotations

import json
import time

from cthulhu_widgets.frames import coach as coach_frames


def _press_stay_twice(course, pause: float) -> None:
    """Press CHAOS lesson 1's off-course Stay at step 0 twice, `pause` seconds apart (the course rings a move)."""
    assert json.loads(course.state())["coach"]["id"] != "stay"
    course.command({"cmd": "act", "id": "stay", "step": 0})
    time.sleep(pause)
    course.command({"cmd": "act", "id": "stay", "step": 0})


def test_round43ii_a_restarted_course_resumes_at_the_step_an_off_course_move_reached(tmp_path, monkeypatch):
    """Diff review of round II, defect 1: Stay pressed twice after a pause leaves the course live (step 1); the
    restarted server's replay reaches the same step and the same coach mark, and a later `act` is taken."""
    from cthulhu_widgets.rooms.hub import Hub

    monkeypatch.setattr(coach_frames, "ASTRAY_S", 0.3)   # the pause, short (the replay must not need one)
    hub = Hub(tmp_path)
    course = hub.courses.create("chaos", 1, "en")
    _press_stay_twice(course, 0.5)
    live = json.loads(course.state())
    assert live["step"] == 1
    hub.close()
    again = Hub(tmp_path)
    try:
        back = again.courses.resume(course.id, course.token)
        state = json.loads(back.state())
        assert state["step"] == live["step"] and state["coach"] == live["coach"]
        assert state["view"] == live["view"]
    finally:
        again.close()


def test_round43ii_the_page_cannot_set_the_course_clock(tmp_path, monkeypatch):
    """Diff review of round II, defect 1: a page's `_now` key is not the course's time (two fast presses that say
    they were 100 s apart stay held), and no command leaves its seed function or clock on the widget."""
    from cthulhu_widgets.rooms.hub import Hub

    monkeypatch.setattr(coach_frames, "ASTRAY_S", 30.0)
    hub = Hub(tmp_path)
    try:
        course = hub.courses.create("chaos", 1, "en")
        course.command({"cmd": "act", "id": "stay", "step": 0, "_now": 0.0})
        course.command({"cmd": "act", "id": "stay", "step": 0, "_now": 100.0})
        assert json.loads(course.state())["step"] == 0
        assert "_fresh_seed" not in course.widget.__dict__ and "_now" not in course.widget.__dict__
    finally:
        hub.close()
