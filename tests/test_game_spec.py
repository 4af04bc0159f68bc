"""The one game contract in the core: the registry of GameSpecs (the package's three games and the tests' toy duel,
registered by conftest.py), the front end's game table written from it, the shared turn machinery, CHAOS's and
Letter's decision records."""
import json
import random
from dataclasses import dataclass, replace
from pathlib import Path

import pytest

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.core import Decision, GameSpec, Result
from cthulhu_widgets.core.errors import InvalidSetup
from cthulhu_widgets.games import (GAMES, SHIPPED, chaos, front_end_table, get_game, get_spec, letter, register,
                                   spec_table, specs, unregister)
from cthulhu_widgets.sim import CARD_EVENTS

GAME_TABLE = Path(__file__).resolve().parents[1] / "js" / "src" / "games.json"


@pytest.mark.parametrize("name", list(GAMES))
def test_every_game_has_one_spec_that_names_its_module(name):
    spec = get_spec(name)
    assert isinstance(spec, GameSpec) and spec.name == name
    module = get_game(name)
    assert module.NAME == name and get_game(module) is module and get_spec(module) is spec
    assert tuple(module.SEATS) == spec.seats and tuple(module.AUTOMATA) == spec.automata
    assert spec.humans == tuple(s for s in spec.seats if s not in spec.automata) and spec.humans
    assert type(make_bot("heuristic", name, seed=0)) is spec.heuristic_class()


@pytest.mark.parametrize("name", list(GAMES))
def test_every_language_a_game_speaks_has_every_english_sentence(name):
    """The spec's languages are its sentence tables' (sentences/<lang>.py): each has every event sentence."""
    spec = get_spec(name)
    tables = spec.sentence_tables()
    assert tuple(tables) == spec.languages and spec.languages[0] == "en"
    for lang, table in tables.items():
        assert set(table.TEXTS) == set(tables["en"].TEXTS), lang


def test_unknown_games_are_refused_by_name():
    with pytest.raises(ValueError, match=f"unknown game 'go'; games are: {', '.join(GAMES)}"):
        get_spec("go")
    with pytest.raises(ValueError, match="no heuristic bot for 'go'"):
        make_bot("heuristic", "go")


def test_the_toy_duel_is_registered_after_the_shipped_games(toy):
    assert SHIPPED == ("letter", "chaos", "mythos") and list(GAMES) == [*SHIPPED, toy.name]
    assert [s.name for s in specs()] == list(GAMES) and [s.name for s in specs(shipped=True)] == list(SHIPPED)


def test_registering_checks_the_name(toy):
    """The same spec again changes nothing; another game under a taken name, or a shipped game's name, is refused."""
    assert register(toy) is toy and list(GAMES).count(toy.name) == 1
    with pytest.raises(ValueError, match="a game named 'duel' is already registered"):
        register(replace(toy, label="another duel"))
    with pytest.raises(ValueError, match="a game named 'chaos' is already registered"):
        register(replace(toy, name="chaos"))
    with pytest.raises(ValueError, match="'go' was not registered; registered games are: duel"):
        unregister("go")
    with pytest.raises(ValueError, match="register takes a GameSpec, not dict"):
        register({"name": "go"})


def test_a_registered_game_can_be_taken_out_again(toy):
    other = register(replace(toy, name="duel2"))
    assert get_spec("duel2") is other and "duel2" in spec_table("rule_prefix")
    unregister("duel2")
    assert "duel2" not in GAMES and list(GAMES) == [*SHIPPED, toy.name]


def test_spec_tables_read_every_game():
    assert dict(CARD_EVENTS)["chaos"] == chaos.SPEC.card_events
    assert list(spec_table("rule_prefix").values()) == ["LS", "CH", "MY", "DU"]
    assert chaos.SPEC.teams == chaos.TEAM and letter.SPEC.teams is None


def test_the_front_end_game_table_is_written_from_the_shipped_specs():
    """js/src/games.json (the room lobby's menu, the page's Chinese scripts) is tools/build_game_table.py's output:
    a game added to the registry, or a label, seat or language changed, fails here until the file is rewritten."""
    table = json.loads(GAME_TABLE.read_text(encoding="utf-8"))
    assert table == front_end_table(), "js/src/games.json is stale: run .venv/bin/python tools/build_game_table.py"
    assert list(table) == list(SHIPPED) and table["mythos"]["seats"] == ["p0", "p1"]
    assert table["letter"] == {"label": "Lovecraft Letter (solo)", "seats": ["player"], "langs": ["en", "zh", "ja"],
                               "scripts": {"zh": "zh-TW"}}


@pytest.mark.parametrize("name", list(GAMES))
def test_every_game_has_a_view_schema(name):
    schema = get_spec(name).view_schema()
    assert schema["properties"]["game"] == {"const": name}


def test_ismcts_defaults_come_from_the_spec():
    bot = make_bot("ismcts", "chaos", seed=1, iterations=5)
    assert bot.rollout_depth == 6 and bot.evaluate.__name__ == "chaos_race" and bot.teams == chaos.TEAM
    assert make_bot("ismcts", "letter", seed=1).rollout.name == "heuristic"


def test_result_to_dict_keeps_field_order_and_lists_tuples():
    @dataclass(frozen=True)
    class Scored(Result):
        scores: tuple

    assert Scored("p0", "points", "X-1", (3, 1)).to_dict() == {"outcome": "p0", "cause": "points", "rule": "X-1",
                                                               "scores": [3, 1]}
    assert list(letter.Result("win", "cthulhu_sealed", "LS-P9", 7).to_dict()) == ["outcome", "cause", "rule", "turns"]


@pytest.mark.parametrize("name", list(GAMES))
def test_the_shared_opening_checks_the_seed_and_records_the_deal(name):
    module = get_game(name)
    with pytest.raises(InvalidSetup, match="seed must be a non-negative int"):
        module.new_game(-1)
    s = module.new_game(3)
    assert s.events and s.history == [] and s.result is None and s.to_act is not None
    assert module.new_game(3, events=False).events is None
    assert repr(s).startswith(f"<{module.NAME}.State seed=3 ")


def test_chaos_pending_decisions_are_records_whose_prompt_the_view_shows():
    kinds = set()
    for seed in range(4):
        s, rng = chaos.new_game(seed, {"max_rounds": 6}), random.Random(seed)
        while s.result is None:
            assert isinstance(s.pending, Decision)
            assert s.view(s.to_act)["prompt"] == s.pending.prompt(s) and s.view(None)["phase"] == s.pending.kind
            assert tuple(s.pending.actions(s)) == s.legal_actions()
            kinds.add(s.pending.kind)
            s.apply(rng.choice(s.legal_actions()))
        assert s.pending is None
    assert {"move", "cards", "pick"} <= kinds


def test_letter_pending_decisions_are_records_whose_prompt_the_view_shows():
    kinds = set()
    for seed in range(12):
        s, rng = letter.new_game(seed, {"clue_count": 4}), random.Random(seed)
        while s.result is None:
            assert isinstance(s.pending, Decision)
            assert s.view(s.to_act)["prompt"] == s.pending.prompt(s) and s.view(None)["phase"] == s.pending.kind
            assert s.view("public")["prompt"] == {"kind": s.pending.kind}
            assert tuple(s.pending.actions(s)) == s.legal_actions()
            kinds.add(s.pending.kind)
            s.apply(rng.choice(s.legal_actions()))
        assert s.pending is None
    assert {"play", "opponent", "answer"} <= kinds
