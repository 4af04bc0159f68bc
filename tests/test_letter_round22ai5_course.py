"""Newcomer review 21, Letter zh-TW finding 2 (119_n8): "The tutorial quietly reset my difficulty from Hard to
Standard": Learn to play deals its own fixed game at the spec's rules, and New game after it dealt at Standard (6
clues, not 7). The course plays at its own level; New game (or Play again) after it returns to the level the reader had."""
from __future__ import annotations

import pytest

from cthulhu_widgets.widgets.letter import LetterWidget


@pytest.mark.parametrize("level, clues", [("hard", 7), ("easy", 4)])
def test_new_game_after_the_course_returns_to_the_level_you_had(level, clues):
    w = LetterWidget(seed=1)
    w._on_command(w, {"cmd": "difficulty", "value": level})
    w._on_command(w, {"cmd": "learn"})
    assert w.state.rules.clue_count == 6    # the course's own deal, at its own level
    w._on_command(w, {"cmd": "restart"})
    assert w.difficulty == level and w.state.rules.clue_count == clues


def test_a_level_chosen_after_the_course_is_kept():
    w = LetterWidget(seed=1)
    w._on_command(w, {"cmd": "difficulty", "value": "hard"})
    w._on_command(w, {"cmd": "learn"})
    w._on_command(w, {"cmd": "difficulty", "value": "easy"})
    w._on_command(w, {"cmd": "restart"})
    assert w.difficulty == "easy"


def test_the_courses_seed_typed_later_still_deals_the_course():
    w = LetterWidget(seed=1)
    w._on_command(w, {"cmd": "difficulty", "value": "hard"})
    w._on_command(w, {"cmd": "learn"})
    course = w.state.seed
    w._on_command(w, {"cmd": "restart"})
    w._on_command(w, {"cmd": "restart", "seed": course})
    assert w.state.rules.clue_count == 6
