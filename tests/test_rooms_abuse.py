"""Rooms under abuse: bad tokens, another seat's token, a spectator acting, stale and illegal moves, floods,
oversized frames, malformed JSON and bad create requests are refused with a clear message, and change nothing."""
from __future__ import annotations

import asyncio
import json
import logging
import time
from contextlib import contextmanager

import pytest
from rooms_support import Client, create, http, in_process



async def closed(client: Client, timeout: float = 5.0) -> int:
    """Read until the server closes the socket; return the close code."""
    while await client.recv(timeout) is not None:
        pass
    return client.ws.close_code


class _Lines(logging.Handler):
    """Keep the messages of one logger (caplog sees nothing once another test stops its propagation)."""

    def __init__(self):
        super().__init__(logging.DEBUG)
        self.lines: list[str] = []

    def emit(self, record):
        self.lines.append(record.getMessage())


@contextmanager
def access_log():
    """Yield the lines tornado's access log writes meanwhile, whatever earlier tests did to logging."""
    access, seen = logging.getLogger("tornado.access"), _Lines()
    level, disabled, floor = access.level, access.disabled, logging.root.manager.disable
    # setLevel, not a plain attribute: a logger caches isEnabledFor per level, and any earlier in-process request
    # (root at WARNING) cached INFO as off; setLevel clears those caches, assigning `level` does not.
    logging.disable(logging.NOTSET)
    access.disabled = False          # a Jupyter app's logging config may have switched it off
    access.setLevel(logging.INFO)
    access.addHandler(seen)
    try:
        yield seen.lines
    finally:
        access.removeHandler(seen)
        access.disabled = disabled
        logging.disable(floor)
        access.setLevel(level)


def test_tokens_seats_and_moves_are_checked_and_nothing_changes(tmp_path):

    async def main():
        async with in_process(tmp_path) as (hub, base):
            made = await create(base, game="chaos", seed=7)
            other = await create(base, game="chaos", seed=8)
            room = hub.get(made["room"])
            tokens = {s: v["token"] for s, v in made["links"].items()}
            before = (room.step, room.state.view(None))

            bad = await Client(base, made["room"]).connect()              # a wrong token
            await bad.send({"type": "join", "token": "x" * 43})
            assert (await bad.recv())["code"] == "auth" and await closed(bad) == 4001

            foreign = await Client(base, made["room"]).connect()          # another room's token
            await foreign.send({"type": "join", "token": other["links"]["A1"]["token"]})
            assert (await foreign.recv())["code"] == "auth" and await closed(foreign) == 4001

            missing = await Client(base, made["room"]).connect()          # no token, then acting unjoined
            await missing.send({"type": "join"})
            assert (await missing.recv())["code"] == "bad_message"
            await missing.send({"type": "act", "id": "x", "step": 0})
            assert (await missing.recv())["code"] == "auth" and await closed(missing) == 4001

            nowhere = Client(base, "nosuchroom")
            await nowhere.connect()
            assert await closed(nowhere) == 4004

            to_act = room.state.to_act
            waiting = next(s for s in ("A1", "A2", "B1", "B2") if s != to_act)
            c = await Client(base, made["room"]).connect()                # a seat not to act
            state = await c.join(tokens[waiting])
            legal_of_other = [str(a) for a in room.state.legal_actions()]
            await c.send({"type": "act", "id": legal_of_other[0], "step": state["step"]})
            assert (await c.until(lambda m: m["type"] == "error"))["code"] == "not_your_turn"

            s = await Client(base, made["room"]).connect()                # the spectator
            await s.join(tokens["spectator"])
            await s.send({"type": "act", "id": legal_of_other[0], "step": room.step})
            assert (await s.until(lambda m: m["type"] == "error"))["code"] == "spectator"

            p = await Client(base, made["room"]).connect()                # the seat to act: stale, illegal, garbage
            state = await p.join(tokens[to_act])
            assert [x["id"] for x in state["legal"]] == legal_of_other
            for msg, code in [({"type": "act", "id": legal_of_other[0], "step": state["step"] - 1}, "stale"),
                              ({"type": "act", "id": legal_of_other[0], "step": state["step"] + 5}, "stale"),
                              ({"type": "act", "id": "move row=99 col=99", "step": state["step"]}, "illegal"),
                              ({"type": "act", "id": 5, "step": state["step"]}, "bad_message"),
                              ({"type": "act", "id": legal_of_other[0], "step": "0"}, "bad_message"),
                              ({"type": "act", "id": legal_of_other[0], "step": True}, "bad_message"),
                              ({"type": "join", "token": tokens[to_act]}, "bad_message"),
                              ({"type": "reveal"}, "bad_message"),
                              ("{", "bad_message"), ("[1, 2]", "bad_message"), ("null", "bad_message"),
                              ("[" * 500 + "]" * 500, "bad_message"),
                              ('{"type": "ping", "type": "act"}', "bad_message"),
                              (b"\xff\xfe\x00", "bad_message"), ("9" * 5000, "bad_message")]:
                await p.send(msg)
                error = await p.until(lambda m: m["type"] == "error")
                assert error["code"] == code, (msg, error)
                assert len(error["message"]) < 1200
            await p.send({"type": "ping"})
            assert (await p.until(lambda m: m["type"] != "state"))["type"] == "pong"
            assert (room.step, room.state.view(None)) == before and hub.journal.actions(room.id) == []

            await p.send({"type": "act", "id": legal_of_other[0], "step": state["step"]})   # a good one still works
            assert (await p.state_at(1))["step"] == 1 and len(hub.journal.actions(room.id)) == 1
            for client in (c, s, p):
                client.close()
        return tokens

    with access_log() as lines:
        tokens = asyncio.run(main())
    logged = "\n".join(lines)
    assert "/cthulhu/rooms" in logged                         # the access log ran ...
    assert not any(t in logged for t in tokens.values())      # ... and holds no token


def test_the_access_log_is_seen_even_when_an_earlier_request_cached_info_as_off():
    """The cause of a past flake: a request served in this process earlier (root logger at WARNING) left
    tornado.access caching INFO as off, and setting `level` as an attribute kept that cache."""
    access = logging.getLogger("tornado.access")
    level = access.level
    access.setLevel(logging.WARNING)
    assert not access.isEnabledFor(logging.INFO)       # cached, as an earlier request leaves it
    access.level = level
    with access_log() as lines:
        access.info("200 GET /cthulhu/rooms (127.0.0.1) 1.00ms")
    assert lines == ["200 GET /cthulhu/rooms (127.0.0.1) 1.00ms"]


def test_floods_big_frames_and_silent_sockets_are_closed(tmp_path):

    async def main():
        async with in_process(tmp_path, rate=20, burst=40, join_timeout=0.3) as (hub, base):
            made = await create(base, game="letter", seed=1)
            token = made["links"]["player"]["token"]
            flood = await Client(base, made["room"]).connect()
            await flood.join(token)
            began = time.monotonic()
            for _ in range(100):
                await flood.send({"type": "ping"})
            assert await closed(flood) == 1008
            refilled = 20 * (time.monotonic() - began)          # the bucket's refill while the flood was read
            assert any(m.get("code") == "rate" for m in flood.received)
            pongs = sum(m["type"] == "pong" for m in flood.received)
            assert 35 <= pongs <= 45 + refilled                 # the burst, then the door (a loaded machine reads slower)

            big = await Client(base, made["room"]).connect()
            await big.join(token)
            await big.send({"type": "ping", "pad": "x" * 9000})
            assert await closed(big) == 1009

            silent = await Client(base, made["room"]).connect()
            assert await closed(silent) == 4001 and silent.received[-1]["code"] == "auth"
            assert hub.get(made["room"]).step == 0
    asyncio.run(main())


@pytest.mark.parametrize("body, status, says", [
    ({"game": "go"}, 400, "game must be one of"),
    ({"game": "chaos", "seats": {"A1": "human"}}, 400, "every seat"),
    ({"game": "chaos", "seats": {s: "bot:ismcts" for s in ("A1", "A2", "B1", "B2")}}, 400, "bot:heuristic"),
    ({"game": "chaos", "rules": {"no_such_rule": 1}}, 400, "no_such_rule"),
    ({"game": "chaos", "setup": {"map": "/etc/passwd"}}, 400, "map"),
    ({"game": "letter", "seed": -1}, 400, "seed"),
    ({"game": "letter", "seed": 2**70}, 400, "seed"),
    ({"game": "letter", "name": "x" * 81}, 400, "name"),
    ({"game": "letter", "token": "mine"}, 400, "unknown field"),
    ({"game": "mythos", "seats": {"p0": "human", "p1": "human", "p2": "human"}}, 400, "setup.decks"),
    ([1, 2], 400, "JSON object"),
    ("{not json", 400, "not valid JSON"),
    ("[" * 60_000, 400, "nested"),
    ({"game": "letter", "name": "x" * 70_000}, 413, "64 KiB"),
])
def test_bad_create_requests_are_refused_and_make_no_room(tmp_path, body, status, says):
    async def main():
        async with in_process(tmp_path) as (hub, base):
            got, answer = await http(base, "/cthulhu/rooms", body if isinstance(body, str) else json.dumps(body))
            assert got == status and says in answer["error"], answer
            got, answer = await http(base, "/cthulhu/rooms", "{}", headers={"Content-Type": "text/plain"})
            assert got == 415
            assert hub.rooms == {} and hub.journal.rooms() == []
            assert (await http(base, "/cthulhu/rooms/nosuchroom"))[0] == 404
    asyncio.run(main())
