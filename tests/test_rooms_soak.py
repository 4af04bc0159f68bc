"""Soak (issue 25; `make soak`, not in `make test`): 200 CHAOS rooms x (2 paced human seats + 2 server bots + 2
spectators) against a standalone server in a subprocess for SOAK_SECONDS (180 by default, `CTHULHU_SOAK_SECONDS`),
the 800 scripted clients in a second process (this file run as a script, as tests/test_rooms_load.py does). Humans
act 0.5-2.5 s after their turn comes, bots 1 s (`--bot-pace 1`). Measured: the humans' action -> view p50/p95 per
minute, the server's own time per act message (CTHULHU_ROOMS_TIMING) per minute, and every 10 s the server's RSS
per room and per journaled step. A room's memory is its game: its history and its story (the log each step adds,
about 2-3 KiB a step), so it grows with its steps, bounded by --max-steps; asserted is that nothing else grows with
time: the RSS above idle per step, averaged over the last third of the samples, is at most 25 % above the second
third's. Runs only with CTHULHU_SOAK=1 (about SOAK_SECONDS + 60 s); figures are printed and written to
test-artifacts/rooms_soak.json."""
from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOMS = int(os.environ.get("CTHULHU_SOAK_ROOMS", "200"))
SECONDS = float(os.environ.get("CTHULHU_SOAK_SECONDS", "180"))
HUMANS, BOTS = ("A1", "B1"), {"A2": "bot:random", "B2": "bot:random"}
SPECTATORS = 2
PACE = (0.5, 2.5)          # seconds a human waits after its turn comes
SAMPLE = 10.0              # seconds between two memory samples
P95_TARGET_MS = 50.0
ARTIFACT = Path(__file__).resolve().parents[1] / "test-artifacts" / "rooms_soak.json"   # git-ignored


# ----- the clients' process --------------------------------------------------------------------------------------
async def human(ws, rng: random.Random, end: float, out: list) -> None:
    """Act a random legal move PACE seconds after each turn until `end`; note (time, act -> view seconds)."""
    from test_rooms_load import tail

    acted, sent = -1, None
    while time.monotonic() < end:
        try:
            text = await asyncio.wait_for(ws.read_message(), max(0.1, end - time.monotonic()))
        except asyncio.TimeoutError:
            return
        if text is None:
            raise ConnectionError(f"the server closed a human's socket: {ws.close_code} {ws.close_reason}")
        if not text.startswith('{"type": "state"') and not text.startswith('{"type":"state"'):
            continue
        msg = tail(text)
        if sent is not None and msg["step"] > acted:
            out.append((time.monotonic(), time.perf_counter() - sent))
            sent = None
        if msg["result"] is not None or not msg["legal"] or msg["step"] <= acted:
            continue
        await asyncio.sleep(rng.uniform(*PACE))
        sent, acted = time.perf_counter(), msg["step"]
        await ws.write_message(json.dumps({"type": "act", "id": rng.choice(msg["legal"])["id"], "step": msg["step"]}))


async def spectator(ws, end: float) -> None:
    """Read everything until `end` (a spectator that reads: never dropped)."""
    while time.monotonic() < end:
        try:
            if await asyncio.wait_for(ws.read_message(), max(0.1, end - time.monotonic())) is None:
                raise ConnectionError(f"the server closed a spectator's socket: {ws.close_code} {ws.close_reason}")
        except asyncio.TimeoutError:
            return


async def clients_main(base: str, rooms: list[dict], seconds: float) -> dict:
    from tornado.websocket import websocket_connect

    url = base.replace("http", "ws", 1) + "/cthulhu/rooms/{}/ws"
    tasks, samples = [], []
    end = time.monotonic() + seconds
    for i, made in enumerate(rooms):
        for who, token in [*((s, made["tokens"][s]) for s in HUMANS), *(("spectator", made["tokens"]["spectator"]),)
                                                                          * SPECTATORS]:
            ws = await websocket_connect(url.format(made["room"]), max_message_size=16 * 1024 * 1024)
            await ws.write_message(json.dumps({"type": "join", "token": token}))
            tasks.append(human(ws, random.Random(len(tasks)), end, samples) if who != "spectator"
                         else spectator(ws, end))
        if i % 20 == 19:
            await asyncio.sleep(0.2)   # joins a little spread, as people arrive
    await asyncio.gather(*tasks)
    return {"samples": samples, "cpu": time.process_time()}


# ----- the test ------------------------------------------------------------------------------------------------
def by_minute(timed: list) -> dict:
    """Return {minute from the first: [milliseconds]} of (monotonic time, seconds) pairs."""
    start = min((t for t, _ in timed), default=0)
    minutes: dict = {}
    for t, s in timed:
        minutes.setdefault(int((t - start) // 60), []).append(s * 1000)
    return minutes


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[int(q * (len(ordered) - 1))] if ordered else float("nan")


def rss(pid: int) -> int:
    """Return a process's resident memory in bytes (Linux /proc)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    return 0


@pytest.mark.skipif(os.environ.get("CTHULHU_SOAK") != "1", reason="the soak runs with `make soak` (CTHULHU_SOAK=1)")
@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="memory is read from Linux /proc")
def test_ROOMS_SOAK_two_hundred_rooms_hold_latency_and_memory_flat(tmp_path):
    """200 rooms x 4 seats + 2 spectators for minutes: p95 action -> view and memory per room flat over time."""
    from rooms_support import create, start_subprocess

    from cthulhu_widgets.rooms.hub import TIMING_ENV

    timing = tmp_path / "timing.json"

    async def main():
        proc, base = start_subprocess(tmp_path / "journal", 1.0, "--max-connections", "4000", "--join-timeout", "120",
                                      env={TIMING_ENV: str(timing)})
        try:
            idle = rss(proc.pid)
            rooms = []
            for i in range(ROOMS):
                made = await create(base, game="chaos", seed=5000 + i, seats={**dict.fromkeys(HUMANS, "human"), **BOTS})
                rooms.append({"room": made["room"], "tokens": {k: v["token"] for k, v in made["links"].items()}})
            config, answer = tmp_path / "clients.json", tmp_path / "measured.json"
            config.write_text(json.dumps({"base": base, "rooms": rooms, "seconds": SECONDS}))
            clients = subprocess.Popen([sys.executable, __file__, str(config), str(answer)])
            memory, started = [], time.monotonic()
            while clients.poll() is None and time.monotonic() - started < SECONDS + 120:
                await asyncio.sleep(SAMPLE)
                memory.append((round(time.monotonic() - started), rss(proc.pid), steps(tmp_path / "journal")))
            clients.wait(30)
            proc.send_signal(signal.SIGTERM)
            proc.wait(30)
        finally:
            if proc.poll() is None:
                proc.kill()
        return idle, memory, json.loads(answer.read_text())

    idle, memory, measured = asyncio.run(main())
    report = figures(idle, memory, measured, json.loads(timing.read_text()))
    ARTIFACT.parent.mkdir(exist_ok=True)
    ARTIFACT.write_text(json.dumps(report, indent=1))
    print("\nrooms soak:", json.dumps({k: v for k, v in report.items() if k != "memory"}))
    print("rooms soak memory (s, MiB):", report["memory"])
    per_step = [(m - idle) / max(1, n) for _, m, n in memory]
    thirds = len(per_step) // 3
    middle = sum(per_step[thirds:2 * thirds]) / max(1, thirds)
    last = sum(per_step[2 * thirds:]) / max(1, len(per_step) - 2 * thirds)
    assert last <= 1.25 * middle, report
    assert report["acts"] > ROOMS, report


def steps(directory) -> int:
    """Return how many steps the server's journal holds (read beside the server: SQLite WAL readers do not block)."""
    import sqlite3

    db = sqlite3.connect(f"file:{directory / 'rooms.sqlite3'}?mode=ro", uri=True, timeout=10)
    try:
        return db.execute("SELECT COUNT(*) FROM actions").fetchone()[0]
    finally:
        db.close()


def figures(idle: int, memory: list, measured: dict, server: list) -> dict:
    """Return the soak's figures: p50/p95 action -> view and server time per act, overall and per minute; memory
    per room and per step over time."""
    samples = measured["samples"]
    ms = [s * 1000 for _, s in samples]
    minutes = by_minute(samples)
    return {"rooms": ROOMS, "seconds": SECONDS, "acts": len(ms), "p50_ms": round(percentile(ms, 0.5), 1),
            "p95_ms": round(percentile(ms, 0.95), 1), "p95_target_ms": P95_TARGET_MS,
            "p95_by_minute": {m: round(percentile(v, 0.95), 1) for m, v in sorted(minutes.items())},
            "server_p95_ms": round(percentile([s * 1000 for _, s in server], 0.95), 2),
            "server_p95_by_minute": {m: round(percentile(v, 0.95), 2) for m, v in sorted(by_minute(server).items())},
            "rss_idle_mib": round(idle / 2**20, 1),
            "kib_per_room": [round((m - idle) / ROOMS / 1024) for _, m, _ in memory],
            "steps_per_room": [round(n / ROOMS) for _, _, n in memory],
            "kib_per_step": [round((m - idle) / max(1, n) / 1024, 2) for _, m, n in memory],
            "memory": [(t, round(m / 2**20, 1)) for t, m, _ in memory], "load": os.getloadavg()[0],
            "client_cpu_s": round(measured["cpu"], 1)}


if __name__ == "__main__":   # the clients' process: python tests/test_rooms_soak.py CONFIG ANSWER
    import resource

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 8192), hard))
    given = json.loads(open(sys.argv[1]).read())
    with open(sys.argv[2], "w") as f:
        json.dump(asyncio.run(clients_main(given["base"], given["rooms"], given["seconds"])), f)
