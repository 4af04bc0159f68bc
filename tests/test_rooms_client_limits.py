"""Issue 25 (docs/security.md "Limits"): a client's messages, joins and creates are limited over all its sockets and
requests (by remote address), so a client opening fresh sockets is limited as one socket is."""
from __future__ import annotations

import asyncio
import time

from rooms_support import Client, create, http, in_process
from tornado.websocket import WebSocketClosedError


async def spectator(base: str, made: dict) -> Client:
    client = await Client(base, made["room"]).connect()
    await client.send({"type": "join", "token": made["links"]["spectator"]["token"]})
    return client


async def outcome(client: Client) -> str:
    """Read until the socket is quiet or closed: "refused: <why>" for a rate or auth error, else "served"."""
    try:
        while (msg := await client.recv(1.0)) is not None:
            if msg["type"] == "error":
                return f"refused: {msg['message']}"
    except asyncio.TimeoutError:
        pass
    finally:
        client.close()
    return "served"


def test_ROOMS_LIMITS_a_message_flood_over_fresh_sockets_is_limited_as_one_client(tmp_path):
    """Per-client messages (issue 25: 675 msg/s from one client over fresh sockets): 12 fresh sockets each sending 6
    pings (72 messages, the sockets' own limit far away) from one address limited to 20 a second in bursts of 40:
    the client is refused ("from this address") and its socket closed 1008."""

    async def main():
        async with in_process(tmp_path, client_rate=20) as (_hub, base):
            made = await create(base, game="chaos", seed=3)
            clients = []
            for _ in range(12):
                clients.append(client := await spectator(base, made))
                for _ in range(6):
                    try:
                        await client.send({"type": "ping"})
                    except WebSocketClosedError:   # closed by the server: refused (its error is read below)
                        break
            results = await asyncio.gather(*(outcome(c) for c in clients))
            return results, [c.ws.close_code for c in clients]

    results, codes = asyncio.run(main())
    refused = [r for r in results if r.startswith("refused")]
    assert refused and "from this address" in refused[0], results
    assert 1008 in codes
    assert results.count("served") <= 8, results      # 40 at once + 20 a second for the test's few seconds


def test_ROOMS_LIMITS_join_churn_over_fresh_sockets_is_limited(tmp_path):
    """Per-client joins (issue 25: spectator join churn cost a third of a core): 40 fresh sockets joining at once from
    one address allowed 2 joins a second in bursts of 20: the joins past the burst are refused with why and closed
    4029 (a page tries again, backing off), before any catalog or state is sent."""

    async def main():
        async with in_process(tmp_path, join_rate=2) as (_hub, base):
            made = await create(base, game="chaos", seed=4)
            started = time.monotonic()
            clients = [await spectator(base, made) for _ in range(40)]
            results = await asyncio.gather(*(outcome(c) for c in clients))
            kinds = [{m["type"] for m in c.received} for c in clients]
            return results, [c.ws.close_code for c in clients], time.monotonic() - started, kinds

    results, codes, elapsed, kinds = asyncio.run(main())
    assert all(k == {"error"} for r, k in zip(results, kinds) if r.startswith("refused")), kinds
    served = results.count("served")
    assert served <= 20 + 2 * elapsed + 1, (served, elapsed)
    refused = [r for r in results if r.startswith("refused")]
    assert refused and "too many joins" in refused[0] and 4029 in codes


def test_ROOMS_LIMITS_creates_are_limited_per_client(tmp_path):
    """Per-client creates (issue 25: the room cap as a lever): a client allowed 5 rooms a minute is answered 429,
    saying why, for its sixth, and nothing is made for it."""

    async def main():
        async with in_process(tmp_path, create_rate=5) as (hub, base):
            answers = [await http(base, "/cthulhu/rooms", {"game": "chaos", "seed": i}) for i in range(8)]
            return [status for status, _ in answers], answers[-1][1], len(hub.rooms)

    statuses, last, rooms = asyncio.run(main())
    assert statuses[:5] == [201] * 5 and statuses[5:] == [429] * 3
    assert "a minute" in last["error"] and rooms == 5


def test_ROOMS_LIMITS_one_address_holds_a_bounded_share_of_the_room_cap(tmp_path):
    """The room cap as a lever (issue 25): one address may have created at most rooms_per_client games in play (its
    third here is 429, saying why), so filling the server's cap takes many addresses; another address still
    creates."""

    async def main():
        async with in_process(tmp_path, rooms_per_client=2) as (hub, base):
            answers = [await http(base, "/cthulhu/rooms", {"game": "chaos", "seed": i}) for i in range(3)]
            other = hub.create({"game": "chaos", "seed": 9}, client="192.0.2.7")
            return [status for status, _ in answers], answers[-1][1], other, len(hub.rooms)

    statuses, last, other, rooms = asyncio.run(main())
    assert statuses == [201, 201, 429] and "already has 2 games in play" in last["error"]
    assert other["room"] and rooms == 3
