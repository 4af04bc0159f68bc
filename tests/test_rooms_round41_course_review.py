"""The diff review of rounds FF and GG, on the server's course (rooms/course.py): each defect it found, as a test that
failed before its fix."""
from __future__ import annotations

import json

import pytest

from cthulhu_widgets.rooms import course as course_module
from cthulhu_widgets.rooms.clients import Clients
from cthulhu_widgets.rooms.spec import RoomError


def test_an_unknown_command_is_refused_before_it_is_journaled(tmp_path):
    """A course journals only the widget's commands: a made-up one (8 kB of padding each, 20 a second) grew the journal
    a restart replays without end; it is refused, with the commands allowed named."""
    from cthulhu_widgets.rooms.hub import Hub

    hub = Hub(tmp_path)
    try:
        course = hub.courses.create("letter")
        for bad in ({"cmd": "x", "pad": "." * 8000}, {"cmd": 3}, {"nothing": 1}, ["act"]):
            with pytest.raises(RoomError, match="naming one of act, undo"):
                course.command(bad)
        assert course.steps == 0 and not list(hub.journal.actions(course.id))
    finally:
        hub.close()


def test_a_course_takes_at_most_max_steps(monkeypatch):
    """As a room's, a course's journal is bounded: past MAX_STEPS commands it is refused (410), said plainly."""
    monkeypatch.setattr(course_module, "MAX_STEPS", 2)
    course = course_module.Courses(Clients(create_rate=1000)).create("letter")
    for _ in range(2):
        course.command({"cmd": "lang", "value": "en"})
    with pytest.raises(RoomError, match="taken its 2 steps") as refused:
        course.command({"cmd": "lang", "value": "en"})
    assert refused.value.status == 410


def test_one_more_course_closes_the_oldest_unread_even_while_an_older_one_is_read():
    """An address at its cap: one more closes its oldest course no page reads, even when its very oldest is read (it
    was refused 429 then, against its own docstring)."""
    courses = course_module.Courses(Clients(create_rate=1000))
    old, unread = courses.create("letter", client="a"), None
    courses.attach(old, object())
    made = [courses.create("letter", client="a") for _ in range(course_module.COURSES_PER_CLIENT - 1)]
    unread = made[0]
    newest = courses.create("letter", client="a")
    assert old.id in courses.open and unread.id not in courses.open and newest.id in courses.open


def test_a_resumed_course_answers_with_the_page_s_own_token(tmp_path):
    """After a restart a course holds only its token's hash: the resume answer sent a fresh token that opened nothing,
    so the page's next reload lost the course. It now gives back the token the page resumed with."""
    from cthulhu_widgets.rooms.course_handlers import CourseSocket
    from cthulhu_widgets.rooms.hub import Hub

    hub = Hub(tmp_path)
    course = hub.courses.create("chaos", 1, "en")
    token, course_id = course.token, course.id
    hub.close()
    again = Hub(tmp_path)
    said = []
    socket = CourseSocket.__new__(CourseSocket)
    socket._say = said.append
    try:
        socket._open(again, {"type": "resume", "course": course_id, "token": token})
        assert said[0]["type"] == "course" and said[0]["token"] == token
        assert again.courses.resume(course_id, said[0]["token"]) is socket.course
    finally:
        again.close()
