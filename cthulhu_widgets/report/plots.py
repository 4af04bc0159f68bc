"""The report's plots (matplotlib, imported only when a plot is asked for): one panel per metric group."""
from __future__ import annotations


def _advantage(report, ax) -> None:
    rows = report.metrics[report.metrics["kind"] == "rate"]
    rows = rows[rows["metric"].str.startswith(("win_rate", "first_side", "drawishness"))]
    y = range(len(rows))
    ax.errorbar(rows["value"], y, xerr=[rows["value"] - rows["low"], rows["high"] - rows["value"]], fmt="o",
                capsize=3)
    ax.axvline(0.5, color="grey", linewidth=0.8)
    ax.set(yticks=list(y), yticklabels=rows["metric"], xlim=(0, 1), title="outcomes (95 % Wilson)")


def _length(report, ax) -> None:
    lengths = report.games["length"]
    ax.hist(lengths, bins=range(int(lengths.min()), int(lengths.max()) + 2), align="left")
    ax.set(xlabel="length (the game's turns or rounds)", ylabel="games", title="game length")


def _branching(report, ax) -> None:
    turns = report.by_turn
    ax.plot(turns["turn"], turns["branching"], marker=".", label="legal moves")
    ax.set(xlabel="turn", ylabel="mean legal moves", title="branching and forced moves by turn")
    twin = ax.twinx()
    twin.plot(turns["turn"], turns["forced"], color="C1", marker=".", label="forced share")
    twin.set(ylim=(0, 1), ylabel="forced share")


def _leads(report, ax) -> None:
    changes = report.games["lead_changes"].dropna()
    if len(changes):
        ax.hist(changes, bins=range(int(changes.max()) + 2), align="left")
    ax.set(xlabel="lead changes in a game", ylabel="games", title="lead changes")


def _ladder(report, ax) -> None:
    r = report.ratings
    if r is None:
        ax.set(title="skill ladder (none played)")
        return
    ax.errorbar(r["elo"], range(len(r)), xerr=[r["elo"] - r["low"], r["high"] - r["elo"]], fmt="o", capsize=3)
    luck = report.luck.get("luck", float("nan"))
    ax.set(yticks=list(range(len(r))), yticklabels=r["player"], xlabel="Elo (Bradley–Terry, first = 0)",
           title=f"skill ladder (luck share {luck:.0%})")


def _cards(report, ax) -> None:
    cards = report.cards[report.cards["plays"] > 0].sort_values("win_rate")
    y = range(len(cards))
    ax.errorbar(cards["win_rate"], y, xerr=[cards["win_rate"] - cards["low"], cards["high"] - cards["win_rate"]],
                fmt="o", capsize=2, markersize=3)
    ax.set_yticks(list(y), cards["name"], fontsize=6)
    ax.set(xlim=(0, 1), xlabel="win rate of the side that played it", title="cards")


def _profile(report, ax) -> None:
    if report.profile is None:
        ax.set(title="rule profile (none played)")
        return
    rules = report.profile[report.profile["kind"] == "rule"].reset_index(drop=True)
    ax.bar(rules.index, rules["share"])
    ax.set_xticks(rules.index, rules["id"], rotation=90, fontsize=5)
    ax.set(ylim=(0, 1.05), ylabel="share of games", title="rule profile")


PANELS = {"advantage": _advantage, "length": _length, "branching": _branching, "leads": _leads,
          "ladder": _ladder, "cards": _cards, "profile": _profile}


def figure(report, what: str | None = None):
    """Return a Figure of every panel (None) or of one panel of PANELS."""
    import matplotlib.pyplot as plt

    if what is not None and what not in PANELS:
        raise ValueError(f"no plot {what!r}; plots are: {', '.join(PANELS)} (or None for all)")
    names = list(PANELS) if what is None else [what]
    cols = 2 if len(names) > 1 else 1
    rows = -(-len(names) // cols)
    fig, axes = plt.subplots(rows, cols, figsize=(6 * cols, 3.6 * rows), squeeze=False)
    for ax, name in zip(axes.flat, names):
        PANELS[name](report, ax)
    for ax in list(axes.flat)[len(names):]:
        ax.set_visible(False)
    fig.suptitle(f"{report.game}: {report.n} games, seed {report.seed}")
    fig.tight_layout()
    return fig
