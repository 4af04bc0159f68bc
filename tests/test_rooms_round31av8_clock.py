"""Round AV, fixer AV8 (newcomer review 30, room_en 10): "B1 … has been choosing for 1 min" read the same at 10:53 and
after a 4-minute course (002, 030): B1's combo asked its partner to join, and the partner's quick "no" handed the turn
back, which restarted B1's clock. A partner's answer inside a seat's turn no longer restarts it: `waited` counts from
the start of that seat's turn (CH-C1/CH-C2: the combo's offer and the partner's join or decline are one joint turn)."""
from __future__ import annotations

import asyncio

from rooms_support import create, in_process

import cthulhu_widgets.rooms.room as room_module

PEOPLE = {"A1": "human", "A2": "human", "B1": "human", "B2": "human"}


def _offer(state):
    """Return a combo offer the seat to act may make now, or None."""
    return next((a for a in state.legal_actions() if a.kind == "combo"), None)


def test_a_partners_answer_does_not_restart_the_leaders_clock(tmp_path, monkeypatch):
    async def main():
        async with in_process(tmp_path) as (hub, base):
            for seed in range(1, 40):
                made = await create(base, game="chaos", seed=seed, seats=PEOPLE)
                room = hub.get(made["room"])
                if _offer(room.state):
                    break
            leader = room.state.to_act
            clock = {"t": room.last + 50}
            monkeypatch.setattr(room_module, "now", lambda: clock["t"])
            await room.act(leader, str(_offer(room.state)), room.step)
            partner = room.state.to_act
            assert partner != leader, "the offer should ask the partner"
            clock["t"] += 10
            decline = next(a for a in room.state.legal_actions() if a.kind == "decline")
            await room.act(partner, str(decline), room.step)
            assert room.state.to_act == leader, "the turn should come back to the leader"
            clock["t"] += 20
            assert 79 <= room.state_message(leader)["waited"] <= 81   # 50 + 10 + 20 s of one turn, not 20 s
    asyncio.run(main())
