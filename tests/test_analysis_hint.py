"""Hints and the after-game analysis (issue 26): computed from what the seat may know only, exact in Letter, seeded.

Budgets are small (8-40 re-deals or iterations): each test stays well under ~10 s of CPU on a loaded machine.
"""
from __future__ import annotations

import random

import pytest

from cthulhu_widgets import solver
from cthulhu_widgets.analysis import analyse, hint
from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.bots.ismcts import CanonicalRandom
from cthulhu_widgets.core.errors import IllegalAction
from cthulhu_widgets.games import chaos, letter, mythos
from cthulhu_widgets.match import Match


def _letter_decision(seed: int, plies: int = 0):
    s = letter.new_game(seed, events=False)
    rng = random.Random(seed)
    for _ in range(plies):
        if s.to_act is None:
            break
        s.apply(rng.choice(s.legal_actions()))
    return s


def test_LS_SETUP_9_letter_hint_is_the_same_for_deals_the_player_cannot_tell_apart():
    """LS-SETUP-9: a hint re-deals what the player cannot see, so the true state and its re-deals (same view,
    different hidden cards) give the same hint for one seed: the hint reveals nothing a re-deal would not."""
    checked = 0
    for seed in range(6):
        s = _letter_decision(seed, seed % 3)
        if s.to_act != "player" or len(s.legal_actions()) < 2:
            continue
        worlds = [s] + [s.determinize("player", random.Random(50 + i)) for i in range(2)]
        assert len({repr(w.view(None)) for w in worlds}) > 1      # the hidden cards do differ
        assert len({repr(w.view("player")) for w in worlds}) == 1  # what the player sees does not
        frames = [hint(w, "player", 8, seed=3).frame("en") for w in worlds]
        assert frames[0] == frames[1] == frames[2]
        checked += 1
    assert checked >= 3


def test_CH_MAP_3_chaos_hint_is_the_same_when_only_hidden_bombs_and_hands_differ():
    """CH-MAP-3 (bombs hidden) and hidden hands: A1's hint from the true game and from a re-deal of what A1 cannot
    see are identical for one seed (ISMCTS re-deals on every iteration, CanonicalRandom ignores the true order)."""
    s = chaos.new_game(3, events=False)
    seat = s.to_act
    other = s.determinize(seat, random.Random(9))
    assert s.view(seat) == other.view(seat) and repr(s.view(None)) != repr(other.view(None))
    assert hint(s, seat, 30, seed=4).frame("zh") == hint(other, seat, 30, seed=4).frame("zh")


def test_MY_ROUND_1_mythos_hint_is_the_same_when_only_hidden_hands_and_deck_differ():
    """MY-ROUND-1 (hands drawn from a hidden deck): the seat's hint from the true game and from a re-deal of the
    other hands and the decks are identical for one seed."""
    s = mythos.new_game(2, events=False)
    seat = s.to_act
    other = s.determinize(seat, random.Random(7))
    assert repr(s.view(seat)) == repr(other.view(seat)) and repr(s.view(None)) != repr(other.view(None))
    assert hint(s, seat, 30, seed=4).frame("ja") == hint(other, seat, 30, seed=4).frame("ja")


def test_LS_SETUP_9_letter_hint_values_are_the_solver_s_exact_wins_over_the_re_deals():
    """LS-SETUP-9: Letter seed 3's first decision over 16 re-deals (seed 1): each move's value is the share of the
    sampled deals the solver wins after it; Armitage on the opponent wins 12 of 16 and is recommended."""
    s = letter.new_game(3, events=False)
    h = hint(s, "player", 16, seed=1)
    assert h.method == "exact" and h.best == "play card=professor_armitage target=opponent"
    assert h.moves[h.best].value == 0.75 and h.moves["play card=professor_armitage target=self"].value == 0.375
    rng = CanonicalRandom(1)
    worlds = [s.determinize("player", rng) for _ in range(16)]
    for action in s.legal_actions()[:3]:
        wins = sum(solver.solve(solver._after(w, action)).win for w in worlds)
        assert h.moves[str(action)].value == wins / 16
    assert h.moves[h.best].reason   # the heuristic bot picks it too: a reason is given


def test_LS_SETUP_9_hints_are_deterministic_per_seed():
    """LS-SETUP-9: the same state, budget and seed give the same hint, in every game; the budget is checked."""
    s = _letter_decision(4)
    assert hint(s, "player", 10, 2) == hint(s, "player", 10, 2)
    c = chaos.new_game(1, events=False)
    a, b = hint(c, c.to_act, 20, 5), hint(c, c.to_act, 20, 5)
    assert a.frame() == b.frame() and a.best == b.best
    with pytest.raises(ValueError, match="budget"):
        hint(s, "player", 0)
    with pytest.raises(IllegalAction, match="not to act"):
        hint(c, "B2" if c.to_act != "B2" else "A1", 5)


def test_LS_SETUP_9_hint_reasons_speak_every_language_of_the_table():
    """LS-SETUP-9: a reason is a sentence in the table's language (Letter zh: Traditional; CHAOS zh: Simplified)."""
    h = hint(letter.new_game(3, events=False), "player", 4, seed=1)
    texts = {lang: h.frame(lang)["moves"][h.best]["reason"] for lang in ("en", "zh", "ja")}
    assert len(set(texts.values())) == 3 and "規則" not in texts["en"] and "經驗" in texts["zh"]
    assert "_" not in "".join(texts.values())


def test_LS_SETUP_9_letter_analysis_finds_the_decisive_moment():
    """LS-SETUP-9: a heuristic Letter game of seed 5 analysed over 8 re-deals per decision: each decision's drop is
    best - played, the decisive moment is the largest drop, errors are stated, and a save analyses the same."""
    m = Match.new("letter", seed=5)
    m.step({"player": make_bot("heuristic", "letter", 0)}, n=200)
    a = analyse(m, budget=8)
    assert a.method == "exact" and len(a.decisions) >= 3
    for d in a.decisions:
        assert d.drop == round(d.best_value - d.played_value, 4) and d.drop >= 0 and 0 <= d.error <= 0.5
    assert a.decisions[a.decisive].drop == max(d.drop for d in a.decisions)
    assert analyse(m.to_dict(), budget=8).to_dict() == a.to_dict()
    assert len(a.best_moves()) == len(a.decisions) and "decisive" in a._repr_html_()
