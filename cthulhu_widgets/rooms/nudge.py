"""A nudge for a slow seat (newcomer review 19, room finding 2): after NUDGE_AFTER seconds on one decision, another
seat may nudge the person waited on, at most once every NUDGE_EVERY seconds a room. The nudged seat's socket alone gets
a bare {"type": "nudge"} (its page beeps and blinks its tab): no text of the sender's choosing, nothing of a hand."""
from __future__ import annotations

import json

from .protocol import Refused

NUDGE_AFTER = 60.0   # seconds a person may think before the others may nudge
NUDGE_EVERY = 60.0   # seconds between two nudges of a room
NUDGE = json.dumps({"type": "nudge"})


def nudge(room, sender: str | None, at: float) -> None:
    """Send the nudge of seat `sender` (None: a spectator) to the seat `room` waits on, at time `at`; Refused (code
    "nudge") saying why not when the game is over, the seat is a bot, the sender's own, or it is too soon."""
    waited = room.state.to_act
    if sender is None or room.state.result is not None or waited is None or waited in room.bots:
        raise Refused("nudge", "only a seat may nudge, and only a person the running game waits on")
    if waited == sender:
        raise Refused("nudge", "it is your own turn: there is nobody to nudge")
    if at - room.turn_from < NUDGE_AFTER:   # a minute of its turn, not of its last action (review 20)
        raise Refused("nudge", f"a person may think for {NUDGE_AFTER:g} s before being nudged")
    if at - getattr(room, "nudged_at", float("-inf")) < NUDGE_EVERY:
        raise Refused("nudge", "this table's last nudge was less than a minute ago")
    room.nudged_at = at
    conn = room.sockets.get(waited)
    if conn is not None:
        conn.send(NUDGE)
