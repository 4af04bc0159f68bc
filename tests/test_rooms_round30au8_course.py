"""Review 29, room_en 2: a person who opened the solo course at the table left the others waiting ~5 min in silence.
The page says {"type": "course", "on": true/false} when its course sheet opens and closes; every seat's state then
says that seat is in the course (its chip and the turn line read so), until it closes the sheet or its socket goes."""
from __future__ import annotations

import asyncio
import json

import pytest

from rooms_support import Conn, create, in_process

from cthulhu_widgets.rooms.nudge import set_course
from cthulhu_widgets.rooms.protocol import Refused, read_message

PEOPLE = {"A1": "human", "A2": "bot:heuristic", "B1": "human", "B2": "bot:heuristic"}


def test_round30au8_course_message_is_read():
    assert read_message(json.dumps({"type": "course", "on": True}))["on"] is True
    with pytest.raises(Refused):
        read_message(json.dumps({"type": "course", "on": "yes"}))


async def _seated(hub, base):
    """Return a CHAOS room with A1 and B1 joined, and their sockets."""
    made = await create(base, game="chaos", seed=3, seats=PEOPLE)
    room = hub.get(made["room"])
    a1, b1 = Conn(), Conn()
    room.join("A1", a1)
    room.join("B1", b1)
    return room, a1, b1


def test_round30au8_the_others_hear_a_seat_is_in_the_course(tmp_path):
    async def main():
        async with in_process(tmp_path) as (hub, base):
            room, a1, b1 = await _seated(hub, base)
            set_course(room, "A1", True)
            assert b1.sent[-1]["type"] == "state" and b1.sent[-1]["seats"]["A1"]["course"] is True
            assert b1.sent[-1]["seats"]["B1"]["course"] is False
            set_course(room, "A1", False)
            assert b1.sent[-1]["seats"]["A1"]["course"] is False
            set_course(room, "A1", True)
            room.leave(a1)   # its socket gone: away, no longer "in the course"
            assert b1.sent[-1]["seats"]["A1"]["course"] is False
            set_course(room, None, True)   # a spectator has no seat to mark
    asyncio.run(main())


def test_round30au8_a_flag_said_again_is_not_broadcast_again(tmp_path):
    """The browser is untrusted: a page repeating {"type": "course", "on": true} at the message rate must not make the
    server rebuild and send every reader's frame each time; only a change is told (round AU's blind review)."""
    async def main():
        async with in_process(tmp_path) as (hub, base):
            room, a1, b1 = await _seated(hub, base)
            set_course(room, "A1", True)
            told = len(b1.sent)
            for _ in range(5):
                set_course(room, "A1", True)
            set_course(room, "B1", False)   # B1 was not in the course: nothing changed
            assert len(b1.sent) == told
            set_course(room, "A1", False)
            assert len(b1.sent) == told + 1 and b1.sent[-1]["seats"]["A1"]["course"] is False
    asyncio.run(main())
