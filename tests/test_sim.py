"""Batch simulation: columns, reproducibility whatever the executor or chunking, sweeps, intervals, bad input."""
import pandas as pd
import pytest

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.core.errors import InvalidRules
from cthulhu_widgets.games import letter
from cthulhu_widgets.sim import SEAT_STRIDE, rates, simulate, sweep, wilson


def test_letter_rows_have_the_promised_columns():
    df = simulate("letter", n=40, seed=100)
    for column in ("seed", "outcome", "cause", "turns", "steps_player", "clues_left", "deck_left", "insanity"):
        assert column in df.columns
    assert list(df["seed"]) == list(range(100, 140))
    assert set(df["outcome"]) <= {"win", "loss"} and (df["turns"] > 0).all() and (df["steps_player"] > 0).all()
    assert set(df["cause"]) <= set(letter.CAUSES)


def test_a_row_is_the_game_its_seed_plays():
    """Game s is dealt from seed s and its bots are seeded s * SEAT_STRIDE + seat index."""
    df = simulate("letter", n=5, seed=7)
    for s in range(7, 12):
        state, bot = letter.new_game(s, events=False), make_bot("heuristic", "letter", s * SEAT_STRIDE)
        while state.to_act is not None:
            state.apply(state.legal_actions()[0] if state.to_act == "opponent" else bot.choose(state))
        row = df[df["seed"] == s].iloc[0]
        assert (row["outcome"], row["cause"], row["turns"]) == (state.result.outcome, state.result.cause,
                                                                state.result.turns)


def test_same_table_whatever_the_chunking_or_local_pool():
    serial = simulate("letter", n=60, seed=3, chunk=60)
    pd.testing.assert_frame_equal(serial, simulate("letter", n=60, seed=3, chunk=7))
    pd.testing.assert_frame_equal(serial, simulate("letter", n=60, seed=3, chunk=11, executor=2))


def test_chaos_and_mythos_outcomes_name_the_winner():
    df = simulate("chaos", {"map": "ward", "max_rounds": 30}, n=4, seed=1)
    assert set(df["outcome"]) <= {"A", "B", "draw"} and {"role_A1", "first_team", "rounds", "steps_B2"} <= set(df)
    df = simulate("mythos", n=2, seed=1)
    assert set(df["outcome"]) <= {"p0", "p1", "draw"} and {"score_p0", "sanity_p1", "rounds"} <= set(df)
    swapped = simulate("mythos", n=2, seed=1, game_options={"decks": ("steadfast", "corrupt")})
    assert not swapped.equals(df)


def test_a_bot_per_seat_and_bot_options():
    df = simulate("chaos", {"map": "ward", "max_rounds": 20}, n=2,
                  policies={"A1": "heuristic", "A2": "heuristic", "B1": "random", "B2": "random"})
    assert len(df) == 2
    df = simulate("letter", policies={"player": ("ismcts", {"iterations": 30})}, n=3)
    assert set(df["outcome"]) <= {"win", "loss"}


def test_sweep_plays_the_same_seeds_under_every_combination():
    df = sweep("letter", {"check_mode": "original"}, {"clue_count": [3, 8], "yith_tie": ["nothing", "player_loses"]},
               n=30, seed=5)
    assert len(df) == 4 * 30 and list(df.columns[:2]) == ["clue_count", "yith_tie"]
    assert all(list(g["seed"]) == list(range(5, 35)) for _, g in df.groupby(["clue_count", "yith_tie"]))
    table = rates(df, "win", by="clue_count")
    assert list(table["clue_count"]) == [3, 8] and table["rate"].iloc[0] > table["rate"].iloc[1]


def test_wilson_interval():
    low, high = wilson(5, 10)
    assert low < 0.5 < high and low == pytest.approx(1 - high)
    assert wilson(0, 20)[0] == 0.0 and wilson(20, 20)[1] == 1.0
    assert wilson(30, 100)[1] - wilson(30, 100)[0] > wilson(300, 1000)[1] - wilson(300, 1000)[0]
    assert wilson(0, 0) == (0.0, 1.0)
    low, high = wilson(81, 263)
    assert (round(low, 3), round(high, 3)) == (0.255, 0.366)


def test_rates_without_groups():
    df = pd.DataFrame({"outcome": ["win", "loss", "win", "loss"]})
    row = rates(df, "win").iloc[0]
    assert (row["games"], row["count"], row["rate"]) == (4, 2, 0.5)


def test_progress_bar_only_when_asked(capsys):
    simulate("letter", n=5)
    assert "game" not in capsys.readouterr().err
    simulate("letter", n=5, progress=True)
    assert "5/5" in capsys.readouterr().err


@pytest.mark.parametrize("kwargs, error, match", [
    ({"game": "chess"}, ValueError, "unknown game"),
    ({"policies": "genius"}, ValueError, "bots are"),
    ({"n": 0}, ValueError, "n .games to play"),
    ({"n": 2.5}, ValueError, "whole number"),
    ({"n": True}, ValueError, "whole number"),
    ({"seed": -1}, ValueError, "seed"),
    ({"chunk": 0}, ValueError, "chunk"),
    ({"executor": "cluster"}, ValueError, "executor must be"),
    ({"policies": {"opponent": "random", "player": "random"}}, ValueError, "automaton"),
    ({"policies": {}}, ValueError, "no bot for seat"),
    ({"policies": {"player": ("random", {"iterations": 3})}}, ValueError, "takes no options"),
    ({"policies": {"player": 3}}, ValueError, "name or"),
    ({"rules": {"clue_cuont": 3}}, InvalidRules, "clue_cuont"),
    ({"game_options": ["decks"]}, ValueError, "game_options must be a dict"),
])
def test_bad_arguments_raise_clear_errors(kwargs, error, match):
    args = {"game": "letter", "n": 3, **kwargs}
    with pytest.raises(error, match=match):
        simulate(**args)


def test_bad_grids_raise():
    for grid in (None, {}, {"clue_count": []}, {"clue_count": 4}):
        with pytest.raises(ValueError, match="grid must be"):
            sweep("letter", None, grid, n=2)
    with pytest.raises(InvalidRules):
        sweep("letter", None, {"clue_count": [99]}, n=2)


def test_dask_local_cluster_gives_the_same_table():
    """A real Dask LocalCluster (2 worker processes) through Client.get_executor()."""
    distributed = pytest.importorskip("distributed")
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None)
    with cluster, distributed.Client(cluster) as client:
        df = simulate("letter", n=200, seed=11, chunk=25, executor=client.get_executor())
    pd.testing.assert_frame_equal(df, simulate("letter", n=200, seed=11, chunk=200))
