"""Review 25, mythos_ja 12 and 11: one spelling of a place in Japanese (the course said プロビデンス, the cards
プロヴィデンス), and the round-end discard prompt says its count once."""
from __future__ import annotations

import json
from pathlib import Path

from cthulhu_widgets.games.mythos.sentences.coach import COACH

WORDS = json.loads((Path(__file__).parents[1] / "cthulhu_widgets" / "widgets" / "mythos_words.json")
                   .read_text(encoding="utf-8"))


def _texts(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _texts(v)
    elif isinstance(value, list):
        for v in value:
            yield from _texts(v)


def test_r26aq7_ja_course_spells_places_as_the_cards():
    """Every place the ja course names is spelled as the table's words spell it (プロヴィデンス, ヴァーモント)."""
    ja = WORDS["ui"]["ja"]
    course = "\n".join(_texts(COACH["ja"]))
    for en_name in ("Providence", "Vermont"):
        assert ja[en_name] in course, en_name
    for other in ("プロビデンス", "バーモント"):
        assert other not in course
