"""Review 33, room_en 4: a secret deal's seed is shown when the game is over (the creator's end strip and Seat links,
room/client.js). Hidden information: until then no seat's state message, no spectator's, no create answer and no
room info carries the seed, in any field."""
from __future__ import annotations

import asyncio
import json

from rooms_support import create, in_process

SEATS = {"A1": "human", "A2": "bot:heuristic", "B1": "bot:heuristic", "B2": "bot:heuristic"}


def _carries(message, seed) -> bool:
    """Return whether the JSON of `message` holds the seed's digits anywhere."""
    return str(seed) in json.dumps(message)


def test_a_secret_seed_reaches_no_browser_before_the_end(tmp_path):
    async def main():
        async with in_process(tmp_path) as (hub, base):
            made = await create(base, game="chaos", seats=SEATS, rules={"max_rounds": 2})
            room = hub.get(made["room"])
            seed = room.spec.seed
            assert room.spec.secret and not _carries(made, seed)
            steps = 0
            while room.state.result is None and steps < 400:
                for seat in (*SEATS, None):
                    message = room.state_message(seat)
                    assert message["seed"] is None and not _carries(message, seed), (seat, room.step)
                assert not _carries(room.info(), seed)
                actor = room.state.to_act
                if actor in room.bots or actor is None:
                    await asyncio.sleep(0.01)
                else:
                    legal = room.state.legal_actions()
                    await room.act(actor, str(legal[0]), room.step)
                steps += 1
            assert room.state.result is not None
            for seat in (*SEATS, None):
                assert room.state_message(seat)["seed"] == seed   # over: the promised seed, to every page

    asyncio.run(main())
