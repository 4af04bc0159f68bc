"""Issue 23 round 6c (newcomer reviews of the 13:31 build), rooms: a room at its game's end offers "Play again" — a
new room with the same game, seats and options — and every seat gets its own link to it (item 4: the end had only
'← Tables')."""
from __future__ import annotations

import asyncio
import random

from rooms_support import Client, create, in_process
from test_rooms_play import play


def test_round6c_a_finished_room_makes_a_new_game_for_its_seats(tmp_path):
    """A seat's 'rematch' at the end makes one new room (same game, seats, rules, name; a new secret deal), and each
    socket receives its own seat's link (its token opens that seat); before the end, or from a spectator, it is
    refused, and the protocol's other checks hold."""
    async def main():
        async with in_process(tmp_path) as (hub, base):
            answer = await create(base, game="mythos", seed=3, name="Friday", seats={"p0": "human", "p1": "bot:random"})
            room = answer["room"]
            player = await Client(base, room).connect()
            await player.join(answer["links"]["p0"]["token"])
            watcher = await Client(base, room).connect()
            await watcher.join(answer["links"]["spectator"]["token"])
            first = await player.recv()                      # the first state (played from below)
            await player.send({"type": "rematch"})          # too early: refused, the room plays on
            early = await player.until(lambda m: m["type"] == "error")
            assert early["code"] == "rematch" and "over" in early["message"]
            player.backlog.append(first)
            await play(player, "p0", random.Random(1), lambda m: m["result"] is not None)
            await watcher.send({"type": "rematch"})          # a spectator may not ask
            assert (await watcher.until(lambda m: m["type"] == "error"))["code"] == "rematch"
            await player.send({"type": "rematch"})
            offer = await player.until(lambda m: m["type"] == "rematch")
            seen = await watcher.until(lambda m: m["type"] == "rematch")
            assert offer["room"] == seen["room"] != room
            new = hub.get(offer["room"])
            old = hub.get(room)
            assert (new.spec.game, new.spec.seats, new.spec.rules, new.spec.name, new.spec.listed) == (
                old.spec.game, old.spec.seats, old.spec.rules, old.spec.name, old.spec.listed)
            assert new.spec.secret and new.state.result is None
            token = offer["link"].split("token=")[1]
            assert new.seat_of(token) == (True, "p0")
            assert new.seat_of(seen["link"].split("token=")[1]) == (True, None)
            await player.send({"type": "rematch"})          # asked again: the same new room, not another
            assert (await player.until(lambda m: m["type"] == "rematch"))["room"] == offer["room"]
            assert len([r for r in hub.rooms.values() if r.spec.name == "Friday"]) == 2
            player.close()
            watcher.close()
    asyncio.run(main())


def test_round6c_unnamed_tables_are_numbered_by_game(tmp_path):
    """Item 7: an unnamed table gets a number among its game's tables ("Letter table 2" in the pages, not "Table
    CsCQ31IS"); a named one keeps its name and no number; the public info and the joined message carry it, and a
    restarted server reads the journal back (a spec without a number digests as before)."""
    async def main():
        async with in_process(tmp_path) as (hub, base):
            seats = {"player": "human"}
            first = await create(base, game="letter", seed=1, seats=seats)
            second = await create(base, game="letter", seed=2, seats=seats)
            named = await create(base, game="letter", seed=3, seats=seats, name="Friday")
            other = await create(base, game="mythos", seed=3, seats={"p0": "human", "p1": "human"})
            assert [a["info"]["number"] for a in (first, second, named, other)] == [1, 2, 0, 1]
            client = await Client(base, second["room"]).connect()
            await client.send({"type": "join", "token": second["links"]["player"]["token"]})
            joined = await client.until(lambda m: m["type"] == "joined")
            assert joined["number"] == 2
            client.close()
        async with in_process(tmp_path) as (hub, base):   # the journal read again: same numbers, rooms served
            assert hub.get(second["room"]).spec.number == 2 and hub.get(named["room"]).spec.number == 0
            assert not hub.refused
    asyncio.run(main())
