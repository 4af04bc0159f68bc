"""sim.report end to end on the three games (small n: each test under ~10 s of CPU), through a Dask executor, and its
plots and notebook display. The metrics' exact answers are checked on a tiny game in test_report_metrics.py."""
from __future__ import annotations

import pandas as pd
import pytest

from cthulhu_widgets import sim
from cthulhu_widgets.report import Report, report


def check_report(r: Report, sides: list[str]) -> None:
    """Every metric is there and within its range."""
    table = r.metrics.set_index("metric")
    for side in sides:
        assert 0 <= table.loc[f"win_rate[{side}]", "value"] <= 1
    for metric in ("drawishness", "decisiveness_moves", "length", "decisions", "lead_changes", "lead_change_rate",
                   "branching", "forced_share", "luck_share", "skill_share"):
        assert metric in table.index, metric
    assert 0 <= table.loc["forced_share", "value"] <= 1 and table.loc["branching", "value"] >= 1
    assert (r.by_turn["branching"] >= 1).all() and r.by_turn["decisions"].sum() == r.games["decisions"].sum()
    assert r.ratings is not None and r.ratings["elo"].iloc[0] == 0
    assert (r.profile["kind"] == "rule").any() and r.cards["games"].sum() > 0
    rates = r.metrics[r.metrics["kind"] == "rate"]
    assert ((rates["low"] <= rates["value"] + 1e-12) & (rates["value"] <= rates["high"] + 1e-12)).all()


def test_LS_END_3_letter_report_with_an_ismcts_rung():
    """Letter is solo: no first seat; the ladder rates each policy and the game itself."""
    r = sim.report("letter", n=30, seed=0, ladder=("random", "heuristic", ("ismcts", {"iterations": 8})),
                   ladder_n=6, profile_n=5)
    check_report(r, ["player"])
    assert "first_side_advantage" not in set(r.metrics["metric"])
    assert list(r.ratings["player"]) == ["random", "heuristic", "ismcts-8", "the game"]
    assert r.cards.set_index("card").loc["investigators", "games"] > 0


def test_CH_TEAM_3_chaos_report_first_team_advantage_and_a_rule_change():
    """CHAOS: the first side is the team that moved first (CH-TEAM-3); compare() of two maps on the same seeds."""
    asylum = report("chaos", n=6, seed=0, ladder=("random", "heuristic"), ladder_n=2, profile_n=2)
    check_report(asylum, ["A", "B"])
    first = asylum.games.apply(lambda g: g[f"reward_{g['first_side']}"], axis=1).mean()
    assert asylum.value("first_side_advantage") == pytest.approx(first)
    ward = report("chaos", {"map": "ward"}, n=6, seed=0, ladder=None, profile_n=None)
    diff = asylum.compare(ward, names=("asylum", "ward")).set_index("metric")
    assert diff.loc["length", "difference"] == pytest.approx(ward.value("length") - asylum.value("length"))
    assert diff.loc["length", "low"] <= diff.loc["length", "difference"] <= diff.loc["length", "high"]


def test_MY_END_1_mythos_report():
    """Mythos: two players, the lead is each player's score (MY-END-1)."""
    r = report("mythos", n=6, seed=0, ladder=("random", "heuristic"), ladder_n=2, profile_n=2)
    check_report(r, ["p0", "p1"])
    assert r.value("win_rate[p0]") + r.value("win_rate[p1]") + r.value("drawishness") == pytest.approx(1)


def test_a_dask_executor_gives_the_same_report():
    """Dask's synchronous executor (no cluster) against this process, with another chunking: the same numbers."""
    local = pytest.importorskip("dask.local")
    args = dict(n=12, seed=3, ladder=("random", "heuristic"), ladder_n=3, profile_n=4)
    here = report("letter", **args, chunk=12)
    there = report("letter", **args, chunk=5, executor=local.SynchronousExecutor())
    pd.testing.assert_frame_equal(here.metrics, there.metrics)
    pd.testing.assert_frame_equal(here.games, there.games)
    pd.testing.assert_frame_equal(here.cards, there.cards)


def test_plots_and_the_notebook_display():
    """Every panel draws; one panel by name; a bad name says which there are; _repr_html_ is the metrics table."""
    pytest.importorskip("matplotlib")
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from cthulhu_widgets.report.plots import PANELS

    r = report("letter", n=8, seed=0, ladder=("random", "heuristic"), ladder_n=2, profile_n=2)
    fig = r.plot()
    assert len([ax for ax in fig.axes if ax.get_visible() and ax.get_title()]) == len(PANELS)
    assert r.plot("ladder").axes[0].get_title().startswith("skill ladder")
    plt.close("all")
    with pytest.raises(ValueError, match="plots are"):
        r.plot("nothing")
    html = r._repr_html_()
    assert "<table" in html and "branching" in html and "letter" in html
