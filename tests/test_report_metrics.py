"""sim.report's metrics on Flip, a tiny game whose answers are known (docs/report.md has the formulas).

Flip (rule prefix FL, defined here and registered only for this module): north and south take turns, each taking
`moves` decisions (FL-PLAY); a decision picks a value below `width` and plays the card "c<value>". The `mode` says
who wins (FL-END): "first" — north always; "coin" — game seed % 3 says north, south or a draw, whatever is played;
"skill" — the higher sum of picks (equal sums draw). Its lead score is the sum of a seat's picks ("first": the picks
north has made, south 0; "coin": 0 for both). Every game takes under a millisecond: n stays small and exact.
"""
from __future__ import annotations

import math
import sys
from dataclasses import dataclass

import pytest

from cthulhu_widgets.bots.base import Bot
from cthulhu_widgets.core import Action, GameSpec, GameState, Result, RulesBase, option
from cthulhu_widgets.games import register, unregister
from cthulhu_widgets.report import report
from cthulhu_widgets.report.ladder import ELO, ratings, variance_shares

NAME = "flip"
SEATS = ("north", "south")
AUTOMATA = ()


@dataclass(frozen=True)
class Rules(RulesBase):
    """Flip's options."""

    mode: str = option("first", "who wins", ("first", "coin", "skill"), "FL-END")
    moves: int = option(2, "decisions per seat", range(1, 6), "FL-PLAY")
    width: int = option(3, "legal picks per decision", range(1, 5), "FL-PLAY")


class State(GameState):
    """One game of Flip."""

    __slots__ = ("rules", "seed", "setup", "history", "to_act", "pending", "result", "events", "determinized",
                 "_log", "_legal", "turn", "picks")
    NAME = NAME

    def _compute_legal(self) -> tuple:
        return tuple(Action("pick", value=v) for v in range(self.rules.width))

    def _dispatch(self, action) -> None:
        seat = self.to_act
        self.picks[seat].append(action["value"])
        self._ev("FL-PLAY", "plays", seat=seat, card=f"c{action['value']}")
        self.turn += 1
        if self.turn <= 2 * self.rules.moves:
            self._ask(SEATS[1 - SEATS.index(seat)], "pick")
            return
        self._over(Result(_winner(self), "end", "FL-END"))


def _winner(state) -> str:
    if state.rules.mode == "first":
        return "north"
    if state.rules.mode == "coin":
        return ("north", "south", "draw")[state.seed % 3]
    north, south = (sum(state.picks[s]) for s in SEATS)
    return "draw" if north == south else "north" if north > south else "south"


def new_game(seed=None, rules=None, setup=None, events=True) -> State:
    """Return a game of Flip at north's first pick (turn 1)."""
    s = State.opening(Rules, seed, rules, events)
    s.setup, s.turn, s.picks = None, 1, {seat: [] for seat in SEATS}
    s._ask("north", "pick")
    return s.opened()


def lead_scores(state) -> dict:
    """Return each seat's lead score (the module docstring says which)."""
    if state.rules.mode == "coin":
        return dict.fromkeys(SEATS, 0)
    if state.rules.mode == "first":
        return {"north": len(state.picks["north"]), "south": 0}
    return {seat: sum(state.picks[seat]) for seat in SEATS}


class MaxBot(Bot):
    """Flip's heuristic: the highest pick."""

    name = "heuristic"

    def choose(self, state):
        return self.legal(state)[-1]


SPEC = GameSpec(name=NAME, module=__name__, seats=SEATS, heuristic=f"{__name__}:MaxBot", rule_prefix="FL",
                card_events=frozenset({"plays"}), card_names=lambda state: {f"c{v}": f"card {v}" for v in range(4)})


@pytest.fixture(scope="module", autouse=True)
def flip():
    assert sys.modules[__name__].new_game is new_game
    register(SPEC)
    yield
    unregister(NAME)


def flip_report(mode, n=6, **kw):
    kw.setdefault("ladder", None)
    return report(NAME, {"mode": mode, **kw.pop("rules", {})}, n=n, seed=0, profile_n=None, **kw)


def test_FL_END_first_seat_advantage_is_one_when_north_always_wins():
    r = flip_report("first")
    assert r.value("first_side_advantage") == 1.0 and r.value("win_rate[north]") == 1.0
    assert r.value("win_rate[south]") == 0.0 and r.value("drawishness") == 0.0


def test_FL_END_coin_flip_advantage_half_and_drawishness_a_third():
    """Seeds 0-5: north wins 0 and 3, south 1 and 4, draws 2 and 5; a draw counts half to the first seat."""
    r = flip_report("coin")
    assert r.value("first_side_advantage") == pytest.approx(0.5)
    assert r.value("drawishness") == pytest.approx(1 / 3)
    row = r.metrics.set_index("metric").loc["drawishness"]
    assert row["low"] < 1 / 3 < row["high"] and row["n"] == 6


def test_FL_PLAY_branching_and_forced_share_by_turn():
    """width 3: 3 legal picks at every decision, none forced; width 1: every decision forced."""
    r = flip_report("first", rules={"width": 3, "moves": 2})
    assert r.value("branching") == 3.0 and r.value("forced_share") == 0.0
    assert list(r.by_turn["turn"]) == [1, 2, 3, 4] and (r.by_turn["branching"] == 3).all()
    assert (r.by_turn["decisions"] == 6).all()
    forced = flip_report("first", rules={"width": 1})
    assert forced.value("branching") == 1.0 and forced.value("forced_share") == 1.0


def test_FL_PLAY_length_and_decisions():
    """moves 3: six decisions; the turn counter ends at 7."""
    r = flip_report("first", rules={"moves": 3})
    assert r.value("decisions") == 6 and r.value("length") == 7
    assert r.metrics.set_index("metric").loc["length", "sd"] == 0


def test_FL_END_lead_changes_and_decisiveness_when_north_leads_from_its_first_pick():
    """'first': the lead goes from both (0-0) to north once, after move 1 of 4: Ludii's decisiveness moves 1/4."""
    r = flip_report("first", rules={"moves": 2})
    assert r.value("lead_changes") == 1 and r.value("lead_change_rate") == pytest.approx(1 / 4)
    assert r.value("decisiveness_moves") == pytest.approx(1 / 4)


def test_FL_END_a_coin_flip_has_no_lead_changes_and_is_decided_only_at_the_end():
    r = flip_report("coin")
    assert r.value("lead_changes") == 0 and r.value("decisiveness_moves") == 1.0
    assert r.games["decided_at"].isna().sum() == 2  # the draws have no winner


def test_FL_PLAY_cards_played_and_their_win_rates():
    """'first', width 1: both seats play card c0 in every game; north's plays win, south's lose: 0.5."""
    r = flip_report("first", rules={"width": 1})
    cards = r.cards.set_index("card")
    assert cards.loc["c0", "games"] == 6 and cards.loc["c0", "plays"] == 12
    assert cards.loc["c0", "win_rate"] == 0.5 and cards.loc["c1", "games"] == 0
    assert cards.loc["c0", "name"] == "card 0"


def test_FL_END_the_ladder_rates_a_sure_winner_by_its_record_and_a_coin_as_pure_luck():
    """'first' with the random bot against the heuristic: each wins exactly when it holds north, so the ratings
    are equal; a coin flip's outcomes are all luck (the seed decides, whoever plays)."""
    r = flip_report("first", ladder=("random", "heuristic"), ladder_n=5)
    assert len(r.pairings) == 10 and r.ratings.set_index("player").loc["heuristic", "elo"] == pytest.approx(0)
    assert r.value("luck_share") != r.value("luck_share")  # every first side won: no variance to share
    coin = flip_report("coin", ladder=("random", "heuristic"), ladder_n=6)
    assert coin.value("luck_share") == pytest.approx(1.0) and coin.value("skill_share") == pytest.approx(0.0)


def test_FL_END_skill_decides_when_the_heuristic_always_outpicks_random():
    """'skill', width 4, moves 5: heuristic picks 3 each time (sum 15); random beats that only by picking 3
    every time too; its ratings are far apart and the skill share is large."""
    r = flip_report("skill", rules={"width": 4, "moves": 5}, ladder=("random", "heuristic"), ladder_n=8)
    elo = r.ratings.set_index("player")["elo"]
    assert elo["heuristic"] > 300 and r.value("skill_share") > 0.9


def test_bradley_terry_of_a_perfect_record_with_the_virtual_draw():
    """N wins of H over R plus one virtual draw: the fitted chance (N + 0.5) / (N + 1), so Elo 400 log10(2N + 1)."""
    games = [{"a": "R", "b": "H", "score": 0.0} for _ in range(9)]
    table = ratings(games, ["R", "H"]).set_index("player")
    assert table.loc["H", "elo"] == pytest.approx(400 * math.log10(19), rel=1e-6)
    p = 9.5 / 10
    se = 1 / math.sqrt(10 * p * (1 - p))
    assert table.loc["H", "high"] - table.loc["H", "elo"] == pytest.approx(1.96 * se * ELO, rel=1e-6)


def test_FL_END_head_to_head_gives_each_pairing_s_score_with_its_wilson_interval():
    """'first' with random against heuristic on 5 seeds: each wins exactly when it holds north, so the pairing's
    score is ½ over 10 games, with the Wilson interval of 5 in 10 (python -m cthulhu_widgets.report prints it)."""
    from cthulhu_widgets.report.__main__ import head_to_head
    from cthulhu_widgets.sim import wilson

    r = flip_report("first", ladder=("random", "heuristic"), ladder_n=5)
    (row,) = head_to_head(r.pairings)
    assert (row["a"], row["b"], row["games"], row["score"]) == ("random", "heuristic", 10, 0.5)
    assert (row["low"], row["high"]) == pytest.approx(wilson(5, 10))


def test_variance_shares_of_known_matrices():
    """Rows seeds, columns policies: a seed-only pattern is all luck, a policy-only pattern all skill."""
    assert variance_shares([[1, 1], [0, 0]])["luck"] == 1.0
    assert variance_shares([[1, 0], [1, 0]])["skill"] == 1.0
    mixed = variance_shares([[1, 0], [0, 0]])
    assert mixed["luck"] == pytest.approx(1 / 3) and mixed["skill"] == pytest.approx(1 / 3)


def test_compare_gives_differences_with_intervals():
    """'first' against 'coin': first-side advantage 1.0 → 0.5, its Newcombe interval below zero."""
    a, b = flip_report("first"), flip_report("coin")
    diff = a.compare(b, names=("first", "coin")).set_index("metric")
    row = diff.loc["first_side_advantage"]
    assert row["difference"] == pytest.approx(-0.5) and row["low"] < -0.5 < row["high"] < 0
    assert diff.loc["branching", "difference"] == 0


def test_bad_arguments_raise_before_any_game():
    with pytest.raises(ValueError, match="ladder must be"):
        report(NAME, ladder=("random",), n=2)
    with pytest.raises(ValueError, match="ladder_n"):
        report(NAME, ladder_n=0, n=2)
    with pytest.raises(ValueError, match="pairs must be"):
        report(NAME, pairs="some", n=2, ladder=("random", "heuristic"))
    with pytest.raises(KeyError, match="metrics are"):
        flip_report("first").value("nothing")
