"""Load on loopback: 50 CHAOS rooms x 4 scripted clients play random legal moves against a standalone server in a
subprocess for a bounded time. Prints actions/s, action->view latency (p50, p95), the server's memory, and checks
that every room ends identical to the replay of its journal. Figures are recorded in docs/rooms.md."""
from __future__ import annotations

import asyncio
import os
import random
import signal
import statistics
import time

import psutil
import pytest
from rooms_support import Client, create, http, start_subprocess
from test_rooms_fault import journal

from cthulhu_widgets.rooms.room import replay

ROOMS, SEATS = 50, ("A1", "A2", "B1", "B2")
PLAY_SECONDS = 10.0
P95_TARGET_MS = 50.0      # met on an idle 2-core machine; reported, not asserted (shared CI cores vary 10x)
MAX_SERVER_CPU_MS = 5.0   # server CPU per action (4 views, JSON, a journal commit): asserted, contention-proof


async def player(client: Client, seat: str, rng: random.Random, deadline: float, latencies: list) -> int:
    """Play random legal moves until the game ends or `deadline`; record act -> new view latencies; return acts."""
    acted_at, sent_at, acts = -1, None, 0
    while time.monotonic() < deadline:
        try:
            msg = await client.recv(timeout=max(0.1, deadline - time.monotonic()))
        except asyncio.TimeoutError:
            break
        assert msg is not None and msg["type"] == "state", msg
        if sent_at is not None and msg["step"] > acted_at:
            latencies.append(time.perf_counter() - sent_at)
            sent_at = None
        if msg["result"] is not None:
            break
        if msg["legal"] and msg["step"] > acted_at:
            action = rng.choice(msg["legal"])
            sent_at = time.perf_counter()
            await client.send({"type": "act", "id": action["id"], "step": msg["step"]})
            acted_at, acts = msg["step"], acts + 1
    return acts


@pytest.mark.load
def test_fifty_rooms_of_four_play_on_loopback(tmp_path):
    directory = tmp_path / "journal"

    async def main():
        proc, base = start_subprocess(directory)
        server = psutil.Process(proc.pid)
        try:
            rss_idle = server.memory_info().rss
            cpu_before = sum(server.cpu_times()[:2])
            rooms = [await create(base, game="chaos", seed=1000 + i) for i in range(ROOMS)]
            clients = []
            for made in rooms:
                for seat in SEATS:
                    c = await Client(base, made["room"]).connect()
                    await c.join(made["links"][seat]["token"])
                    clients.append((made["room"], seat, c))
            latencies: list[float] = []
            start = time.monotonic()
            deadline = start + PLAY_SECONDS
            acts = await asyncio.gather(*(player(c, seat, random.Random(i), deadline, latencies)
                                          for i, (_, seat, c) in enumerate(clients)))
            elapsed = time.monotonic() - start
            rss = server.memory_info().rss
            cpu = sum(server.cpu_times()[:2]) - cpu_before
            steps = {}
            for made in rooms:
                status, info = await http(base, f"/cthulhu/rooms/{made['room']}")
                steps[made["room"]] = info["step"]
            for *_, c in clients:
                c.close()
            proc.send_signal(signal.SIGTERM)
            proc.wait(15)
        finally:
            if proc.poll() is None:
                proc.kill()
        return clients, acts, latencies, elapsed, rss_idle, rss, steps, cpu

    clients, acts, latencies, elapsed, rss_idle, rss, steps, cpu = asyncio.run(main())
    total = sum(steps.values())
    ms = sorted(x * 1000 for x in latencies)
    p50, p95 = statistics.median(ms), ms[int(0.95 * (len(ms) - 1))]
    finished = 0
    rooms = journal(directory)
    for rid, (spec, actions) in rooms.items():       # every room is what its journal replays to
        assert len(actions) == steps[rid]
        game = replay(spec, actions)
        finished += game.result is not None
        for room_id, seat, c in clients:
            if room_id == rid:
                last = [m for m in c.received if m["type"] == "state"][-1]
                if last["step"] == len(actions):
                    assert last["view"] == game.view(seat)
    figures = (f"{ROOMS} rooms x {len(SEATS)} clients, {elapsed:.1f} s: {total} actions ({total / elapsed:.0f}/s), "
               f"{finished} games finished; action->view latency p50 {p50:.1f} ms, p95 {p95:.1f} ms "
               f"({len(ms)} samples); server CPU {cpu / total * 1000:.2f} ms per action (CPU for rooms and sockets "
               f"while they play); server RSS {rss_idle / 2**20:.0f} MiB idle, {rss / 2**20:.0f} MiB loaded; "
               f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print("\nrooms load:", figures)
    if p95 >= P95_TARGET_MS:
        print(f"rooms load: p95 over the {P95_TARGET_MS:g} ms target (a busy machine?)")
    assert sum(acts) == total and total > 500
    assert cpu / total * 1000 < MAX_SERVER_CPU_MS, figures
