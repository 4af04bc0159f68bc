"""A CHAOS room never stops a person to ask a lone decline (newcomer round 6d, as the widget: a combo the seat holds
no card to join, a reaction it has no card for): the server plays it at the bots' pace, the journal keeps it, and a
seat with any other move is still asked (CH-COMBO-1, CH-C4)."""
from __future__ import annotations

import asyncio
import random

from rooms_support import Client, create, in_process

from cthulhu_widgets.frames.chaos import forced_pass
from cthulhu_widgets.rooms.room import replay

SEATS = {"A1": "human", "A2": "bot:heuristic", "B1": "bot:heuristic", "B2": "bot:heuristic"}


def test_a_room_declines_for_a_person_whose_only_move_is_to_decline(tmp_path):
    async def main():
        async with in_process(tmp_path) as (hub, base):
            forced = 0
            for seed in range(6):
                made = await create(base, game="chaos", seed=seed, seats=SEATS)
                a1 = await Client(base, made["room"]).connect()
                await a1.join(made["links"]["A1"]["token"])
                rng, acted = random.Random(seed), -1
                while hub.get(made["room"]).step < 150:
                    msg = await a1.until(lambda m: m["type"] == "state")
                    if msg["legal"] and msg["step"] > acted:
                        await a1.send({"type": "act", "id": rng.choice(msg["legal"])["id"], "step": msg["step"]})
                        acted = msg["step"]
                    if msg["view"].get("result"):
                        break
                room = hub.get(made["room"])
                actions = hub.journal.actions(made["room"])
                states = [replay(room.spec, actions[:n]) for n in range(len(actions) + 1)]
                lone = {n for n, s in enumerate(states) if s.to_act == "A1" and forced_pass(s) is not None}
                asked = [m["step"] for m in a1.received if m["type"] == "state" and m["legal"] and m["step"] in lone]
                assert not asked, f"seed {seed}: A1 was asked a lone decline at steps {asked}"
                forced += len(lone)
                a1.close()
            assert forced, "no lone decline of the person's in six rooms: the test shows nothing"
    asyncio.run(main())
