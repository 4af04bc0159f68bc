"""The written view contract (cthulhu_widgets/schemas/<game>_view.json): every view the engines produce matches it.

Checked on the front end's fixtures (what the browser really receives, js/src/fixtures) and on every step of seeded
random games of every registered game (the three and the tests' toy duel, whose schema its spec names), from every
seat, the public seat and the designer (`view(None)`); Mythos also in the compact form MythosWidget syncs. The JS tests validate the fixtures with the same schemas (ajv) before laying
them out, so the front end reads only fields the schema says the kernel sends.
"""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from cthulhu_widgets.frames import frame_module
from cthulhu_widgets.games import GAMES, get_game, get_spec
from cthulhu_widgets.games.chaos import Rules as ChaosRules
from cthulhu_widgets.schemas import view_schema
from cthulhu_widgets.widgets.mythos import compact

FIXTURES = Path(__file__).resolve().parents[1] / "js" / "src" / "fixtures"
VALIDATORS = {game: Draft202012Validator(get_spec(game).view_schema()) for game in GAMES}


def errors(game: str, view: dict) -> list[str]:
    """Return the schema's complaints about one view, each with the path where it is wrong."""
    return [f"{'/'.join(map(str, e.absolute_path)) or '(top)'}: {e.message}"
            for e in VALIDATORS[game].iter_errors(view)]


def seats(game: str, state) -> list:
    """Return every seat a view can be asked for: the players, the spectators' "public", the designer (None)."""
    return [*getattr(state, "seats", get_spec(game).seats), "public", None]


def played(game: str, seed: int, *, setup=None, rules=None, limit: int = 400):
    """Yield the state of a seeded random game at each step until it ends (or `limit` steps)."""
    state = get_game(game).new_game(seed=seed, setup=setup, rules=rules)
    rng = random.Random(seed)
    for _ in range(limit):
        yield state
        if state.result is not None:
            return
        state.apply(rng.choice(state.legal_actions()))


def check_game(game: str, states, *, every: int = 1) -> int:
    """Assert every `every`-th state's views (and the last state's) match the schema; return how many were checked."""
    checked = 0
    last = None
    for i, state in enumerate(states):
        last = state
        if i % every:
            continue
        checked += check_state(game, state)
    return checked + check_state(game, last)


def check_state(game: str, state) -> int:
    """Assert the views of every seat match; where the game's frame sends a compact form (Mythos: card faces by
    reference), that form too, for the designer and the seat to act (validating a whole Mythos table is slow in
    Python: about 50 ms)."""
    n = 0
    compacted = getattr(frame_module(game), "compact", None)
    for seat in seats(game, state):
        view = state.view(seat)
        synced = compacted is not None and seat in (None, state.to_act)
        for form in [view, compacted(view)] if synced else [view]:
            bad = errors(game, form)
            assert not bad, f"{game} seed {state.seed} turn {form.get('turn')} seat {seat}:\n" + "\n".join(bad[:10])
            n += 1
    return n


@pytest.mark.parametrize("game", list(GAMES))
def test_the_schemas_are_valid_draft_2020_12(game):
    Draft202012Validator.check_schema(get_spec(game).view_schema())


@pytest.mark.parametrize("game", list(GAMES))
def test_every_game_s_views_match_on_random_short_games(game):
    """Two seeded random games in the game's short rules (its spec's bench_rules): every 40th step and the last (the
    tests below go through the three games more closely)."""
    rules = get_spec(game).bench_rules
    assert sum(check_game(game, played(game, seed, rules=rules), every=40) for seed in range(2)) > 5


@pytest.mark.parametrize("path", sorted(p for p in FIXTURES.glob("*.json") if p.stem != "mythos_catalog"),
                         ids=lambda p: p.stem)
def test_every_fixture_view_matches_its_schema(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    game = path.stem.split("_")[0]
    assert data["view"]["game"] == game
    assert not errors(game, data["view"]), errors(game, data["view"])


def test_letter_views_match_on_random_games():
    assert sum(check_game("letter", played("letter", seed)) for seed in range(20)) > 500


def test_chaos_views_match_on_random_games():
    """Short games (3 rounds, then a draw) so that endings come too; the fixtures hold a team's win."""
    short = ChaosRules(max_rounds=3)
    assert sum(check_game("chaos", played("chaos", seed, rules=short), every=2) for seed in range(4)) > 300


def test_chaos_views_with_every_timed_effect_match():
    """CHAOS views of a scenario with a Vanish, a C1 following, protection, Dawn anchors and a planted bomb (setup keys
    of docs/games/chaos.md) match the schema at every step of a random game, from every seat."""
    setup = {"first": "A", "start": "A2", "roles": {"B1": "ghost", "B2": "patient"}, "pieces": {"A1": [4, 4]},
             "vanish": {"A2": {"start": [5, 5], "path": [[5, 6]], "turns_left": 2}},
             "follow": {"A1": {"leader": "A2", "turns_left": 1}}, "protected": {"B2": 1}, "skip": ["B1"],
             "time": {"kind": "dawn", "rounds": 3}, "anchors": {"B1": [3, 3]},
             "temp_bombs": [{"cell": [6, 6], "planter": "B1"}]}
    assert check_game("chaos", played("chaos", 4, setup=setup, rules={"max_rounds": 4})) > 20


@pytest.mark.parametrize("decks", [("corrupt", "steadfast"), ("steadfast", "corrupt", "corrupt"),
                                   ("corrupt", "steadfast", "corrupt", "steadfast")], ids=lambda d: f"{len(d)}p")
def test_mythos_views_match_on_random_games(decks):
    """A whole game (it ends by Sanity, adventure points or the round limit); every 25th step and the last."""
    assert check_game("mythos", played("mythos", 0, setup={"decks": list(decks)}, limit=600), every=25) > 20


def test_the_schemas_refuse_what_the_kernel_never_sends():
    """The contract is closed: an unknown field, a missing one or a wrong type is an error, with its path."""
    view = get_game("letter").new_game(seed=1).view("player")
    assert errors("letter", {**view, "extra": 1}) == ["(top): Additional properties are not allowed ('extra' was unexpected)"]
    assert any("'insanity' is a required property" in e for e in errors("letter", {k: v for k, v in view.items()
                                                                                    if k != "insanity"}))
    mythos = compact(get_game("mythos").new_game(seed=1).view("p0"))
    mythos["fights"] = [{"attacker": "p0", "target": "p1", "points": {"normal": 3}}]
    assert any(e.startswith("fights/0") for e in errors("mythos", mythos))


def test_a_game_without_a_schema_is_named():
    with pytest.raises(ValueError, match="no view schema for 'chess'; there are: chaos, letter, mythos"):
        view_schema("chess")
