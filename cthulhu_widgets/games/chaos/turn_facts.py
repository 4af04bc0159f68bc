"""Facts of the seat to act that the table's words read: its teammate, and whether its ended cards give extra steps."""
from __future__ import annotations


def teammate(state) -> str:
    """Return the teammate of the seat to act."""
    seat = state.to_act
    return next((s for s in ("A1", "A2", "B1", "B2") if s != seat and s[0] == seat[0]), "")


def extra_follows(state) -> bool:
    """Return whether ending the cards leads to the extra steps they gave (CH-CARD-4 (4)), not to the draw."""
    seat = state.to_act
    return state.extra > 0 and not state.halted and bool(state._own_move_options(seat) or state._spins(seat))
