"""A Brainwash's note points to nothing that is not there (round BB, fixer BB5; newcomer review 34, chaos_en 8, 038:
"Your whole hand is new: … (named just below)" in the Since box, nothing below it: the box sorts its lines, and the
new cards are named over the hand). CH-G3."""
from __future__ import annotations

import pytest

from cthulhu_widgets.core.events import Event
from cthulhu_widgets.frames.story_chaos import story

POINTERS = ("below", "下面", "すぐ下", "下の行")


@pytest.mark.parametrize("lang", ["en", "zh", "zh-TW", "ja"])
def test_the_brainwash_note_says_the_hand_is_new_and_points_nowhere(lang):
    note = story.note(Event("CH-G3", "brainwashed", {"seat": "B2"}), "A1", lang, [])
    assert note and "3" in note, note
    assert not any(p in note for p in POINTERS), note
