"""A nudge for a slow seat (newcomer review 19, room finding 2): after NUDGE_AFTER seconds on one decision, another
seat may nudge the person waited on, at most once every NUDGE_EVERY seconds a room. The nudged seat's socket alone gets
a bare {"type": "nudge"} (its page beeps and blinks its tab): no text of the sender's choosing, nothing of a hand."""
from __future__ import annotations

import json

from .protocol import Refused
from .room_words import nudge_refused

NUDGE_AFTER = 60.0   # seconds a person may think before the others may nudge
NUDGE_EVERY = 60.0   # seconds between two nudges of a room
NUDGE = json.dumps({"type": "nudge"})


def nudge(room, sender: str | None, at: float, lang: str = "en") -> None:
    """Send the nudge of seat `sender` (None: a spectator) to the seat `room` waits on, at time `at`; Refused (code
    "nudge") saying why not, in `lang` (the sender's reading of the table), when the game is over, the seat is a bot,
    the sender's own, or it is too soon."""
    def refuse(why: str) -> Refused:
        return Refused("nudge", nudge_refused(room.spec.game, lang, why))

    waited = room.state.to_act
    if sender is None or room.state.result is not None or waited is None or waited in room.bots:
        raise refuse("who")
    if waited == sender:
        raise refuse("own")
    if at - room.turn_from < NUDGE_AFTER:   # a minute of its turn, not of its last action (review 20)
        raise refuse("soon")
    if at - getattr(room, "nudged_at", float("-inf")) < NUDGE_EVERY:
        raise refuse("again")
    room.nudged_at = at
    conn = room.sockets.get(waited)
    if conn is not None:
        conn.send(NUDGE)


def set_course(room, seat: str | None, on: bool, conn=None) -> None:
    """Mark `seat` as in the solo course (its page's course sheet open: room/learn_sheet.js) or not, and tell every
    seat: the others read "A1 is in the solo course", not a silent wait (review 29, room_en 2). Kept with the seat's
    connection (`conn`, else its current one): a new connection or none is not in the course. A spectator marks
    nothing."""
    if seat is None or seat not in room.seats:
        return
    courses = room.__dict__.setdefault("in_course", {})
    was = courses.get(seat)
    if on:
        courses[seat] = conn if conn is not None else room.sockets.get(seat)
    else:
        courses.pop(seat, None)
    # told only when it changed: a page flipping the flag at the message rate must not make the server rebuild
    # every reader's frame each time (round AU's blind review)
    if courses.get(seat) is not was:
        room.broadcast()


def in_course(room, seat: str) -> bool:
    """Return whether `seat`'s person, connected, has its course sheet open (set_course)."""
    conn = room.sockets.get(seat)
    return conn is not None and room.__dict__.get("in_course", {}).get(seat) is conn
