"""Round BA, fixer BA6 (newcomer review 33, mythos_en 6): the course said nothing a newcomer read on how a fight is
resolved, nor that a tome needs a reader of its language; "4 points, 3 cancelled, 1 through" was the first they heard
of threats cancelling. The monster step's shown words (before More…) say threats cancel point for point and what gets
through costs Sanity (defenders absorb, behind More); the items step says a tome needs a reader of its language (MY-COMBAT-5/6,
MY-CARD-3)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.mythos.sentences.coach import COACH

SAID = {"en": ("cancel point for point", "costs Sanity"), "ja": ("打ち消し合う", "正気度を減らす")}
ABSORB = {"en": "absorb", "ja": "受け止める"}     # behind More: a phone's step says at most 4 lines (round32ax3)
READER = {"en": "a reader of its language", "ja": "言語を読める"}


def _step(lang: str, move: str) -> dict:
    return next(s for s in COACH[lang]["steps"] if s["move"] == move)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_round35ba6_the_monster_step_says_how_a_fight_resolves_before_more(lang):
    shown = _step(lang, "play card=24")["text"].split("\n")[0]
    assert all(word in shown for word in SAID[lang]), shown
    assert ABSORB[lang] in _step(lang, "play card=24")["text"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_round35ba6_the_items_step_says_a_tome_needs_a_reader(lang):
    assert READER[lang] in _step(lang, "play card=31")["text"]
