"""The engine contract, as properties every registered game keeps (the three and the tests' toy duel, through the
registry alone): seeded random games in each game's short rules (its spec's `bench_rules`), checked at every step.

- Determinism: one seed and one list of choices give one game.
- Legal moves: a seat is to act exactly while the game runs, and it has moves; an action's dict names it again;
  an illegal action is refused and changes nothing.
- Views and events: every view is plain JSON; each event of a step names a rule of the game (its rule prefix) and
  has a sentence; a seat sees the same view, and has the same moves, in every world it cannot tell apart
  (`determinize`).
- Copies and saves: a clone is equal and independent; a finished game saves and loads to an equal game.
"""
from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cthulhu_widgets.core.actions import Action
from cthulhu_widgets.core.errors import IllegalAction
from cthulhu_widgets.games import GAMES, get_game, get_spec

EVERY_GAME = pytest.mark.parametrize("name", list(GAMES))
STEPS = 400      # a short game (bench_rules) ends well before; a longer one is checked this far
seeds = st.integers(0, 2**32 - 1)


def games(n: int):
    """Return the settings of a property that plays `n` whole games (fewer when the profile asks for fewer: quick)."""
    return settings(max_examples=min(n, settings.default.max_examples), deadline=None)


def played(name: str, seed: int, choices: int, check=None):
    """Return the state of a seeded random game of `name` after at most STEPS steps, `check(before, action, after)`
    called on each step."""
    state = get_game(name).new_game(seed, get_spec(name).bench_rules)
    rng = random.Random(choices)
    for _ in range(STEPS):
        if state.result is not None:
            break
        before = state.clone()
        action = rng.choice(state.legal_actions())
        state.apply(action)
        if check is not None:
            check(before, action, state)
    return state


def plain(obj) -> None:
    """Assert `obj` is plain JSON (the same after a trip through json)."""
    assert json.loads(json.dumps(obj)) == obj


@EVERY_GAME
@games(6)
@given(seed=seeds, choices=seeds)
def test_a_seed_and_the_same_choices_give_the_same_game(name, seed, choices):
    assert played(name, seed, choices) == played(name, seed, choices)


@EVERY_GAME
@games(6)
@given(seed=seeds, choices=seeds)
def test_moves_events_and_views_keep_the_contract_at_every_step(name, seed, choices):
    """A seat acts exactly while the game runs; events name the game's rules; views are JSON; bad moves do nothing."""
    prefix = get_spec(name).rule_prefix + "-"

    def check(before, action, after):
        assert Action.from_dict(action.to_dict()) is action
        assert all(e.rule.startswith(prefix) and e.text for e in after.events)
        assert (after.to_act is None) == (after.result is not None) == (after.legal_actions() == ())
        plain(after.view(None))
        snapshot = after.clone()
        with pytest.raises(IllegalAction):
            after.apply({"kind": "no_such_move"})
        assert after == snapshot

    state = played(name, seed, choices, check)
    assert state.result is None or state.result.rule.startswith(prefix)


@EVERY_GAME
@games(4)
@given(seed=seeds, choices=seeds, world=seeds)
def test_a_seat_sees_the_same_in_every_world_it_cannot_tell_apart(name, seed, choices, world):
    """The seat to act: the same view and the same moves after its unseen cards are dealt afresh."""
    def check(before, action, after):
        seat = after.to_act
        if seat is None or seat in get_spec(name).automata or random.Random(world + len(after.history)).random() > 0.3:
            return
        other = after.determinize(seat, random.Random(world))
        assert other.view(seat) == after.view(seat)
        assert [str(a) for a in other.legal_actions()] == [str(a) for a in after.legal_actions()]

    played(name, seed, choices, check)


@EVERY_GAME
@games(4)
@given(seed=seeds, choices=seeds)
def test_a_clone_is_equal_and_independent_and_a_save_loads_equal(name, seed, choices):
    module = get_game(name)
    state = played(name, seed, choices)
    twin = state.clone()
    assert twin == state and twin is not state
    if state.result is None:
        twin.apply(twin.legal_actions()[0])
        assert twin != state and len(state.history) == len(twin.history) - 1
    assert module.from_json(state.to_json()) == state
    plain(module.to_dict(state))
