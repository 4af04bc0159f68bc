"""A bot for a stalled seat (newcomer review 23, room_en finding 8: "B1 sat on one turn for more than 5 minutes; Nudge
did nothing more: the table was stuck"). Once a person has thought for the room's `takeover` minutes on one turn (an
option of the room, 3 by default; 0: never), the other seated persons may ask the server to let a bot play that seat:
a majority of the other connected persons (one, when they are the only other person). The server keeps the clock and
the count; a message can only ask. The bot plays the seat until its person comes back: their next message that acts,
an "I'm back", or their reconnection."""
from __future__ import annotations

import json

from ..bots import make_bot
from .protocol import Refused
from .room_words import takeover_refused

STANDIN_BOT = "heuristic"   # the bot that plays a stalled seat where the room seats no bot of its own


class Takeover:
    """One room's stand-in bots (seat -> bot) and the asks of the turn they are counted for."""

    def __init__(self, minutes: int):
        self.after = minutes * 60.0 if minutes else None   # seconds; None: never
        self.bots: dict = {}
        self.asked: set = set()
        self.turn = None   # (seat, its turn's start) the asks count for: a new turn starts a new count


def voters(room, seat: str) -> list:
    """Return the persons who may ask for a bot at `seat`: the other human seats with a connection."""
    return [s for s in room.seats if s != seat and s not in room.bots and s in room.sockets]


def needed(room, seat: str) -> int:
    """Return how many asks let a bot play `seat`: a majority of the other connected persons (at least one)."""
    return len(voters(room, seat)) // 2 + 1


def ask(room, sender: str | None, seat, at: float, lang: str = "en") -> bool:
    """Count `sender`'s ask that a bot play `seat` (the seat waited on) at time `at`; return whether a bot now plays
    it. Refused (code "takeover", in `lang`) when the room never hands a seat over, the ask is not a connected other
    person's, the seat is not a person the running game waits on, a bot plays it already, or it is too soon."""
    def refuse(why: str) -> Refused:
        return Refused("takeover", takeover_refused(room.spec.game, lang, why, room.spec.takeover))

    held = room.takeover
    if held.after is None:
        raise refuse("off")
    if sender is None or sender in room.bots or sender not in room.sockets:
        raise refuse("who")
    if seat == sender:
        raise refuse("own")
    if room.state.result is not None or seat != room.state.to_act or seat in room.bots:
        raise refuse("waited")
    if seat in held.bots:
        raise refuse("already")
    if at - room.turn_from < held.after:
        raise refuse("soon")
    if held.turn != (seat, room.turn_from):
        held.turn, held.asked = (seat, room.turn_from), set()
    held.asked.add(sender)
    if len(held.asked & set(voters(room, seat))) < needed(room, seat):
        return False
    index = room.seats.index(seat)
    held.bots[seat] = make_bot(standin_kind(room), room.spec.game, seed=room.spec.seed + 101 + index)
    held.asked = set()
    return True


def standin_kind(room) -> str:
    """Return the bot that plays a stalled seat: the room's own (the first bot it seats), else STANDIN_BOT."""
    return next((room.spec.bot(s) for s in room.seats if room.spec.bot(s)), STANDIN_BOT)


def ask_for_bot(room, sender: str | None, seat, conn=None) -> None:
    """Count `sender`'s ask (from `conn`) that a bot play the stalled `seat`; once enough asked, the bot plays it and
    the chat tells everyone. A refusal speaks the language `conn` reads the table in."""
    if ask(room, sender, seat, _now(), room.langs.get(conn, "en")):
        tell(room, "takeover", seat)
        room.wake_bots()
    room.broadcast()


def come_back(room, seat, broadcast: bool = False) -> bool:
    """The person of `seat` is back (acted, said so, or reconnected): a bot that played it stops, and the chat says
    so (the state too, with `broadcast`); return whether a bot played it until now."""
    if room.takeover.bots.pop(seat, None) is None:
        return False
    tell(room, "back", seat)
    if broadcast:
        room.broadcast()
    return True


def tell(room, event: str, seat: str) -> None:
    """Send every connection of `room` the table's own chat line (journaled) that `event` happened to `seat`."""
    text = json.dumps(room.chat.message([room.chat.tell(event, seat)]))
    for conn in [*room.sockets.values(), *room.spectators]:
        conn.send(text)


def _now() -> float:
    from .room import now   # the rooms' clock (a test's may stand in): imported here, as room.py imports this module
    return now()


def standin_info(room) -> dict:
    """Return the seat info of a person's seat a stand-in bot plays: a bot's, there, until its person is back (review
    27, room_en 7: "B1 (a person) has not joined yet · waiting for 0 s" after a bot took it)."""
    return {"human": False, "bot": standin_kind(room), "connected": True, "left": None, "standin": True}


def public(room) -> dict:
    """Return what every seat sees of it: after how many seconds a seat may be handed over (None: never), the seats a
    bot plays for their person, and, for the seat waited on, who asked and how many asks it takes."""
    held, seat = room.takeover, room.state.to_act
    counting = held.turn == (seat, room.turn_from)
    return {"after": held.after, "bots": sorted(held.bots),
            "asked": sorted(held.asked) if counting else [],
            "needed": needed(room, seat) if seat in room.seats else None}
