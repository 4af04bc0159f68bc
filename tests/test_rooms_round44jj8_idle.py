"""Newcomer review 39, room_zh 12 (002, 075): a "CHAOS 牌桌 2" sat at "轮到 A1 · 第 12/20 轮" in the lobby's list all
session, and nothing said nobody had moved there for long. A listed table's public info now says how long since its
last move (`idle`, whole seconds; None once over), so the list can say "A1 to act · idle 25 min"."""
from __future__ import annotations

import asyncio

from rooms_support import create, in_process

import cthulhu_widgets.rooms.room as room_module

PEOPLE = {"A1": "human", "A2": "human", "B1": "human", "B2": "human"}


def test_a_listed_table_says_how_long_since_its_last_move(tmp_path, monkeypatch):
    async def main():
        async with in_process(tmp_path) as (hub, base):
            made = await create(base, game="chaos", seed=3, seats=PEOPLE, listed=True)
            room = hub.get(made["room"])
            clock = {"t": room.last + 1500}
            monkeypatch.setattr(room_module, "now", lambda: clock["t"])
            row = next(r for r in hub.listing()["rooms"] if r["room"] == made["room"])
            assert row["idle"] == 1500, row   # 25 min since the table began, nobody moved
            seat = room.state.to_act
            await room.act(seat, str(room.state.legal_actions()[0]), room.step)
            clock["t"] += 30
            row = next(r for r in hub.listing()["rooms"] if r["room"] == made["room"])
            assert row["idle"] == 30, row   # a move starts it again
            assert "idle" not in room.state_message(seat)   # the table's own page has its turn clock (`waited`)
    asyncio.run(main())
