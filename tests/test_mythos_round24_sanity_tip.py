"""A coach moment is shown once, and seen (issue 23; f0dbb55 broke it): the Mythos course's steps 8 and 9 (the round's
end) follow the pass, from which its moments count (frames/coach.py MOMENTS_FROM). A moment whose bubble fell at a
position where a course step shows instead was counted shown though the reader never saw it: the deal's first Sanity
loss ('You lost N Sanity to …') fell at step 9 and was never told in the whole game. Such a moment comes back at its
next occurrence; each moment's bubble shows in one run of frames."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames.coach import LEARN_SEED, MOMENTS_FROM, moment_mark
from cthulhu_widgets.widgets.mythos import MythosWidget

from coach_support import play_coached


@pytest.fixture(scope="module", params=["en", "ja"])
def coached(request):
    """The Learn deal played by the coach's own rings for 130 steps: (lang, widget, [(step, mark)])."""
    widget = MythosWidget(seed=LEARN_SEED, lang=request.param)
    return request.param, widget, play_coached(widget, True, limit=130)


def test_a_coach_moment_counted_shown_is_seen_by_the_reader(coached):
    """Every moment the coach counts as showing at a frame (moment_mark) while that frame shows something else (a
    course step) is shown on a later frame: none is consumed unseen."""
    lang, widget, marks = coached
    positions = [widget.match.state_at(i) for i in range(widget.match.index + 1)]
    shown = {mark["moment"] for _, mark in marks if mark.get("moment")}
    unseen = set()
    for step, mark in marks:
        tip = moment_mark("mythos", positions[:step + 1], widget.seat, lang, "", MOMENTS_FROM["mythos"])
        if tip and tip["moment"] != mark.get("moment"):
            unseen.add((step, tip["moment"]))
    assert {moment for _, moment in unseen} <= shown, (sorted(unseen), sorted(shown))


def test_the_sanity_moment_is_shown_once(coached):
    """The seat loses Sanity many times in the deal: its bubble shows, in one run of frames (once)."""
    _, _, marks = coached
    runs = [mark.get("moment") for i, (_, mark) in enumerate(marks)
            if mark.get("moment") and (i == 0 or marks[i - 1][1].get("moment") != mark.get("moment"))]
    assert "sanity" in runs
    assert len(runs) == len(set(runs)), runs
