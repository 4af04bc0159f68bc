"""Review 39, chaos_en 1 (shot 027) and chaos_ja 1 (024): lesson 1, step 9 said "This step's move cannot be made now
(you left the course), so the step is skipped" to a reader who pressed only what the lesson lit. The play app opens on
Easy, and Easy's gentler team B played other cards in round 2 (Mischief, Checkup, no combo), so A1 stood on a8, not
b8, and step 9's b7 was no step away (CH-MOVE-1). The course's bots now play at the level its steps were written for,
whatever the Difficulty menu says; both lessons, followed exactly, skip no step."""
from __future__ import annotations

import pytest

from cthulhu_widgets.widgets import ChaosWidget


def followed(lesson: int, difficulty: str, lang: str = "en") -> dict:
    """Return the coach mark of each step of `lesson`, by step number, the reader pressing only what it lights (the
    step's ringed move, else one bot's ▶)."""
    w = ChaosWidget(seed=5, lang=lang, difficulty=difficulty)
    w.command({"cmd": "learn", "lesson": lesson})
    steps = {}
    for _ in range(600):
        mark = w.coach
        if mark.get("n"):
            steps.setdefault(mark["n"], mark)
        if w.state.to_act == w.seat and (mark.get("free") or mark.get("skipped")):
            break
        if w.state.to_act == w.seat and mark.get("id"):
            w.command({"cmd": "act", "id": mark["id"], "step": w.step_index})
        elif w.view.get("result"):
            break
        else:
            w.step(1)
    return steps


@pytest.mark.parametrize("difficulty", ["easy", "standard"])
@pytest.mark.parametrize("lesson, count", [(1, 10), (2, 9)])
def test_round43ii1_every_step_of_both_lessons_followed_exactly_is_played_not_skipped(lesson, count, difficulty):
    """Review 39, chaos_en 1 / chaos_ja 1: at Easy (the app's level) step 9 of lesson 1 said "you left the course"."""
    steps = followed(lesson, difficulty)
    assert sorted(steps) == list(range(1, count + 1))
    assert [n for n, mark in steps.items() if mark.get("skipped") or not mark.get("id")] == []


def test_round43ii1_after_the_course_a_new_game_plays_the_menus_level_again():
    """The course's Standard bots are the course's only: the next game at Easy has Easy's bots."""
    w = ChaosWidget(seed=5, difficulty="easy")
    w.learn()
    w.command({"cmd": "restart"})
    assert {type(b).__name__ for s, b in w.bots.items() if s != w.seat} == {"ChaosEasyBot"}
