"""Review 37, room_en 4 / room_zh 5: after "Play again" the creator's second table had no "Seat links" button and
showed no seed at its end (the first did): the creator's page held the first table's links only. A page that sends,
with its ask, every key of the finished table (only the creator holds them all) is given the new table's links
before its own link, so its next page has the same Share button and end seed; a page short of one key gets its own
link only (a seat never learns another seat's key)."""
from __future__ import annotations

import asyncio
from types import SimpleNamespace

from rooms_support import Client, create, in_process

OVER = SimpleNamespace(to_dict=lambda: {"winner": "A"})
SEATS = {"A1": "human", "A2": "bot:heuristic", "B1": "human", "B2": "bot:heuristic"}


async def heard(client: Client, seconds: float = 0.5) -> list[dict]:
    """Return the messages `client` receives within `seconds`."""
    got = []
    try:
        while (msg := await client.recv(seconds)) is not None:
            got.append(msg)
    except asyncio.TimeoutError:
        pass
    return got


def test_round39ee2_the_creator_gets_the_next_tables_links_a_seat_does_not(tmp_path):
    async def main():
        async with in_process(tmp_path) as (hub, base):
            made = await create(base, game="chaos", seed=7, seats=SEATS)
            tokens = {s: v["token"] for s, v in made["links"].items()}
            a, b = [await Client(base, made["room"]).connect() for _ in range(2)]
            await a.join(tokens["A1"])
            await b.join(tokens["B1"])
            hub.get(made["room"]).state.result = OVER
            await a.send({"type": "rematch", "keys": tokens})        # the creator's page: every key
            got_a = await heard(a)
            await b.send({"type": "rematch", "keys": {"B1": tokens["B1"], "A1": "not-the-key"}})
            got_b = await heard(b)
            assert not [m for m in got_b if m["type"] == "rematch_links"]   # one key short: its own link only
            kinds = [m["type"] for m in got_a if m["type"].startswith("rematch")]
            assert kinds[0] == "rematch_links", kinds                 # before the link the page follows at once
            answer = next(m for m in got_a if m["type"] == "rematch_links")["answer"]
            offer = next(m for m in got_a if m["type"] == "rematch")
            assert answer["room"] == offer["room"] != made["room"]
            assert set(answer["links"]) == {"A1", "B1", "spectator"}
            assert answer["links"]["A1"]["link"] == offer["link"]
            assert "seed" not in answer["info"] or answer["info"]["seed"] is None   # the new deal stays secret
            for c in (a, b):
                c.close()
    asyncio.run(main())
