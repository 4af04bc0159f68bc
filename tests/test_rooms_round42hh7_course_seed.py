"""Brief HH7 item 6 (round 42, after review 38's room findings): the server course's journal (rooms/course.py, round
FF4) replayed the page's commands, not their results, so a "New game" inside a course dealt a fresh secret seed
again when a restarted server replayed it: the page came back to another deal. The course journals the seed each
command may draw (kernel-owned, never shown while secret), and a resumed course is the same table."""
from __future__ import annotations

import json

import pytest


@pytest.mark.parametrize("game", ["letter", "chaos", "mythos"])
def test_round42hh7_a_new_game_in_a_course_resumes_on_the_same_deal_after_a_restart(tmp_path, game):
    """A course's "New game" (restart, no seed: the widget's secret seed) comes back on the same deal, still secret,
    after the server restarts (the same cards in the seat's view, the same deal code)."""
    from cthulhu_widgets.rooms.hub import Hub

    hub = Hub(tmp_path)
    course = hub.courses.create(game, 1, "en")
    course.command({"cmd": "restart"})
    before = json.loads(course.state())
    hub.close()
    again = Hub(tmp_path)
    try:
        after = json.loads(again.courses.resume(course.id, course.token).state())
        assert after["seed"] is None and before["seed"] is None   # still the kernel's secret
        assert after["deal"] == before["deal"]
        assert after["view"] == before["view"]
    finally:
        again.close()


def test_round42hh7_a_page_cannot_choose_the_journaled_deal(tmp_path):
    """The journaled draw is the server's own: a page's `_draw` key is not taken as the seed (two courses given the
    same `_draw` are dealt apart), and the seed stays secret."""
    from cthulhu_widgets.rooms.hub import Hub

    hub = Hub(tmp_path)
    try:
        deals = set()
        for _ in range(2):
            course = hub.courses.create("letter", 1, "en")
            course.command({"cmd": "restart", "_draw": 7})
            state = json.loads(course.state())
            assert state["seed"] is None
            deals.add(state["deal"])
        assert len(deals) == 2
    finally:
        hub.close()
