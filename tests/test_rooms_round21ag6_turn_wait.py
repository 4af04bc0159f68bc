"""Newcomer review 20, room_en finding 7: "The waiting timer restarts after each action ('choosing… 0:51', then later
'0:31' in 015, 016). This makes a long turn by B1 look shorter than it was." The state's `waited` (the page's
"B1 (a person) is choosing… 2:12") counts from the start of that seat's turn, not from its last action; a nudge waits
for a minute of the turn too."""
from __future__ import annotations

import asyncio

from rooms_support import create, in_process

import cthulhu_widgets.rooms.room as room_module

PEOPLE = {"A1": "human", "A2": "human", "B1": "human", "B2": "human"}


def test_the_wait_counts_from_the_start_of_the_seats_turn(tmp_path, monkeypatch):
    async def main():
        async with in_process(tmp_path) as (hub, base):
            made = await create(base, game="chaos", seed=3, seats=PEOPLE)
            room = hub.get(made["room"])
            seat = room.state.to_act
            clock = {"t": room.last + 50}
            monkeypatch.setattr(room_module, "now", lambda: clock["t"])
            # the seat's first decision of its turn (a CHAOS turn holds several): still its turn after it
            first = next(a for a in room.state.legal_actions() if a.kind == "move")
            await room.act(seat, str(first), room.step)
            assert room.state.to_act == seat, "this deal's turn should go on after the move"
            clock["t"] += 20
            assert 69 <= room.state_message(seat)["waited"] <= 71   # 50 s + 20 s of one turn, not 20 s
            room.nudge(next(s for s in PEOPLE if s != seat))         # a minute of its turn: it may be nudged
    asyncio.run(main())
