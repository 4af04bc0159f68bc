"""Review 36 finding 3, rooms under abuse (round DD's plan: "rooms that hold under abuse"). What test_rooms_abuse.py
did not cover: a seat repeating "Play again" at the message rate made the server send the new game's link again to
every connection of the room each time (one hostile page flooded the others' pages); a storm of reconnects with one
seat's link; a full table's seat claimed again; a spectator's "back". Each is refused or answered to the sender
only, changes nothing, and the room and the other clients keep working."""
from __future__ import annotations

import asyncio
from types import SimpleNamespace

from rooms_support import Client, create, http, in_process

OVER = SimpleNamespace(to_dict=lambda: {"winner": "A"})
SEATS = {"A1": "human", "A2": "bot:heuristic", "B1": "human", "B2": "bot:heuristic"}


async def drain(client: Client, seconds: float = 0.3) -> list[dict]:
    """Return the messages `client` receives within `seconds`."""
    got = []
    try:
        while True:
            msg = await client.recv(seconds)
            if msg is None:
                return got
            got.append(msg)
    except asyncio.TimeoutError:
        return got


def test_round38dd7_repeated_play_again_reaches_the_others_once(tmp_path):
    async def main():
        async with in_process(tmp_path) as (hub, base):
            made = await create(base, game="chaos", seed=7, seats=SEATS)
            tokens = {s: v["token"] for s, v in made["links"].items()}
            room = hub.get(made["room"])
            a, b, s = [await Client(base, made["room"]).connect() for _ in range(3)]
            await a.join(tokens["A1"])
            await b.join(tokens["B1"])
            await s.join(tokens["spectator"])
            room.state.result = OVER
            for _ in range(12):                                # a hostile page repeats its ask
                await a.send({"type": "rematch"})
            mine = [m for m in await drain(a, 0.5) if m["type"] == "rematch"]
            assert len(mine) == 12 and len({m["room"] for m in mine}) == 1   # each ask answered, one new game
            for other in (b, s):
                offers = [m for m in await drain(other) if m["type"] == "rematch"]
                assert len(offers) == 1, offers                # the others' pages hear of it once
            assert len(hub.rooms) == 2
            await b.send({"type": "ping"})                     # the room and the other clients keep working
            assert (await b.until(lambda m: m["type"] == "pong"))["type"] == "pong"
            late = await Client(base, made["room"]).connect()  # a seat back later is still told its link
            await late.send({"type": "join", "token": tokens["B1"]})
            assert (await late.until(lambda m: m["type"] == "rematch"))["room"] == mine[0]["room"]
            for c in (a, b, s, late):
                c.close()
    asyncio.run(main())


def test_round38dd7_reconnect_storm_a_full_table_and_a_spectators_back(tmp_path):
    async def main():
        async with in_process(tmp_path) as (hub, base):
            made = await create(base, game="chaos", seed=7, seats=SEATS, listed=True, open_seats=True)
            tokens = {s: v["token"] for s, v in made["links"].items()}
            room = hub.get(made["room"])
            b = await Client(base, made["room"]).connect()
            await b.join(tokens["B1"])
            storm = []
            for _ in range(15):                                 # one seat's link, joined again and again
                c = await Client(base, made["room"]).connect()
                await c.send({"type": "join", "token": tokens["A1"]})
                storm.append(c)
            last = storm[-1]
            await last.until(lambda m: m["type"] == "state")
            for c in storm[:-1]:                                # each earlier socket was told and closed
                while await c.recv(5) is not None:
                    pass
                assert c.ws.close_code == 4000, c.ws.close_code
            assert set(room.sockets) == {"A1", "B1"} and room.sockets["A1"] is not None
            # the table is full (both people's seats taken): a claim is refused, changes nothing
            status, body = await http(base, f"/cthulhu/rooms/{made['room']}/claim", {"seat": "A1"})
            assert status == 409 and "not a free seat" in body["error"], (status, body)
            assert room.seat_of(tokens["A1"]) == (True, "A1")   # the seat's link still opens it
            s = await Client(base, made["room"]).connect()      # a spectator asks for its "seat" back
            await s.send({"type": "join", "watch": True})
            await s.until(lambda m: m["type"] == "state")
            step = room.step
            await s.send({"type": "back"})
            error = await s.until(lambda m: m["type"] == "error")
            assert error["code"] == "spectator" and "watch" in error["message"], error
            await b.send({"type": "ping"})
            assert (await b.until(lambda m: m["type"] == "pong"))["type"] == "pong"
            assert room.step >= step and not room.takeover.bots
            for c in (b, s, *storm):
                c.close()
    asyncio.run(main())


def test_round38dd7_a_finished_tables_seat_cannot_be_claimed(tmp_path):
    """A stranger's claim of a finished table's untaken seat took it (a new token: the invitee's link to the result
    and the replay stopped opening it). Refused, saying the game is over; the seat's link still opens it; the info
    offers no free seat."""
    async def main():
        async with in_process(tmp_path) as (hub, base):
            made = await create(base, game="chaos", seed=7, seats=SEATS, listed=True, open_seats=True)
            room = hub.get(made["room"])
            assert set(room.info()["free"]) == {"A1", "B1"}
            room.state.result = OVER
            status, body = await http(base, f"/cthulhu/rooms/{made['room']}/claim", {"seat": "B1"})
            assert status == 409 and "over" in body["error"], (status, body)
            assert room.seat_of(made["links"]["B1"]["token"]) == (True, "B1") and "B1" not in room.taken
            assert room.info()["free"] == []
    asyncio.run(main())
