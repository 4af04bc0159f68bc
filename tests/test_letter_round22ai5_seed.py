"""Newcomer review 21, Letter en finding 1 (089 -> 090): a seed typed into the bar after a game at another level dealt a
different game: 'Play this seed deals the same cards again' kept the level last chosen (Standard) for an Easy game's
seed, so the clues (4 face up on Easy, 6 on Standard) and the deck were another deal. A seed this table dealt brings
back its level: the same cards, at the level they were dealt at."""
from __future__ import annotations

from cthulhu_widgets.widgets.letter import LetterWidget


def _deal(w):
    """Return what the deal laid out: the first state's cards (the seed's cards at its level)."""
    return w.match.state_at(0)


def test_an_easy_games_seed_played_after_a_standard_game_deals_the_easy_game_again():
    w = LetterWidget(seed=1)
    w._on_command(w, {"cmd": "difficulty", "value": "easy"})
    easy_seed, easy_deal = w.state.seed, _deal(w)
    w._on_command(w, {"cmd": "difficulty", "value": "standard"})
    assert w.difficulty == "standard"
    w._on_command(w, {"cmd": "restart", "seed": easy_seed})
    assert w.difficulty == "easy", w.difficulty
    assert _deal(w) == easy_deal


def test_a_seed_this_table_never_dealt_keeps_the_level_chosen():
    w = LetterWidget(seed=1)
    w._on_command(w, {"cmd": "difficulty", "value": "hard"})
    w._on_command(w, {"cmd": "restart", "seed": 987654321})
    assert w.difficulty == "hard"


def test_the_first_seed_given_in_code_keeps_its_level_too():
    w = LetterWidget(seed=5)
    w._on_command(w, {"cmd": "difficulty", "value": "hard"})
    w._on_command(w, {"cmd": "restart", "seed": 5})
    assert w.difficulty == "standard" and w.state.rules.clue_count == _deal(LetterWidget(seed=5)).rules.clue_count
