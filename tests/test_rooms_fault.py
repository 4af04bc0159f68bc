"""No game is lost: a server killed (SIGKILL) in the middle of games restarts on its journal; every room comes back
at the step of its last acknowledged action, the players reconnect with the same links, and no action is lost or
applied twice."""
from __future__ import annotations

import asyncio
import json
import random
import signal
import sqlite3

from rooms_support import Client, create, http, start_subprocess
from test_rooms_play import play

from cthulhu_widgets.frames.forced import forced_move
from cthulhu_widgets.rooms.room import replay
from cthulhu_widgets.rooms.spec import RoomSpec


def journal(directory) -> dict:
    """Return {room: (spec, actions)} read straight from the journal file (read-only)."""
    db = sqlite3.connect(f"file:{directory / 'rooms.sqlite3'}?mode=ro", uri=True)
    out = {}
    for rid, spec in db.execute("SELECT id, spec FROM rooms"):
        rows = db.execute("SELECT step, action FROM actions WHERE room = ? ORDER BY step", (rid,)).fetchall()
        assert [s for s, _ in rows] == list(range(len(rows))), "a step is missing or written twice"
        out[rid] = (RoomSpec.from_dict(json.loads(spec)), [json.loads(a) for _, a in rows])
    db.close()
    return out


def test_a_killed_server_restarts_with_every_room_at_its_step(tmp_path):
    directory = tmp_path / "journal"

    async def session(base, rooms, seen, stop_at=None):
        """Join every seat; play until killed (stop_at None) or until every room passed `stop_at` more steps."""
        clients, tasks = [], []
        for made, seats in rooms:
            start = None
            for i, seat in enumerate(seats):
                c = await Client(base, made["room"]).connect()
                state = await c.join(made["links"][seat]["token"])
                start = state["step"] if start is None else start
                clients.append((made["room"], seat, c))
                target = None if stop_at is None else start + stop_at
                done = (lambda m, t=target: m["result"] is not None or (t is not None and m["step"] >= t))
                tasks.append(asyncio.ensure_future(play(c, seat, random.Random(i + len(tasks)), done)))
        return clients, tasks

    async def main():
        proc, base = start_subprocess(directory)
        chaos = await create(base, game="chaos", seed=21)
        mythos = await create(base, game="mythos", seed=22)
        bots = await create(base, game="chaos", seed=23, seats={"A1": "human", "A2": "bot:random",
                                                                "B1": "bot:random", "B2": "bot:heuristic"})
        rooms = [(chaos, ("A1", "A2", "B1", "B2")), (mythos, ("p0", "p1")), (bots, ("A1",))]
        clients, tasks = await session(base, rooms, None)
        for _ in range(400):                      # let the games run, then kill the server mid-flight
            await asyncio.sleep(0.02)
            if all(any(m["type"] == "state" and m["step"] >= 25 for m in c.received) for _, _, c in clients):
                break
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
        await asyncio.gather(*tasks, return_exceptions=True)
        acknowledged = {}
        for rid, seat, c in clients:              # the highest step any client was shown, per room
            steps = [m["step"] for m in c.received if m["type"] == "state"]
            acknowledged[rid] = max(acknowledged.get(rid, 0), max(steps))
            c.close()
        before = journal(directory)
        for rid, (spec, actions) in before.items():
            assert len(actions) >= acknowledged[rid] >= 20, "an acknowledged action is missing from the journal"
            game = replay(spec, actions)
            for _, seat, c in [x for x in clients if x[0] == rid]:   # what each was shown is the journal's game
                last = [m for m in c.received if m["type"] == "state"][-1]
                assert last["view"] == replay(spec, actions[:last["step"]]).view(seat)
            assert game.to_act is not None or game.result is not None

        proc, base = start_subprocess(directory)  # the same journal: every room comes back at its step
        try:
            for rid, (spec, actions) in before.items():
                status, info = await http(base, f"/cthulhu/rooms/{rid}")
                # A room whose bots are to act plays on as soon as it is back, so it may be past its step already,
                # as one whose seat to act has a lone forced move (a Mythos pass the server plays for it, round 6e)
                # (what it played on is checked against the journal at the end: nothing lost, nothing rewritten).
                plays_on = rid == bots["room"] or forced_move(replay(spec, actions)) is not None
                back = info["step"] == len(actions) or (plays_on and info["step"] > len(actions))
                assert status == 200 and back, (rid, info["step"], len(actions))
            clients, tasks = await session(base, rooms, None, stop_at=6)   # the same links, six more steps
            await asyncio.wait_for(asyncio.gather(*tasks), 60)
            for rid, _, c in clients:
                first = next(m for m in c.received if m["type"] == "state")
                assert first["step"] >= len(before[rid][1])
                c.close()
            proc.send_signal(signal.SIGTERM)
            proc.wait(10)
            after = journal(directory)
            for rid, (spec, actions) in after.items():
                assert actions[:len(before[rid][1])] == before[rid][1]   # nothing lost, nothing rewritten
                assert len(actions) >= len(before[rid][1]) + 6 or replay(spec, actions).result is not None
        finally:
            if proc.poll() is None:
                proc.kill()

    asyncio.run(main())
