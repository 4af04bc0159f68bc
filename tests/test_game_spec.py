"""The one game contract in the core: each game's GameSpec, the shared turn machinery, CHAOS's decision records."""
import random
from dataclasses import dataclass

import pytest

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.core import Decision, GameSpec, Result
from cthulhu_widgets.core.errors import InvalidSetup
from cthulhu_widgets.games import GAMES, chaos, get_game, get_spec, letter, spec_table
from cthulhu_widgets.sim import CARD_EVENTS


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_game_has_one_spec_that_names_its_module(name):
    spec = get_spec(name)
    assert isinstance(spec, GameSpec) and spec.name == name
    module = get_game(name)
    assert module.NAME == name and get_game(module) is module and get_spec(module) is spec
    assert tuple(module.SEATS) == spec.seats and tuple(module.AUTOMATA) == spec.automata
    assert type(make_bot("heuristic", name, seed=0)) is spec.heuristic_class()


def test_unknown_games_are_refused_by_name():
    with pytest.raises(ValueError, match="unknown game 'go'; games are: letter, chaos, mythos"):
        get_spec("go")
    with pytest.raises(ValueError, match="no heuristic bot for 'go'"):
        make_bot("heuristic", "go")


def test_spec_tables_read_every_game():
    assert dict(CARD_EVENTS)["chaos"] == chaos.SPEC.card_events
    assert list(spec_table("rule_prefix").values()) == ["LS", "CH", "MY"]
    assert chaos.SPEC.teams == chaos.TEAM and letter.SPEC.teams is None


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


@pytest.mark.parametrize("module", [letter, chaos])
def test_the_shared_opening_checks_the_seed_and_records_the_deal(module):
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
