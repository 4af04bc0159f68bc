"""Scenario helpers shared by the CHAOS card and second-edition tests: a laid-out asylum game, cells, idle turns."""
from __future__ import annotations

from cthulhu_widgets.games import chaos

SEATS = chaos.SEATS


def game(seed: int = 7, rules=None, hands=None, **setup):
    """Return a game laid out by `setup`; hands not named are empty; A first, gate open, a bomb at (8, 8)."""
    base = {"first": "A", "bombs": [[8, 8]], "gate_open": True}
    base.update(setup)
    base["hands"] = {seat: [] for seat in SEATS} | (hands or {})
    return chaos.new_game(seed, rules=rules, setup=base)


def cell(s, seat: str) -> list[int]:
    """Return the 1-based cell of a seat's piece."""
    r, c = s.pos[seat]
    return [r + 1, c + 1]


def idle(s, turns: int = 1) -> None:
    """Let the seats to act pass `turns` turns: no move, no card."""
    for _ in range(turns):
        s.act("stay")
        s.act("end")
