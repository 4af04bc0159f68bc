"""Issue 25 (docs/security.md "Limits"): a room's steps are limited at `act` time to what a restart replays, so any
room `act` accepted comes back; a connection that does not read is dropped once its send queue is full, never
buffered for ever; a replaced seat's connection acts no more, even if it ignores the close it is sent."""
from __future__ import annotations

import asyncio
import base64
import json
import logging
import os
import socket

import pytest
from rooms_support import Client, create, in_process

from cthulhu_widgets.core.save import MAX_ACTIONS
from cthulhu_widgets.rooms.hub import Hub

SEATS = {"A1": "human", "A2": "human", "B1": "human", "B2": "human"}


class RawSocket:
    """A websocket client by hand (loopback): it sends what it is told and reads only when asked — or never."""

    def __init__(self, reader, writer):
        self.reader, self.writer = reader, writer

    @classmethod
    async def open(cls, base: str, room: str) -> RawSocket:
        host, port = base.rsplit("/", 1)[1].split(":")
        sock = socket.socket()
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)   # a small window: the server's queue fills
        sock.connect((host, int(port)))
        reader, writer = await asyncio.open_connection(sock=sock)
        key = base64.b64encode(os.urandom(16)).decode()
        writer.write((f"GET /cthulhu/rooms/{room}/ws HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\n"
                      f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 10)
        assert head.startswith(b"HTTP/1.1 101"), head
        return cls(reader, writer)

    async def send(self, msg: dict) -> None:
        data, mask = json.dumps(msg).encode(), os.urandom(4)
        size = bytes([0x80 | len(data)]) if len(data) < 126 else bytes([0x80 | 126]) + len(data).to_bytes(2, "big")
        self.writer.write(b"\x81" + size + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))
        await self.writer.drain()

    def close(self) -> None:
        self.writer.transport.abort()


async def until(test, timeout: float = 20.0) -> None:
    """Wait (polling, bounded) until `test()` holds; fail after `timeout` seconds."""
    for _ in range(int(timeout / 0.05)):
        if test():
            return
        await asyncio.sleep(0.05)
    raise AssertionError("the condition did not hold in time")


def test_issue25_steps_are_limited_at_act_time_to_what_a_restart_replays(tmp_path):
    """Issue 25 (rooms: any room act accepts survives a restart): the step limit is an option of at most
    save.MAX_ACTIONS (what the restart replay accepts); at the limit act refuses with code "limit" and the room,
    with max_rounds 0, comes back after a restart at that step."""
    assert Hub(tmp_path / "default").max_steps <= MAX_ACTIONS
    with pytest.raises(ValueError, match="max_steps"):
        Hub(tmp_path / "over", max_steps=MAX_ACTIONS + 1)

    async def main():
        async with in_process(tmp_path / "j", max_steps=6) as (hub, base):
            made = await create(base, game="chaos", seed=4, seats=SEATS, rules={"max_rounds": 0})
            room = hub.get(made["room"])
            clients = {}
            for seat in SEATS:
                clients[seat] = await Client(base, made["room"]).connect()
                await clients[seat].join(made["links"][seat]["token"])
            for step in range(7):
                seat = room.state.to_act
                msg = await clients[seat].until(lambda m, s=step: m["type"] == "state" and m["step"] == s)
                await clients[seat].send({"type": "act", "id": msg["legal"][0]["id"], "step": step})
            refused = await clients[seat].until(lambda m: m["type"] == "error")
            assert refused["code"] == "limit" and "6 steps" in refused["message"] and room.step == 6
            for c in clients.values():
                c.close()
        async with in_process(tmp_path / "j", max_steps=6) as (hub, base):
            assert hub.refused == {} and hub.get(made["room"]).step == 6
    asyncio.run(main())


def test_issue25_a_reader_that_never_reads_is_dropped_when_its_send_queue_is_full(tmp_path, caplog):
    """Issue 25 (rooms: bounded send queues): a spectator that never reads, asking again and again for the whole
    table, is dropped (close code 4008, off the room) once more than the send queue's bytes wait for it; what waits
    for it never passes the queue and one message. Before: buffered for ever."""
    # The queue holds a join (the CHAOS table's catalog alone is ~70 KB, with its state after it) even while the
    # server's writes lag on a loaded machine: at the 64 KB minimum the spectator could be dropped at its join.
    queue = 256 * 1024

    async def main():
        async with in_process(tmp_path, send_queue=queue) as (hub, base):
            made = await create(base, game="chaos", seed=4, seats=SEATS)
            room = hub.get(made["room"])
            raw = await RawSocket.open(base, made["room"])
            await raw.send({"type": "join", "token": made["links"]["spectator"]["token"]})
            await until(lambda: len(room.spectators) == 1)
            peak = 0
            sock = next(iter(room.spectators))
            for _ in range(3000):                                  # each lang message: the whole table again
                await raw.send({"type": "lang", "lang": "en"})
                peak = max(peak, sock.queued)
                if not room.spectators:
                    break
            await until(lambda: not room.spectators)
            assert sock.dropped and peak <= queue + 200_000
            raw.close()
    with caplog.at_level(logging.WARNING, logger="cthulhu_widgets.rooms"):
        asyncio.run(main())
    assert any("dropped" in r.getMessage() for r in caplog.records)


def test_issue25_a_replaced_seat_socket_that_ignores_the_close_can_no_longer_act(tmp_path):
    """Issue 25 (rooms: replaced sockets): a second connection joining as a seat cuts the first off the room before
    it is told it joined; the first, ignoring its close (4000), sends a legal move: it is not played."""
    async def main():
        async with in_process(tmp_path) as (hub, base):
            made = await create(base, game="letter", seed=2)
            room, token = hub.get(made["room"]), made["links"]["player"]["token"]
            old = await RawSocket.open(base, made["room"])
            await old.send({"type": "join", "token": token})
            await until(lambda: "player" in room.sockets)
            new = await Client(base, made["room"]).connect()
            state = await new.join(token)
            assert state["to_act"] == "player" and state["step"] == 0
            await old.send({"type": "act", "id": state["legal"][0]["id"], "step": 0})
            await asyncio.sleep(0.5)
            assert room.step == 0 and hub.journal.actions(room.id) == []
            await new.send({"type": "act", "id": state["legal"][0]["id"], "step": 0})
            assert (await new.state_at(1))["step"] == 1
            old.close()
            new.close()
    asyncio.run(main())
