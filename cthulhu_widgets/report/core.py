"""The `Report` object: the metrics table, the tables behind it, plots, and a comparison with another report."""
from __future__ import annotations

import math

from . import ladder as ladders
from . import metrics

Z = 1.96


class Report:
    """A design report of one game under one set of rules (see `report`).

    Tables (pandas): `metrics` (metric, kind, value, low, high, n, sd), `games` (one row per game), `by_turn`
    (branching and forced moves per turn), `cards` (use and win rate per card), `ratings` (the skill ladder),
    `pairings` (the ladder's games), `profile` (the rule profile, or None); `luck` holds the luck / skill / other
    shares of the ladder's outcomes. `plot()` draws them (matplotlib); `compare(other)` sets two reports side by side.
    """

    def __init__(self, game: str, rules: dict, policies, n: int, seed: int, traces: list, sides: list,
                 card_names: dict, ladder_games: list, ladder_players: list, profile):
        import pandas as pd

        self.game, self.rules, self.policies, self.n, self.seed, self.sides = game, rules, policies, n, seed, sides
        self.games = metrics.games_table(traces)
        self.by_turn = metrics.by_turn(traces)
        self.cards = metrics.cards_table(traces, card_names)
        self.pairings = pd.DataFrame(ladder_games, columns=["a", "b", "seed", "score", "first"])
        players = ladder_players + ([ladders.GAME] if len(sides) == 1 and ladder_players else [])
        self.ratings = ladders.ratings(ladder_games, players) if ladder_players else None
        self.luck = ladders.luck_skill(ladder_games) if ladder_players else {}
        self.profile = profile
        rows = metrics.game_rows(self.games, sides) + metrics.decision_rows(traces)
        rows += self._ladder_rows()
        self.metrics = pd.DataFrame(rows, columns=["metric", "kind", "value", "low", "high", "n", "sd"])

    def _ladder_rows(self) -> list[dict]:
        rows = []
        if self.ratings is not None:
            for _, r in self.ratings.iterrows():
                rows.append({"metric": f"elo[{r['player']}]", "kind": "rating", "value": r["elo"], "low": r["low"],
                             "high": r["high"], "n": int(r["games"]), "sd": (r["high"] - r["low"]) / (2 * Z)})
        for part in ("luck", "skill"):
            if part in self.luck:
                rows.append({"metric": f"{part}_share", "kind": "share", "value": self.luck[part],
                             "low": float("nan"), "high": float("nan"), "n": len(self.pairings), "sd": float("nan")})
        return rows

    def value(self, metric: str) -> float:
        """Return one metric's value ("first_side_advantage", "elo[heuristic]", …); KeyError naming the metrics."""
        found = self.metrics[self.metrics["metric"] == metric]
        if found.empty:
            raise KeyError(f"no metric {metric!r}; metrics are: {', '.join(self.metrics['metric'])}")
        return float(found["value"].iloc[0])

    def compare(self, other: Report, names: tuple[str, str] = ("this", "other")):
        """Return the metrics of this report and `other` side by side, with other − this and its 95 % interval
        (rates: Newcombe's hybrid score interval; means and ratings: a normal interval of independent samples)."""
        import pandas as pd

        mine = self.metrics.set_index("metric")
        theirs = other.metrics.set_index("metric")
        rows = []
        for metric in [m for m in mine.index if m in theirs.index]:
            a, b = mine.loc[metric], theirs.loc[metric]
            low, high = difference_interval(a, b)
            rows.append({"metric": metric, names[0]: a["value"], names[1]: b["value"],
                         "difference": b["value"] - a["value"], "low": low, "high": high})
        return pd.DataFrame(rows)

    def plot(self, what: str | None = None):
        """Return a matplotlib Figure: every panel, or one of `plots.PANELS` ("advantage", "length", …)."""
        from .plots import figure

        return figure(self, what)

    def _repr_html_(self) -> str:
        head = f"<h4>{self.game}: {self.n} games from seed {self.seed}, {self.policies!r}</h4>"
        return head + self.metrics.to_html(index=False, float_format=lambda x: f"{x:.3g}", na_rep="")

    def __repr__(self) -> str:
        return f"<Report {self.game} n={self.n} seed={self.seed} policies={self.policies!r}>\n" + \
            self.metrics[["metric", "value", "low", "high", "n"]].to_string(index=False, float_format="%.3f")


def difference_interval(a, b) -> tuple[float, float]:
    """Return the 95 % interval of b − a for two metric rows of the same kind (NaN when none applies)."""
    d = b["value"] - a["value"]
    if a["kind"] == "rate":
        return (d - math.hypot(b["value"] - b["low"], a["high"] - a["value"]),
                d + math.hypot(b["high"] - b["value"], a["value"] - a["low"]))
    if a["kind"] in ("mean", "rating") and a["n"] and b["n"]:
        var = (lambda r: r["sd"] ** 2 / r["n"]) if a["kind"] == "mean" else (lambda r: r["sd"] ** 2)
        half = Z * math.sqrt(var(a) + var(b))
        return (d - half, d + half)
    return (float("nan"), float("nan"))
