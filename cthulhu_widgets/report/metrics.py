"""The report's numbers from game traces: the games table, branching by turn, cards, and the metrics table.

Every metric row holds metric, kind ("rate": a share with its 95 % Wilson interval; "mean": a mean with a normal
95 % interval; "rating"; "share"), value, low, high, n (games or decisions it is taken over) and sd (of a mean).
The formulas are written out in docs/report.md.
"""
from __future__ import annotations

import math

from ..sim import wilson

Z = 1.96


def games_table(traces: list[dict]):
    """Return one row per game: seed, outcome, cause, length, moves, decisions, branching (mean legal moves of its
    decisions), first_side, reward_<side>, lead_changes, lead_rate (changes / moves), decided_at."""
    import pandas as pd

    rows = []
    for t in traces:
        legal = [k for _, k in t["decisions"]]
        row = {"seed": t["seed"], "outcome": t["outcome"], "cause": t["cause"], "length": t["length"],
               "moves": t["moves"], "decisions": len(legal),
               "branching": sum(legal) / len(legal) if legal else float("nan"), "first_side": t["first_side"]}
        row.update({f"reward_{side}": r for side, r in t["rewards"].items()})
        changes = t["lead_changes"]
        row["lead_changes"] = float("nan") if changes is None else changes
        row["lead_rate"] = float("nan") if changes is None else changes / max(1, t["moves"])
        row["decided_at"] = float("nan") if t["decided_at"] is None else t["decided_at"]
        rows.append(row)
    return pd.DataFrame(rows).sort_values("seed", ignore_index=True)


def by_turn(traces: list[dict]):
    """Return per turn (the game's own counter): decisions, branching (mean legal moves) and forced (share of
    decisions with one legal move)."""
    import pandas as pd

    legal: dict = {}
    for t in traces:
        for turn, k in t["decisions"]:
            legal.setdefault(turn, []).append(k)
    rows = [{"turn": turn, "decisions": len(ks), "branching": sum(ks) / len(ks),
             "forced": sum(k == 1 for k in ks) / len(ks)} for turn, ks in sorted(legal.items())]
    return pd.DataFrame(rows, columns=["turn", "decisions", "branching", "forced"])


def cards_table(traces: list[dict], names: dict):
    """Return per card: name, games (played in), share (games / n), plays (deciding side-games in which it was put
    to use) and win_rate of those sides with its Wilson interval (low, high)."""
    import pandas as pd

    games, plays, won = {}, {}, {}
    for t in traces:
        for card, sides in t["cards"].items():
            games[card] = games.get(card, 0) + 1
            for side in sides:
                if side in t["rewards"]:
                    plays[card] = plays.get(card, 0) + 1
                    won[card] = won.get(card, 0) + t["rewards"][side]
    rows = []
    for card in sorted(set(names) | set(games), key=str):
        k, m = won.get(card, 0), plays.get(card, 0)
        low, high = wilson(k, m) if m else (float("nan"), float("nan"))
        rows.append({"card": card, "name": names.get(card, str(card)), "games": games.get(card, 0),
                     "share": games.get(card, 0) / len(traces), "plays": m,
                     "win_rate": k / m if m else float("nan"), "low": low, "high": high})
    return pd.DataFrame(rows, columns=["card", "name", "games", "share", "plays", "win_rate", "low", "high"])


def rate_row(metric: str, k: float, n: int) -> dict:
    """Return a rate's row: k successes (draws may count half) of n, with the Wilson interval."""
    low, high = wilson(k, n) if n else (float("nan"), float("nan"))
    return {"metric": metric, "kind": "rate", "value": k / n if n else float("nan"), "low": low, "high": high,
            "n": n, "sd": float("nan")}


def mean_row(metric: str, values) -> dict:
    """Return a mean's row with its normal 95 % interval (mean ± 1.96 sd / sqrt(n)); NaN values are left out."""
    xs = [float(v) for v in values if v == v]
    n = len(xs)
    if not n:
        return {"metric": metric, "kind": "mean", "value": float("nan"), "low": float("nan"), "high": float("nan"),
                "n": 0, "sd": float("nan")}
    mean = sum(xs) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in xs) / (n - 1)) if n > 1 else 0.0
    half = Z * sd / math.sqrt(n)
    return {"metric": metric, "kind": "mean", "value": mean, "low": mean - half, "high": mean + half, "n": n, "sd": sd}


def game_rows(games, sides: list) -> list[dict]:
    """Return the metric rows read from the games table: win rate per side, first-side advantage, drawishness,
    decisiveness, length, decisions, lead changes."""
    n = len(games)
    rows = [rate_row(f"win_rate[{side}]", float(games[f"reward_{side}"].sum()), n) for side in sides]
    if len(sides) > 1:  # a solo game has no first side to compare with
        first = [row[f"reward_{row['first_side']}"] for _, row in games.iterrows()]
        rows.append(rate_row("first_side_advantage", float(sum(first)), n))
    rows.append(rate_row("drawishness", float((games["outcome"] == "draw").sum()), n))
    rows += [mean_row("decisiveness_moves", games["decided_at"]), mean_row("length", games["length"]),
             mean_row("decisions", games["decisions"]), mean_row("lead_changes", games["lead_changes"]),
             mean_row("lead_change_rate", games["lead_rate"])]
    return rows


def decision_rows(traces: list[dict]) -> list[dict]:
    """Return the branching factor (mean legal moves over every decision) and the forced-move share."""
    legal = [k for t in traces for _, k in t["decisions"]]
    return [mean_row("branching", legal), rate_row("forced_share", sum(k == 1 for k in legal), len(legal))]
