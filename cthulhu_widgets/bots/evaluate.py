"""Leaf evaluations for search bots: the worth of an unfinished (sampled) position for a seat, in [0, 1].

ISMCTS cuts rollouts where a game is too long to play out; the cut position is then scored here. Each
function reads a determinized world, so it sees only sampled hidden cards, never the true ones.
"""
from __future__ import annotations

import math

from .chaos_heuristic import _Board, board_view

# How many steps of advantage in the race to the gate make a CHAOS position worth about 0.73 (1 / (1 + e^-1)).
CHAOS_SCALE = 3.0


def chaos_race(world, seat: str) -> float:
    """Return the chance-like worth of a CHAOS position for `seat`'s team: its lead in the race to the gate.

    A team's distance is its best patient's steps to the key then the gate (or to the gate once open);
    the lead is the other team's distance minus ours, squashed by a logistic curve.
    """
    if world.result is not None:
        outcome = world.result.outcome
        return 0.5 if outcome == "draw" else float(outcome == world.team(seat))
    board = _Board(board_view(world, None, scoring=False), seat)
    gate_steps = board.distances(board.gate)
    team = world.team(seat)
    mine = theirs = 99.0
    for piece in board.view["pieces"]:
        if piece["role"] != "patient" or piece["cell"] is None:
            continue
        cell = tuple(piece["cell"])
        if board.view["gate_open"] or board.key is None:
            steps = gate_steps.get(cell, 99)
        else:
            steps = board.to_goal(cell, board.key) + gate_steps.get(board.key, 99)
        if piece["team"] == team:
            mine = min(mine, steps)
        else:
            theirs = min(theirs, steps)
    return 1.0 / (1.0 + math.exp(-(theirs - mine) / CHAOS_SCALE))


# How many points of lead (Sanity + adventure points, MY-END-1) make a Mythos position worth about 0.73.
MYTHOS_SCALE = 4.0


def mythos_lead(world, seat: str) -> float:
    """Return the worth of a Mythos position for `seat`: its score (Sanity + adventure points) lead over the best
    other player, squashed by a logistic curve (the score decides the game whenever it ends, MY-END-1)."""
    if world.result is not None:
        outcome = world.result.outcome
        return 0.5 if outcome == "draw" else float(outcome == seat)
    scores = world.scores()
    me = int(seat[1:])
    lead = scores[me] - max(s for i, s in enumerate(scores) if i != me)
    return 1.0 / (1.0 + math.exp(-lead / MYTHOS_SCALE))

