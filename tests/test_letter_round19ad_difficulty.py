"""Round 19 AD1 (newcomer review 19, Letter Q1/Q2: "every game was lost … I expected a difficulty choice"): the play
app's Difficulty menu names a preset; the kernel owns its rules and refuses anything else."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames.coach import LEARN_SEED
from cthulhu_widgets.games import letter
from cthulhu_widgets.games.letter.rules import DIFFICULTIES, difficulty_rules
from cthulhu_widgets.widgets import LetterWidget


def test_presets_are_fixed_rule_options():
    assert list(DIFFICULTIES) == ["easy", "standard", "hard"]
    assert difficulty_rules("standard") == letter.Rules()        # the spec's ★ defaults
    easy, hard = difficulty_rules("easy"), difficulty_rules("hard")
    assert (easy.clue_count, easy.clue_top) == (4, "revealed")
    assert hard.clue_count == 7 and hard.clue_top == "hidden"


def test_choosing_a_difficulty_deals_a_new_game_with_its_rules():
    w = LetterWidget(seed=3)
    assert w.difficulty == "standard"
    w.command({"cmd": "difficulty", "value": "easy"})
    assert w.error == "" and w.difficulty == "easy"
    assert w.state.rules == difficulty_rules("easy") and w.match.index == 0
    w.command({"cmd": "restart"})                                   # New game keeps the difficulty
    assert w.difficulty == "easy" and w.state.rules.clue_count == 4


@pytest.mark.parametrize("value", ["impossible", None, 4, {"clue_count": 0}])
def test_anything_but_a_preset_name_is_refused_and_lists_them(value):
    w = LetterWidget(seed=3)
    before = w.state.rules
    w.command({"cmd": "difficulty", "value": value})
    assert "easy, standard, hard" in w.error
    assert w.state.rules == before and w.difficulty == "standard"


def test_rules_from_code_are_no_preset_and_learn_keeps_its_fixed_deal():
    w = LetterWidget(seed=3, rules=letter.Rules(clue_count=2), mode="design")
    assert w.difficulty == ""                                       # design keeps full rule control
    w = LetterWidget(seed=3).command({"cmd": "difficulty", "value": "hard"})
    w.command({"cmd": "learn"})
    assert w.state.seed == LEARN_SEED and w.state.rules == letter.Rules() and w.difficulty == "standard"


@pytest.mark.slow
@pytest.mark.parametrize("name, low, high", [("easy", 0.5, 0.85), ("standard", 0.15, 0.4), ("hard", 0.03, 0.22)])
def test_the_heuristic_bot_wins_about_as_often_as_the_table_says(name, low, high):
    from cthulhu_widgets.sim import simulate
    df = simulate("letter", difficulty_rules(name), policies="heuristic", n=200)
    assert low <= (df["outcome"] == "win").mean() <= high
