"""When the seat to act began its turn: a partner asked inside it (a CHAOS combo's join, CH-C2) hands it back with its
clock going on, so "B1 has been choosing for 1 min" does not restart after B2's quick "no" (review 30, room_en 10)."""
from __future__ import annotations


def turn_start(room, nxt, at: float) -> tuple[float, tuple | None]:
    """Return the room's (turn_from, turn_held) once state `nxt` follows its state at time `at`: unchanged while the
    same seat acts; the held start when the turn comes back to the seat it was handed from within the same turn (the
    state's `turn` counter unchanged); else `at`."""
    was = room.state
    if nxt.to_act == was.to_act:
        return room.turn_from, getattr(room, "turn_held", None)
    back = getattr(room, "turn_held", None)
    turn = getattr(nxt, "turn", None)
    held = (was.to_act, getattr(was, "turn", None), room.turn_from)
    same = back is not None and turn is not None and back[0] == nxt.to_act and back[1] == turn
    return (back[2] if same else at), held
