"""The skill ladder: policies paired on the same seeds, Bradley–Terry ratings (Elo scale) with intervals, and the
luck-versus-skill share of the outcomes' variance.

A game with several sides (CHAOS's teams, Mythos's players) plays every pairing twice on each seed: policy A holds
the first side and B every other, then the other way round. A solo game (Letter) plays each policy on every seed
against the game itself, which is then rated as a player too.
"""
from __future__ import annotations

import math

from ..bots.ismcts import reward
from ..games import get_spec
from ..sim import simulate

ELO = 400 / math.log(10)  # Elo points per unit of natural-log strength
DEFAULT_LADDER = ("random", "heuristic", ("ismcts", {"iterations": 8}), ("ismcts", {"iterations": 32}))
GAME = "the game"


def label(policy) -> str:
    """Return a short name of a policy: "heuristic", "ismcts-32" (its iterations), or the name with its options."""
    if isinstance(policy, str):
        return policy
    name, options = policy
    if set(options) == {"iterations"}:
        return f"{name}-{options['iterations']}"
    return f"{name}{options}" if options else name


def play_ladder(module, sides: dict, policies, pairs: str, n: int, seed: int, run: dict) -> list[dict]:
    """Return one row per game played: a, b (labels), seed, score (A's: 1 / 0.5 / 0) and first (A held the first
    side). `sides` maps each deciding side to its seats, the first side first."""
    order = list(sides)
    teams = get_spec(module).teams or {}
    labels = [label(p) for p in policies]
    rows = []
    if len(order) == 1:  # solo: each policy against the game
        for p, name in zip(policies, labels, strict=True):
            games = simulate(module, policies=p, n=n, seed=seed, **run)
            rows += [{"a": name, "b": GAME, "seed": s, "score": reward(_Res(o), order[0], teams), "first": True}
                     for s, o in zip(games["seed"], games["outcome"], strict=True)]
        return rows
    for i, j in pairings(len(policies), pairs):
        for a, b, first in ((i, j, True), (j, i, False)):
            seats = {seat: policies[a] if side == order[0] else policies[b]
                     for side, group in sides.items() for seat in group}
            games = simulate(module, policies=seats, n=n, seed=seed, **run)
            for s, o in zip(games["seed"], games["outcome"], strict=True):
                r = reward(_Res(o), order[0], teams)
                rows.append({"a": labels[i], "b": labels[j], "seed": s, "score": r if first else 1 - r,
                             "first": first})
    return rows


class _Res:
    """The outcome of a finished game, as `reward` reads it."""

    def __init__(self, outcome: str):
        self.outcome = outcome


def pairings(k: int, pairs: str) -> list[tuple[int, int]]:
    """Return the index pairs of `k` policies that play: each with the next ("adjacent") or every pair ("all")."""
    if pairs == "adjacent":
        return [(i, i + 1) for i in range(k - 1)]
    if pairs == "all":
        return [(i, j) for i in range(k) for j in range(i + 1, k)]
    raise ValueError(f"pairs must be 'adjacent' (each policy with the next) or 'all', not {pairs!r}")


def ratings(games: list[dict], players: list[str]):
    """Return the Bradley–Terry ratings on the Elo scale: player, elo, low, high (95 %), games, score (mean).

    Fitted by maximum likelihood (Hunter's MM iterations), a draw counting half a win to each, with one virtual draw
    added to every pair that met (so a perfect record has a finite rating); the first player is the anchor at 0, and
    the intervals come from the observed information matrix with the anchor fixed.
    """
    import numpy as np
    import pandas as pd

    idx = {p: i for i, p in enumerate(players)}
    k = len(players)
    met, won = np.zeros((k, k)), np.zeros(k)
    for g in games:
        i, j = idx[g["a"]], idx[g["b"]]
        met[i, j] += 1
        met[j, i] += 1
        won[i] += g["score"]
        won[j] += 1 - g["score"]
    pairs = met > 0
    met, won = met + pairs, won + 0.5 * pairs.sum(axis=1)
    gamma = np.ones(k)
    for _ in range(5000):
        new = won / (met / (gamma[:, None] + gamma[None, :])).sum(axis=1)
        new /= new[0]
        if np.max(np.abs(np.log(new) - np.log(gamma))) < 1e-12:
            gamma = new
            break
        gamma = new
    theta = np.log(gamma)
    p = gamma[:, None] / (gamma[:, None] + gamma[None, :])
    info = -met * p * p.T
    np.fill_diagonal(info, 0.0)
    np.fill_diagonal(info, -info.sum(axis=1))
    se = np.zeros(k)
    if k > 1:
        se[1:] = np.sqrt(np.diag(np.linalg.inv(info[1:, 1:])))
    played = met.sum(axis=1) - pairs.sum(axis=1)
    return pd.DataFrame({"player": players, "elo": ELO * theta, "low": ELO * (theta - 1.96 * se),
                         "high": ELO * (theta + 1.96 * se), "games": played.astype(int),
                         "score": (won - 0.5 * pairs.sum(axis=1)) / np.maximum(played, 1)})


def variance_shares(matrix: list[list[float]]) -> dict:
    """Return the shares of the outcomes' variance (two-way analysis without replication) of a seeds × policies
    matrix: luck (between seeds), skill (between policies) and other (the rest: the bots' own chance, the
    interaction, the chance after the deal); NaN when every outcome is the same."""
    n, k = len(matrix), len(matrix[0]) if matrix else 0
    if n < 1 or k < 2:
        return {"luck": float("nan"), "skill": float("nan"), "other": float("nan"), "total": 0.0}
    grand = sum(map(sum, matrix)) / (n * k)
    total = sum((x - grand) ** 2 for row in matrix for x in row)
    rows = k * sum((sum(row) / k - grand) ** 2 for row in matrix)
    cols = n * sum((sum(row[c] for row in matrix) / n - grand) ** 2 for c in range(k))
    if total <= 1e-12:
        return {"luck": float("nan"), "skill": float("nan"), "other": float("nan"), "total": 0.0}
    return {"luck": rows / total, "skill": cols / total, "other": (total - rows - cols) / total, "total": total}


def luck_skill(games: list[dict]) -> dict:
    """Return the pooled variance shares over every pairing: per pairing a seeds × (A first, B first) matrix of the
    first side's result (solo: seeds × policies of the player's result), its sums of squares added up."""
    blocks: dict = {}
    for g in games:
        key = GAME if g["b"] == GAME else (g["a"], g["b"])
        column = g["a"] if g["b"] == GAME else g["first"]
        value = g["score"] if g["first"] else 1 - g["score"]  # the first side's result
        blocks.setdefault(key, {}).setdefault(g["seed"], {})[column] = value
    sums = {"luck": 0.0, "skill": 0.0, "other": 0.0, "total": 0.0}
    for by_seed in blocks.values():
        columns = sorted({c for row in by_seed.values() for c in row}, key=str)
        matrix = [[row[c] for c in columns] for row in by_seed.values() if len(row) == len(columns)]
        shares = variance_shares(matrix)
        if shares["total"] > 0:
            for part in ("luck", "skill", "other"):
                sums[part] += shares[part] * shares["total"]
            sums["total"] += shares["total"]
    if not sums["total"]:
        return {"luck": float("nan"), "skill": float("nan"), "other": float("nan")}
    return {part: sums[part] / sums["total"] for part in ("luck", "skill", "other")}
