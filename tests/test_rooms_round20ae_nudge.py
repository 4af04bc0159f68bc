"""Round AE (newcomer review 19, room finding 2): "'A1 正在选择… 3:53' just keeps counting. I did not know whether A1 had
left." The state says, per seat, whether it is connected and how long ago a person's seat left; after 60 s another
seat may nudge the seat waited on: at most once a minute, a bare {"type": "nudge"} to that seat's socket only (no
text of the sender's choosing, nothing of a hand)."""
from __future__ import annotations

import asyncio

import pytest

from rooms_support import Conn, create, in_process

import cthulhu_widgets.rooms.room as room_module
from cthulhu_widgets.rooms.protocol import Refused, read_message

PEOPLE = {"A1": "human", "A2": "human", "B1": "human", "B2": "human"}


def test_round20ae_nudge_reaches_only_the_seat_waited_on_once_a_minute(tmp_path, monkeypatch):
    async def main():
        async with in_process(tmp_path) as (hub, base):
            made = await create(base, game="chaos", seed=3, seats=PEOPLE)
            room = hub.get(made["room"])
            waited = room.state.to_act
            other = next(s for s in PEOPLE if s != waited)
            conns = {s: Conn() for s in (waited, other)}
            for s, c in conns.items():
                room.join(s, c)
            start = room.last
            clock = {"t": start + 30}
            monkeypatch.setattr(room_module, "now", lambda: clock["t"])
            with pytest.raises(Refused, match="60"):
                room.nudge(other)                       # too early: a person may think for a minute
            clock["t"] = start + 61
            with pytest.raises(Refused):
                room.nudge(waited)                      # nobody nudges themself
            with pytest.raises(Refused):
                room.nudge(None)                        # a spectator does not nudge
            before = {s: len(c.sent) for s, c in conns.items()}
            room.nudge(other)
            got = conns[waited].sent[before[waited]:]
            assert got == [{"type": "nudge"}], got      # a bare nudge: no text, no sender's words
            assert all(m.get("type") != "nudge" for m in conns[other].sent)
            clock["t"] = start + 100
            with pytest.raises(Refused, match="minute"):
                room.nudge(other)                       # at most once a minute
            clock["t"] = start + 125
            room.nudge(other)
            assert conns[waited].sent[-1] == {"type": "nudge"}
    asyncio.run(main())


def test_round20ae_state_says_how_long_ago_a_persons_seat_left(tmp_path, monkeypatch):
    async def main():
        async with in_process(tmp_path) as (hub, base):
            made = await create(base, game="chaos", seed=3, seats=PEOPLE)
            room = hub.get(made["room"])
            a1, a2 = Conn(), Conn()
            room.join("A1", a1)
            room.join("A2", a2)
            clock = {"t": room.last + 10}
            monkeypatch.setattr(room_module, "now", lambda: clock["t"])
            room.leave(a1)
            clock["t"] += 125
            seats = room.state_message("A2")["seats"]
            assert seats["A1"]["connected"] is False and seats["A1"]["left"] == 125
            assert seats["A2"]["connected"] is True and seats["A2"]["left"] is None
            assert seats["B1"]["left"] is None           # never joined: not "left"
            room.join("A1", Conn())
            assert room.state_message("A2")["seats"]["A1"]["left"] is None
    asyncio.run(main())


def test_round20ae_nudge_is_a_message_type():
    assert read_message('{"type": "nudge"}') == {"type": "nudge"}
