"""Bots over the contract: random and the Letter heuristic, which plays from the player's view only."""
import random

import pytest

from conftest import scenario
from cthulhu_widgets.bench import bot_win_rate
from cthulhu_widgets.bots import LetterHeuristicBot, RandomBot, make_bot
from cthulhu_widgets.games import letter


def test_make_bot_by_name_and_bad_names():
    assert isinstance(make_bot("random", seed=1), RandomBot)
    assert isinstance(make_bot("heuristic", "letter", seed=1), LetterHeuristicBot)
    with pytest.raises(ValueError, match="bots are"):
        make_bot("genius")
    with pytest.raises(ValueError, match="no heuristic"):
        make_bot("heuristic", "go")


def test_bots_choose_only_legal_actions_and_are_seeded():
    for name in ("random", "heuristic"):
        games = []
        for _ in range(2):
            s, bot = letter.new_game(21), make_bot(name, seed=4)
            while s.result is None:
                a = s.legal_actions()[0] if s.to_act == "opponent" else bot.choose(s)
                assert a in s.legal_actions()
                s.apply(a)
            games.append([str(a) for a in s.history])
        assert games[0] == games[1]


def test_heuristic_names_a_known_card():
    """It names the value of a known top card (LS-P1): with the top face up, Investigators hit."""
    s = scenario("investigators", ["silver_key"], ["professor_armitage", "elder_sign", "cats_of_ulthar"],
                 rules={"clue_top": "revealed"})
    action = LetterHeuristicBot(0).choose(s)
    assert (action["card"], action["guess"]) == ("investigators", 5)


def test_heuristic_never_plays_a_known_losing_card():
    """It never plays the Braincase or compares a lower hand card with a known higher top (LS-P3, LS-P8)."""
    s = scenario("mi_go_braincase", ["elder_sign"], ["investigators"])
    assert LetterHeuristicBot(0).choose(s)["card"] == "elder_sign"
    s = scenario("great_race_of_yith", ["cats_of_ulthar"], ["professor_armitage"], rules={"clue_top": "revealed"})
    assert LetterHeuristicBot(0).choose(s).get("compare") != "hand"


def test_heuristic_seals_cthulhu_when_it_can():
    """With Cthulhu on top and Investigators in hand it names 8 and wins (LS-P9)."""
    s = scenario("investigators", ["cats_of_ulthar"], [])
    s.apply(LetterHeuristicBot(0).choose(s))
    assert s.result.outcome == "win"


def test_heuristic_does_not_open_cthulhu_to_the_opponent():
    """With one clue left it does not eliminate it on its own turn (the LS-P10 tip)."""
    s = scenario("professor_armitage", ["cats_of_ulthar"], ["investigators"])
    action = LetterHeuristicBot(0).choose(s)
    assert action.get("target") != "opponent"


def test_heuristic_does_not_look_at_hidden_cards():
    """Its choice depends only on the player's view: redealing hidden cards never changes it."""
    for seed in range(30):
        s = letter.new_game(seed)
        rng = random.Random(seed)
        for _ in range(rng.randint(0, 4)):
            if s.result:
                break
            s.apply(rng.choice(s.legal_actions()))
        if s.to_act != "player":
            continue
        choices = {str(LetterHeuristicBot(7).choose(s.determinize("player", random.Random(i))))
                   for i in range(8)}
        assert choices == {str(LetterHeuristicBot(7).choose(s))}


def test_heuristic_beats_random_over_fixed_seeds():
    """Over 300 fixed deals the heuristic wins clearly more often than random play."""
    h, r = bot_win_rate(letter, "heuristic", range(300)), bot_win_rate(letter, "random", range(300))
    assert h > r + 0.05


def test_heuristic_knows_mi_go_cannot_take_cthulhu_when_the_option_says_so():
    """With cthulhu_taken_wins=False Mi-Go Insane fizzles on Cthulhu (LS-P9): the bot seals with Armitage."""
    s = scenario("mi_go", ["investigators", "elder_sign"], [], rest="removed", discard=["liber_ivonis"],
                 rules={"cthulhu_taken_wins": False})
    for seed in range(20):
        action = LetterHeuristicBot(seed).choose(s)
        assert action.get("effect") != "insane"


def test_bots_refuse_a_finished_game():
    from cthulhu_widgets.core.errors import IllegalAction

    s = scenario("mi_go_braincase", ["elder_sign"], ["investigators"])
    s.act("play", card="mi_go_braincase")
    for bot in (RandomBot(0), LetterHeuristicBot(0)):
        with pytest.raises(IllegalAction, match="over"):
            bot.choose(s)


def test_chaos_heuristic_reads_the_seats_view_only_CH_HIDE_1_CH_HIDE_2_CH_G5():
    """The CHAOS heuristic's board (bots.chaos_heuristic.board_view, built without the full view) is, at every fifth
    decision of 6 seeded heuristic games and for every seat, the spectators and the designer, exactly the part of
    `state.view(seat)` it holds (same keys, same values; the same pieces and bombs, each with a subset of its keys); and a world resampled for the seat to act (other bombs, other hidden
    knowledge) gives that seat the same board: what it reads is what the seat may see, nothing hidden."""
    from cthulhu_widgets.bots.chaos_heuristic import board_view
    from cthulhu_widgets.games import chaos

    decisions = 0
    for seed in range(6):
        state = chaos.new_game(seed, {"map": "asylum"}, events=False)
        bots = {seat: make_bot("heuristic", "chaos", seed * 4 + i) for i, seat in enumerate(chaos.SEATS)}
        while state.to_act is not None:
            if decisions % 5 == 0:
                for seat in (*chaos.SEATS, "public", None):
                    board, full = board_view(state, seat), state.view(seat)
                    assert board == _within(board, full), (seed, seat)
                world = state.determinize(state.to_act, random.Random(seed))
                assert board_view(world, state.to_act) == board_view(state, state.to_act), seed
            decisions += 1
            state.apply(bots[state.to_act].choose(state))
    assert decisions > 1000


def test_mythos_heuristic_reads_its_own_view_only_MY_HIDE_1():
    """The Mythos heuristic's read of its own side (bots.mythos_heuristic.own_side, built without the full view) is,
    at every decision of 4 seeded heuristic games, exactly those keys of its entry in `state.view(seat)`: its own
    hand, which MY-HIDE-1 lets it see, its Sanity and its story's top state."""
    from cthulhu_widgets.bots.mythos_heuristic import own_side
    from cthulhu_widgets.games import mythos

    decisions = 0
    for seed in range(4):
        state = mythos.new_game(seed, events=False)
        bots = {seat: make_bot("heuristic", "mythos", seed * 16 + i) for i, seat in enumerate(state.seats)}
        while state.to_act is not None:
            seat = state.to_act
            if seat in mythos.AUTOMATA:
                state.apply(state.legal_actions()[0])
                continue
            mine, full = own_side(state, seat), state.view(seat)["players"][int(seat[1:])]
            assert mine == {k: full[k] for k in mine}, (seed, seat)
            decisions += 1
            state.apply(bots[seat].choose(state))
    assert decisions > 100


def _within(part, whole):
    """Return `whole` cut down to the keys `part` holds, at every depth (dicts by key, lists item by item)."""
    if isinstance(part, dict) and isinstance(whole, dict):
        return {k: _within(v, whole[k]) if k in whole else ("missing", k) for k, v in part.items()}
    if isinstance(part, list) and isinstance(whole, list) and len(part) == len(whole):
        return [_within(p, w) for p, w in zip(part, whole)]
    return whole
