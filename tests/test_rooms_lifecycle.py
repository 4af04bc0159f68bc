"""Issue 25 (docs/rooms.md "How long a room lives"): unplayed rooms expire, finished rooms are archived out of
memory with their save still downloadable, start-up replays only live rooms, and the room cap is no lever: rooms
that were never played do not lock out creates after a restart. Tiny times stand in for the defaults (24 h, 1 h,
10 min)."""
from __future__ import annotations

import asyncio
import time

import cthulhu_widgets.rooms.hub as hub_module
from rooms_support import Client, create, http, in_process

from cthulhu_widgets.rooms.hub import Hub

TINY = {"expire_idle": 0.6, "expire_unjoined": 0.3, "keep_finished": 0.3}


async def wait_until(test, seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while not test():
        assert time.monotonic() < deadline, "timed out"
        await asyncio.sleep(0.05)


def test_ROOMS_LIFE_unplayed_rooms_expire_and_their_links_say_so(tmp_path):
    """A room nobody joined expires after expire_unjoined; a joined room with no move after expire_idle, its
    connection told why and closed (4010); both leave the listing, their links answer 410 saying why, and a
    restarted server does not bring them back."""

    async def main():
        async with in_process(tmp_path, **TINY) as (hub, base):
            lonely = await create(base, game="chaos", seed=1)
            waiting = await create(base, game="chaos", seed=2)
            a1 = await Client(base, waiting["room"]).connect()
            await a1.join(waiting["links"]["A1"]["token"])
            await wait_until(lambda: lonely["room"] not in hub.rooms)
            assert waiting["room"] in hub.rooms                  # joined: it waits expire_idle for a move
            closed = await a1.until(lambda m: m["type"] == "error")
            assert closed["code"] == "closed" and "no move for" in closed["message"]
            while await a1.recv(5) is not None:
                pass
            assert a1.ws.close_code == 4010 and hub.rooms == {}
            answers = [await http(base, f"/cthulhu/rooms/{r['room']}") for r in (lonely, waiting)]
            listing = await http(base, "/cthulhu/rooms")
            late = await Client(base, lonely["room"]).connect()
            assert await late.recv(5) is None and late.ws.close_code == 4010
            return answers, listing, [lonely["room"], waiting["room"]]

    answers, listing, ids = asyncio.run(main())
    assert [status for status, _ in answers] == [410, 410] and "create a new one" in answers[0][1]["error"]
    assert listing == (200, {"rooms": [], "total": 0, "offset": 0, "limit": 20})
    again = Hub(tmp_path, bot_pace=0.0)
    try:
        assert again.rooms == {} and again.journal.archived(ids[0])[0] == "expired"
    finally:
        again.close()


def test_ROOMS_LIFE_finished_rooms_are_archived_with_their_save_and_not_replayed(tmp_path, monkeypatch):
    """A finished room nobody watches is archived after keep_finished: out of memory, its info and save still
    answered (200) from the archive; a restarted server does not replay it, and its link loads it on demand."""

    async def main():
        async with in_process(tmp_path, **TINY) as (hub, base):
            made = await create(base, game="letter", seed=5, seats={"player": "bot:heuristic"})
            room_id = made["room"]
            await wait_until(lambda: room_id not in hub.rooms)
            info = await http(base, f"/cthulhu/rooms/{room_id}")
            save = await http(base, f"/cthulhu/rooms/{room_id}/save")
            return made, info, save

    made, (status, info), (save_status, save) = asyncio.run(main())
    room_id = made["room"]
    assert status == 200 and info["over"] and info["archived"]
    assert save_status == 200 and save["index"] == info["step"] and save["seed"] == 5
    replayed = []
    real = hub_module.restore
    monkeypatch.setattr(hub_module, "restore", lambda *a: replayed.append(a) or real(*a))

    async def reopen():
        async with in_process(tmp_path, **TINY) as (hub, base):
            assert hub.rooms == {} and replayed == []           # archived: not replayed at start
            spectator = await Client(base, room_id).connect()
            state = await spectator.join(made["links"]["spectator"]["token"])
            spectator.close()
            return state

    state = asyncio.run(reopen())
    assert state["result"] is not None and len(replayed) == 1   # loaded on demand by its link


def test_ROOMS_LIFE_unplayed_rooms_do_not_lock_out_creates_after_a_restart(tmp_path):
    """The room cap as a lever (issue 25: 1,000 unplayed POSTs made every later create 503, also after a restart): a
    server of 3 rooms filled with unplayed ones answers 503, and once they are past expire_unjoined a restarted
    server replays none of them and creates again."""

    async def fill():
        async with in_process(tmp_path, max_rooms=3) as (_hub, base):
            for seed in range(3):
                await create(base, game="chaos", seed=seed)
            return await http(base, "/cthulhu/rooms", {"game": "chaos", "seed": 9})

    status, _ = asyncio.run(fill())
    assert status == 503
    time.sleep(0.4)

    async def after():
        async with in_process(tmp_path, max_rooms=3, **TINY) as (hub, base):
            assert hub.rooms == {}
            return await http(base, "/cthulhu/rooms", {"game": "chaos", "seed": 9})

    status, _ = asyncio.run(after())
    assert status == 201
