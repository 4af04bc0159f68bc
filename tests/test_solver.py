"""The clairvoyant Letter solver: exact best outcome of a deal with every card known."""
import pytest

from conftest import scenario
from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.games import chaos, letter
from cthulhu_widgets.solver import solve, winnable


def _plain_search(s) -> bool:
    """Return whether the player can win, by exhaustive search without memo (the reference)."""
    if s.result is not None:
        return s.result.outcome == "win"
    outcomes = []
    for a in s.legal_actions():
        c = s.clone()
        c.apply(a)
        outcomes.append(_plain_search(c))
    return any(outcomes) if s.to_act == "player" else all(outcomes)


def _play(seed, bot_name, rules=None):
    s = letter.new_game(seed, rules, events=False)
    bot = make_bot(bot_name, "letter", seed=seed)
    while s.to_act is not None:
        s.apply(s.legal_actions()[0] if s.to_act == "opponent" else bot.choose(s))
    return s.result.outcome == "win"


def test_a_sealable_cthulhu_is_a_win_and_its_line_replays():
    """Cthulhu on top and Investigators in hand: naming 8 seals it (LS-P9)."""
    s = scenario("investigators", ["cats_of_ulthar"], [])
    sol = solve(s)
    assert sol.win and sol.line[-1].kind == "play"
    for action in sol.line:
        s.apply(action)
    assert s.result.outcome == "win"


def test_winning_lines_replay_to_a_win_and_the_state_is_left_alone():
    for seed in range(40):
        s = letter.new_game(seed)
        before = s.view(None)
        sol = solve(s)
        assert s.view(None) == before and not s.history
        for action in sol.line:
            s.apply(action)
        assert (s.result is not None and s.result.outcome == "win") == sol.win


def test_memoised_search_agrees_with_exhaustive_search():
    """The memo key leaves out only what changes no rule (turn number, history, which copy of a card)."""
    for seed in range(25):
        for rules in (None, {"clue_count": 3, "check_mode": "original"}):
            assert solve(letter.new_game(seed, rules, events=False)).win == _plain_search(
                letter.new_game(seed, rules, events=False)), (seed, rules)


def test_no_bot_wins_a_deal_the_solver_calls_lost():
    """The clairvoyant result bounds every player: a bot's win is always a winnable deal."""
    for seed in range(150):
        if _play(seed, "heuristic") or _play(seed, "random"):
            assert winnable(seed), seed


def test_any_rules_and_more_clues_make_fewer_winnable_deals():
    few = sum(winnable(seed, {"clue_count": 2}) for seed in range(60))
    many = sum(winnable(seed, letter.Rules(clue_count=10)) for seed in range(60))
    assert few > many
    assert winnable(0, {"clue_count": 0, "cthulhu_taken_wins": False}) in (True, False)


def test_solver_refuses_other_games():
    with pytest.raises(TypeError, match="letter.State"):
        solve(chaos.new_game(1))
