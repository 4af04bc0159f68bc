"""Review 41, room_zh 7 (shots 059 065 109): the rooms server's Letter course ended its won game with "New to the game?
Play again on Easy", but a room's create form has no level and room games stay Standard (LS-SETUP difficulty is the
solo widget's): in the rooms' course the win says nothing of Easy; the solo widget's course still does (review 24)."""
from __future__ import annotations

from unittest import mock

from cthulhu_widgets.games.letter.sentences.coach import EASY_NEXT
from cthulhu_widgets.rooms import course as course_module
from cthulhu_widgets.rooms.clients import Clients
from cthulhu_widgets.widgets import LetterWidget
from cthulhu_widgets.widgets.base import GameWidget


def _won(widget) -> str:
    """Return the banner text `widget` shows when its game is won (the base sync's banner forced to a win)."""
    def base_sync(self, error=""):
        self.banner = {"win": True, "text": "WON."}

    with mock.patch.object(GameWidget, "_sync", base_sync):
        widget._sync()
    return widget.banner["text"]


def test_round45kk8_rooms_course_win_gives_no_easy_advice():
    for lang in ("en", "zh", "ja"):
        course = course_module.Courses(Clients(create_rate=1000)).create("letter", lang=lang)
        text = _won(course.widget)
        assert text == "WON.", (lang, text)


def test_round45kk8_solo_course_win_still_points_to_easy():
    widget = LetterWidget(lang="en")
    widget.learn()
    assert EASY_NEXT["en"] in _won(widget)


def test_round45kk8_lite_course_a_room_opens_gives_no_easy_advice():
    """The static play page's course opened by a room (?learn=1, lite.start(learn=True)) is the room's too: no Easy
    advice; the page's own New game / Learn to play keeps it (run where anywidget is blocked, as in Pyodide)."""
    import json
    import subprocess
    import sys

    from test_lite_engine import SCRIPT

    script = SCRIPT.split("from cthulhu_widgets import lite")[0] + (
        "from cthulhu_widgets import lite\n"
        "lite.start('letter', learn=True); room = lite._table['widget'].points_to_easy\n"
        "lite.start('letter'); page = lite._table['widget'].points_to_easy\n"
        "print(json.dumps([room, page]))\n")
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert json.loads(out.stdout.strip().splitlines()[-1]) == [False, True]
