"""ISMCTS over the game contract: honest (only determinize), seeded, and stronger than the other bots."""
import math
import random

import pytest

from cthulhu_widgets.bots import ISMCTSBot, make_bot
from cthulhu_widgets.bots.ismcts import CanonicalRandom, reward
from cthulhu_widgets.games import chaos, letter


def _letter_wins(bot_name, seeds, **options) -> int:
    wins = 0
    for seed in seeds:
        state, bot = letter.new_game(seed, events=False), make_bot(bot_name, "letter", seed, **options)
        while state.to_act is not None:
            state.apply(state.legal_actions()[0] if state.to_act == "opponent" else bot.choose(state))
        wins += state.result.outcome == "win"
    return wins


def _chaos_score(opponent: str, seeds, iterations: int, chaos_map: str = "asylum") -> int:
    """Return ISMCTS team wins minus opponent team wins; ISMCTS plays team A on even seeds, team B on odd."""
    score = 0
    for seed in seeds:
        state = chaos.new_game(seed, {"map": chaos_map}, events=False)
        mine = "A" if seed % 2 == 0 else "B"
        bots = {seat: make_bot("ismcts", "chaos", seed * 4 + i, iterations=iterations) if seat[0] == mine
                else make_bot(opponent, "chaos", seed * 4 + i) for i, seat in enumerate(chaos.SEATS)}
        while state.to_act is not None:
            state.apply(bots[state.to_act].choose(state))
        score += 0 if state.result.outcome == "draw" else (1 if state.result.outcome == mine else -1)
    return score


def test_make_bot_builds_ismcts_with_options():
    bot = make_bot("ismcts", "letter", seed=3, iterations=50, time_limit=1.0)
    assert isinstance(bot, ISMCTSBot) and (bot.iterations, bot.time_limit) == (50, 1.0)
    assert make_bot("ismcts", "chaos", 1).rollout is not None  # CHAOS rollouts: heuristic, cut short
    with pytest.raises(ValueError, match="random, heuristic, ismcts"):
        make_bot("alphazero")
    for bad in ({"iterations": 0}, {"time_limit": -1}, {"rollout_depth": -2}):
        with pytest.raises(ValueError, match=next(iter(bad))):
            make_bot("ismcts", "letter", 0, **bad)


def test_ismcts_plays_legal_moves_and_is_reproducible():
    from cthulhu_widgets.games import GAMES, get_game

    for game in GAMES:   # every registered game: the toy duel too
        module = get_game(game)
        state = module.new_game(4, events=False)
        while state.to_act in module.AUTOMATA:
            state.apply(state.legal_actions()[0])
        picks = {str(make_bot("ismcts", game, 9, iterations=25).choose(state)) for _ in range(2)}
        assert len(picks) == 1 and next(iter(picks)) in {str(a) for a in state.legal_actions()}


def test_time_budget_stops_the_search():
    bot = ISMCTSBot(0, iterations=10**9, time_limit=0.05)
    bot.choose(letter.new_game(2, events=False))
    assert 0 < bot.last_iterations < 10**9


def test_choice_does_not_change_when_only_hidden_cards_change():
    """Same view, different hidden deal (every determinization of the true game): same action for a fixed seed."""
    checked = 0
    for seed in range(12):
        s = letter.new_game(seed, events=False)
        rng = random.Random(seed)
        for _ in range(rng.randint(0, 3)):
            if s.to_act is None:
                break
            s.apply(rng.choice(s.legal_actions()))
        if s.to_act != "player" or len(s.legal_actions()) < 2:
            continue
        worlds = [s] + [s.determinize("player", random.Random(100 + i)) for i in range(3)]
        assert len({repr(w.view(None)) for w in worlds}) > 1  # the hidden cards do differ
        for bot in (lambda: ISMCTSBot(5, iterations=150), lambda: make_bot("ismcts", "letter", 5, iterations=60)):
            assert len({str(bot().choose(w)) for w in worlds}) == 1
        checked += 1
    assert checked >= 5


def test_chaos_determinize_does_not_read_the_other_seats_private_knowledge():
    """CHAOS: two games that differ only in what an enemy privately knows (its Checkup results) look the same to
    A1, so A1's sampled worlds — bombs and everyone's knowledge — are the same, and so is ISMCTS's choice."""
    s = chaos.new_game(3, events=False)
    other = s.clone()
    other.known["B1"] = set(sorted(s.bombs)[:2])           # B1 privately knows two bombs
    assert s.view("A1") == other.view("A1") and s.known != other.known
    for r in range(40):
        a, b = s.determinize("A1", random.Random(r)), other.determinize("A1", random.Random(r))
        assert a.known == b.known and a.bombs == b.bombs, r
    assert str(make_bot("ismcts", "chaos", 5, iterations=20).choose(s)) == \
        str(make_bot("ismcts", "chaos", 5, iterations=20).choose(other))


def test_canonical_random_ignores_input_order():
    a, b = list(range(20)), list(reversed(range(20)))
    CanonicalRandom(1).shuffle(a)
    CanonicalRandom(1).shuffle(b)
    assert a == b and CanonicalRandom(2).sample({5, 3, 9}, 2) == CanonicalRandom(2).sample([9, 5, 3], 2)


def test_reward_reads_every_game_result():
    class R:
        def __init__(self, outcome):
            self.outcome = outcome

    assert reward(R("win"), "player") == 1 and reward(R("loss"), "player") == 0
    assert reward(R("A"), "A2", chaos.TEAM) == 1 and reward(R("B"), "A2", chaos.TEAM) == 0
    assert reward(R("draw"), "p0") == 0.5 and reward(R("p1"), "p1") == 1 and reward(R("p1"), "p0") == 0


def test_beats_random_and_heuristic_on_letter():
    """Over a fixed range of deals ISMCTS (heuristic rollouts, 300 iterations) wins more than either bot.

    Measured over seeds 0-199 (bench --strength): 22.5 % against the heuristic's 17 %, 1,000 iterations 26.5 %.
    """
    seeds = range(20)
    # The bots first (cheap); ISMCTS's deals then only until its win count is past theirs: the verdict over
    # all 20 deals, since wins never go down.
    best_other = max(_letter_wins("heuristic", seeds), _letter_wins("random", seeds))
    ismcts = 0
    for seed in seeds:
        ismcts += _letter_wins("ismcts", [seed], iterations=300)
        if ismcts > best_other:
            break
    assert ismcts > best_other, f"ISMCTS won {ismcts} of 20 deals; the better other bot {best_other}"


def _chaos_sprt(opponent: str, iterations: int, stronger: float, games: int) -> tuple[bool, str]:
    """Return (whether ISMCTS passed, its record) in Wald's sequential probability ratio test of "ISMCTS's team wins
    at most half its games" against "it wins a share `stronger`", over seeds 0, 1, ... (a draw is no win): each
    game adds its log likelihood ratio; the test passes at ln 16, fails at ln(0.1 / 0.95) or after `games`."""
    passes, fails = math.log(16), math.log(0.1 / 0.95)
    llr, wins = 0.0, 0
    for played in range(1, games + 1):
        won = _chaos_score(opponent, [played - 1], iterations) == 1
        wins += won
        llr += math.log((stronger if won else 1 - stronger) / 0.5)
        if llr >= passes or llr <= fails:
            break
    return llr >= passes, f"{wins} wins in {played} games (log likelihood ratio {llr:+.2f})"


# (opponent, ISMCTS iterations, the win share the test is built to detect, at most this many games)
CHAOS_STRENGTH = (("random", 10, 0.9, 20),)
# Against the heuristic, a fixed sample: the deals of seeds 0-9 (ISMCTS and its bots are seeded, so the sample is the
# same at every run), at least 7 wins. History: the bound was 20 of seeds 0-29 (significance 4.9 % for a search no
# stronger than the heuristic); round Z loosened it to 15 of 30 when the heuristic learned to take an escape in reach
# and block the enemy's (ISMCTS, whose rollouts are that heuristic, then won 16). On 2026-12-07 it won 22 of those 30
# and 8 of seeds 0-9, so the leg is cut to these 10 deals (175 s of make test's slowest tests, two thirds of it saved):
# P(X >= 7) for X ~ Binomial(10, 0.5) is 17 %, a weaker proof of strength than 20 of 30 but stronger than 15 of 30
# (57 %); a broken search still fails the random leg above within 2 to 4 games.
CHAOS_HEURISTIC = ("heuristic", 20, 10, 7)


def test_beats_random_and_holds_the_heuristic_on_chaos():
    """On the default map, each side in turn, ISMCTS's team wins more than half its games against random bots (10
    iterations, a sequential test: _chaos_sprt) and at least 7 of the 10 fixed deals of CHAOS_HEURISTIC
    against the heuristic (20 iterations; it won 8 on 2026-12-07, and 22 of 30 on seeds 0-29).
    The figures below for the heuristic are of its weaker play, before 7f3df98:

    - were ISMCTS no stronger than its opponent, it would pass with probability 4.7 % (random) and 4.2 %
      (heuristic); that is the test's significance;
    - power: measured over seeds 0-39, ISMCTS wins 40 of 40 games against random and 29 of 40 (0.72) against the
      heuristic; at those rates a sound search passes on unseen deals with probability 0.99 (at 0.95) and 0.66 (0.78
      at 0.75, 0.92 at 0.8);
    - a broken search fails within 2 to 4 games each (checked): picking at random it won 1 game of 7, picking the
      least visited move 0 of 6;
    - today it passes after 5 and 7 games, all won (the former test, "more wins than losses over 20 deals", decided
      after 2 + 11 games and had no significance to speak of: about 0.4 for a search no better than the heuristic).
    """
    for opponent, iterations, stronger, games in CHAOS_STRENGTH:
        passed, record = _chaos_sprt(opponent, iterations, stronger, games)
        assert passed, f"ISMCTS vs {opponent}: {record}"
    opponent, iterations, games, need = CHAOS_HEURISTIC
    wins = sum(_chaos_score(opponent, [seed], iterations) == 1 for seed in range(games))
    assert wins >= need, f"ISMCTS vs {opponent}: {wins} wins in {games} games (at least {need} needed)"


def test_leaf_evaluations_grow_with_the_lead():
    """CHAOS: a patient nearer the gate; Mythos: more Sanity — each is worth more to its own side, in [0, 1]."""
    from cthulhu_widgets.bots.evaluate import chaos_race, mythos_lead
    from cthulhu_widgets.games import mythos

    s = mythos.new_game(1, events=False)
    before = mythos_lead(s, "p0")
    s.players[0].sanity += 3
    assert 0 < before < mythos_lead(s, "p0") < 1 and mythos_lead(s, "p1") < 0.5
    near = chaos.new_game(2, setup={"first": "A", "gate_open": True, "pieces": {"A1": [1, 2], "B1": [8, 8]}},
                          events=False)
    far = chaos.new_game(2, setup={"first": "A", "gate_open": True, "pieces": {"A1": [8, 8], "B1": [1, 2]}},
                         events=False)
    assert chaos_race(near, "A2") > 0.5 > chaos_race(far, "A2") and chaos_race(near, "B1") < 0.5
