"""Cells: the engine counts rows and columns from 0; the rules (chaos.md), actions, events and views from 1."""
from __future__ import annotations

from ...core.actions import Action


def public_cell(cell) -> list[int]:
    """Return a 0-based cell as the public 1-based [row, col]."""
    return [cell[0] + 1, cell[1] + 1]


def at(kind: str, cell) -> Action:
    """Return the action `kind` aimed at a 0-based cell, written 1-based as the spec writes cells."""
    found = _AIMED.get((kind, cell))
    if found is None:  # built once per kind and cell: legal moves and picks are listed at nearly every step
        found = _AIMED[(kind, cell)] = Action(kind, row=cell[0] + 1, col=cell[1] + 1)
    return found


_AIMED: dict = {}


def cell_of(action) -> tuple[int, int]:
    """Return the 0-based cell an action aims at."""
    return (action["row"] - 1, action["col"] - 1)
