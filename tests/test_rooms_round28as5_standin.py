"""Review 27, room_en 7 (123): after a bot took B1's seat, the head still said "B1 (a person) has not joined yet ·
waiting for 0 s". While a stand-in bot plays a person's seat (rooms/takeover.py), the seats every browser is sent
say a bot plays it (not a person, there, which bot, and that it stands in); its person back, a person's seat again."""
from __future__ import annotations

import asyncio

from rooms_support import in_process
from test_rooms_round24ao8_takeover import Conn, stalled

import cthulhu_widgets.rooms.room as room_module
from cthulhu_widgets.rooms.takeover import ask_for_bot


def test_round28as5_a_stand_in_bot_s_seat_reads_as_a_bot_s(tmp_path, monkeypatch):
    async def main():
        async with in_process(tmp_path) as (hub, base):
            room, waited, other = await stalled(hub, base)
            reader = Conn()
            room.join(other, reader)                          # the waited seat's person never joined
            assert reader.last_state()["seats"][waited] == {"human": True, "bot": None, "connected": False,
                                                            "left": None, "course": False}
            monkeypatch.setattr(room_module, "now", lambda: room.turn_from + 200)
            ask_for_bot(room, other, waited)
            info = reader.last_state()["seats"][waited]
            assert info["human"] is False and info["connected"] is True and info["standin"] is True
            assert info["bot"] == "heuristic"
            room.join(waited, Conn())                         # its person comes: theirs again
            info = reader.last_state()["seats"][waited]
            assert info["human"] is True and info["connected"] is True and not info.get("standin")
    asyncio.run(main())


def test_round28as5_the_wait_counts_from_the_first_person_on_and_survives_a_return(tmp_path, monkeypatch):
    """Review 27, room_en 6 (097 → 103 → 106): B1 never joined the new table; A1 left for Tables and came back and the
    wait read "0 s" again, so "Let a bot play B1" came 3 min after the return. The table's own clock: it starts when
    its first person sits (review 24: not at the table's making), and a return or a second person does not restart
    it."""
    async def main():
        async with in_process(tmp_path) as (hub, base):
            room, waited, other = await stalled(hub, base)
            clock = {"t": room.turn_from + 600}               # nobody came for 10 min
            monkeypatch.setattr(room_module, "now", lambda: clock["t"])
            first = Conn()
            room.join(other, first)
            assert first.last_state()["waited"] == 0        # not "10 min" on arrival (review 24, AP8 5)
            clock["t"] += 60
            room.leave(first)
            clock["t"] += 30
            back = Conn()
            room.join(other, back)                            # back from Tables: the same clock, not 0 s
            assert back.last_state()["waited"] == 90
    asyncio.run(main())
