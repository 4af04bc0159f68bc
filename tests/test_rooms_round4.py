"""Rooms, round 4 of issue 23 (the newcomer's finding 9): the list of tables says where a table is in the game's own
count — CHAOS's and Mythos's round, Letter's turn — not the engine's step; the public info carries that count."""
from __future__ import annotations

import asyncio

from rooms_support import create, http, in_process

BOTS = {"chaos": {"A1": "bot:random", "A2": "bot:random", "B1": "bot:random", "B2": "bot:random"},
        "mythos": {"p0": "bot:random", "p1": "bot:random"},
        "letter": {"player": "bot:random"}}
COUNTER = {"chaos": "round", "mythos": "round", "letter": "turn"}


async def _played(hub, room, steps=10_000):
    """Wait until the bots of `room` took `steps` steps or ended the game (the bots then stop: it stays still)."""
    for _ in range(3000):
        live = hub.get(room)
        if live.step >= steps or live.state.result is not None:
            return live
        await asyncio.sleep(0.01)
    return hub.get(room)


def test_issue23_round4_listing_says_each_games_round_or_turn_not_the_step(tmp_path):
    """Issue 23 finding 9 (rooms: lobby): each listed table's public info has `round`, the game's own count (CHAOS
    CH-TEAM-3 rounds, Mythos MY-ROUND-1 rounds, Letter LS-TURN-1 turns), which is not the step once moves were made."""
    async def main():
        async with in_process(tmp_path) as (hub, base):
            rooms = {g: (await create(base, game=g, seed=5, name=g, seats=s))["room"] for g, s in BOTS.items()}
            lived = {g: await _played(hub, r) for g, r in rooms.items()}
            status, listing = await http(base, "/cthulhu/rooms")
            assert status == 200
            by_name = {r["name"]: r for r in listing["rooms"]}
            for game, live in lived.items():
                counted = getattr(live.state, COUNTER[game])
                assert by_name[game]["round"] == counted >= 1, game
                assert by_name[game]["step"] == live.step
            assert by_name["chaos"]["round"] < by_name["chaos"]["step"]   # 4 seats, several moves a turn
    asyncio.run(main())


def test_issue23_round4_the_state_message_carries_the_round_too(tmp_path):
    """Issue 23 finding 9: a seat's state message has the same `round` as the listing (one public field)."""
    async def main():
        async with in_process(tmp_path) as (hub, base):
            room = (await create(base, game="chaos", seed=2, seats=BOTS["chaos"]))["room"]
            live = await _played(hub, room, steps=12)
            assert live.state_message(None)["round"] == live.state.round == live.info()["round"]
    asyncio.run(main())
