"""Load on loopback: 50 CHAOS rooms x 4 seats against a standalone server in a subprocess. The 200 scripted clients
run in a second subprocess (this file run as a script), so pytest's own work does not compete with them, and they
decode only what they act on (`step`, `to_act`, `legal`: the tail of each frame; every frame is still received
whole). Two phases on the same rooms:

- paced: each seat acts 100-300 ms (seeded, random) after its turn comes, like players or bots at a table; the
  action -> view latency (act sent -> the acting client's new state received) is measured here (p50, p95);
- saturation: every client answers at once; this measures throughput (actions/s). Its latencies are the length
  of the queue of a closed loop at saturation, not the server's latency, and are only printed.

The server times every act message (CTHULHU_ROOMS_TIMING: received -> journaled, applied, every view written to
its socket) and writes the times at shutdown; their p95 is printed per phase. Asserted: every room ends identical
to the replay of its journal (and every client's last view to its seat's view of it), and the server CPU per action.
The paced p95 target (P95_TARGET_MS) is printed, not asserted: on this shared 2-core machine it is met when the
suite runs alone, but `make test` runs this file beside another pytest worker and other jobs share the cores, so it
is not stable there. Figures are recorded in docs/rooms.md."""
from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import subprocess
import sys
import time

import pytest

ROOMS, SEATS = 50, ("A1", "A2", "B1", "B2")
PACED_SECONDS, SATURATION_SECONDS = 8.0, 4.0
PACE = (0.100, 0.300)     # seconds a paced seat waits after its turn comes
QUIET = 2.0               # seconds without a frame that end a client's reading once the phases are over and its
DRAIN = 30.0              # room has no move unanswered; at most this long after the end (the test stops by itself)
P95_TARGET_MS = 50.0      # paced action -> view p95: printed, not asserted (see above)
# Server CPU per action (4 views, JSON, a journal commit): asserted. CPU time is not wall time, but it still grows
# under contention (caches, GC): 5.08 ms at load 6.5 in a fresh-clone CI run (2026-12-02), against ~3 ms quiet.
MAX_SERVER_CPU_MS = 8.0


# ----- the clients' process --------------------------------------------------------------------------------------
def tail(text: str) -> dict:
    """Return a state frame's fields after its view (legal, step, to_act, ...) without decoding the view."""
    at = text.rfind('"legal":')
    try:
        return json.loads("{" + text[at:]) if at > 0 else json.loads(text)
    except ValueError:
        return json.loads(text)


async def player(ws, seat: str, rng: random.Random, phases: dict, out: dict, pending: dict) -> None:
    """Play random legal moves until the game ends or the last phase does (paced in the first phase); record the
    act -> new view latencies of each phase, then read until the socket is quiet, no seat of the room waits for
    the answer to a move and this client holds the newest step the room's clients have seen (`pending`, shared by
    the room's four clients: its moves sent and not yet answered, and that newest step; a loaded server can answer a
    move sent just before the end later than QUIET); keep the last state frame."""
    acted_at, sent_at, phase, waiting = -1, None, None, False
    end = phases["saturation"][1]
    reading, seen = None, -1
    while True:
        now = time.monotonic()
        # One read outlives its timeouts: wait_for would cancel it on timeout, and a frame already taken from the
        # socket's queue by the cancelled read is lost (a loaded loop runs the timeout and the wake-up in one pass).
        reading = reading or asyncio.ensure_future(ws.read_message())
        done, _ = await asyncio.wait({reading}, timeout=max(0.5, end - now) if now < end else QUIET)
        if not done:
            # Done when no move of the room is unanswered and this client has the newest step any of the room's
            # clients has seen: the actor can read the answer before the others read the same broadcast.
            settled = pending["moves"] == 0 and seen >= pending["top"]
            if time.monotonic() >= end and (settled or time.monotonic() > end + DRAIN):
                reading.cancel()
                return
            continue
        text, reading = reading.result(), None
        if text is None:
            raise ConnectionError("the server closed a socket")
        if not text.startswith('{"type":'):
            continue
        kind = text[8:24]
        if '"state"' not in kind:
            if '"error"' in kind:
                out["refused"].append(text[:200])
                if waiting:
                    waiting, pending["moves"] = False, pending["moves"] - 1
            continue
        out["last"] = text
        msg = tail(text)
        seen = msg["step"]
        pending["top"] = max(pending["top"], seen)
        if waiting and msg["step"] > acted_at:
            waiting, pending["moves"] = False, pending["moves"] - 1
        if sent_at is not None and msg["step"] > acted_at:
            out[phase + "_latency"].append(time.perf_counter() - sent_at)
            sent_at = None
        if msg["result"] is not None or time.monotonic() >= end or not msg["legal"] or msg["step"] <= acted_at:
            continue
        phase = "paced" if time.monotonic() < phases["paced"][1] else "saturation"
        if phase == "paced":
            await asyncio.sleep(rng.uniform(*PACE))
        action = rng.choice(msg["legal"])
        sent_at = time.perf_counter()
        waiting, pending["moves"] = True, pending["moves"] + 1
        await ws.write_message(json.dumps({"type": "act", "id": action["id"], "step": msg["step"]}))
        acted_at = msg["step"]
        out[phase + "_acts"] += 1


async def clients_main(base: str, rooms: list[dict]) -> dict:
    from tornado.websocket import websocket_connect

    sockets = []
    for made in rooms:
        for seat in SEATS:
            ws = await websocket_connect(base.replace("http", "ws", 1) + f"/cthulhu/rooms/{made['room']}/ws",
                                         max_message_size=16 * 1024 * 1024)
            await ws.write_message(json.dumps({"type": "join", "token": made["tokens"][seat]}))
            sockets.append((made["room"], seat, ws))
    await asyncio.sleep(0.5)   # the join broadcasts settle
    start = time.monotonic()
    phases = {"paced": (start, start + PACED_SECONDS),
              "saturation": (start + PACED_SECONDS, start + PACED_SECONDS + SATURATION_SECONDS)}
    outs = [{"paced_acts": 0, "saturation_acts": 0, "paced_latency": [], "saturation_latency": [], "refused": [],
             "last": None} for _ in sockets]
    pending = {made["room"]: {"moves": 0, "top": -1} for made in rooms}
    await asyncio.gather(*(player(ws, seat, random.Random(i), phases, out, pending[rid])
                           for i, ((rid, seat, ws), out) in enumerate(zip(sockets, outs))))
    for *_, ws in sockets:
        ws.close()
    result = {"phases": phases, "cpu": time.process_time(), "last": [[rid, seat, json.loads(out["last"])] for (rid, seat, _), out
                                         in zip(sockets, outs)]}
    for key in ("paced_acts", "saturation_acts"):
        result[key] = sum(out[key] for out in outs)
    for key in ("paced_latency", "saturation_latency", "refused"):
        result[key] = [x for out in outs for x in out[key]]
    return result


def run_clients(base: str, rooms: list[dict], directory) -> dict:
    """Run the clients in their own process (this file as a script); return what they measured."""
    config, answer = directory / "clients.json", directory / "measured.json"
    config.write_text(json.dumps({"base": base, "rooms": rooms}))
    subprocess.run([sys.executable, __file__, str(config), str(answer)], check=True, timeout=90)
    return json.loads(answer.read_text())


# ----- the test ------------------------------------------------------------------------------------------------
def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[int(q * (len(ordered) - 1))] if ordered else float("nan")


@pytest.mark.load
def test_fifty_rooms_of_four_play_on_loopback(tmp_path):
    import psutil
    from rooms_support import create, http, start_subprocess
    from test_rooms_fault import journal

    from cthulhu_widgets.rooms.hub import TIMING_ENV
    from cthulhu_widgets.rooms.room import replay

    directory, timing = tmp_path / "journal", tmp_path / "timing.json"

    async def main():
        # The clients share one process and lag behind in the saturation phase: a send queue of 64 MiB keeps the
        # server from dropping them as slow readers (2 MiB by default; that policy has its own test,
        # test_rooms_limits), which left a client's last view one step short of its room's journal.
        proc, base = start_subprocess(directory, 0.0, "--send-queue", str(64 * 2**20), env={TIMING_ENV: str(timing)})
        server = psutil.Process(proc.pid)
        try:
            rss_idle = server.memory_info().rss
            rooms = []
            for i in range(ROOMS):
                made = await create(base, game="chaos", seed=1000 + i)
                rooms.append({"room": made["room"], "tokens": {s: made["links"][s]["token"] for s in SEATS}})
            steps_before = 0
            for made in rooms:
                steps_before += (await http(base, f"/cthulhu/rooms/{made['room']}"))[1]["step"]
            cpu_before = sum(server.cpu_times()[:2])
            measured = await asyncio.get_running_loop().run_in_executor(None, run_clients, base, rooms, tmp_path)
            cpu = sum(server.cpu_times()[:2]) - cpu_before
            rss = server.memory_info().rss
            steps = {}
            for made in rooms:
                steps[made["room"]] = (await http(base, f"/cthulhu/rooms/{made['room']}"))[1]["step"]
            proc.send_signal(signal.SIGTERM)
            proc.wait(15)
        finally:
            if proc.poll() is None:
                proc.kill()
        return measured, rss_idle, rss, steps, cpu, sum(steps.values()) - steps_before

    measured, rss_idle, rss, steps, cpu, total = asyncio.run(main())
    load = os.getloadavg()[0]
    finished = 0
    for rid, (spec, actions) in journal(directory).items():       # every room is what its journal replays to
        assert len(actions) == steps[rid]
        game = replay(spec, actions)
        finished += game.result is not None
        for room_id, seat, last in measured["last"]:
            if room_id == rid:
                # a move the server plays itself (a lone decline, CH-C4) may land after the clients settled: a client
                # may stop one step short, and what it holds is then the journal replayed to its step (round R's CI)
                assert len(actions) - 1 <= last["step"] <= len(actions), (rid, seat, last["step"], len(actions))
                held = game if last["step"] == len(actions) else replay(spec, actions[:last["step"]])
                assert last["view"] == held.view(seat)
    server_times = json.load(timing.open())
    figures = {}
    for phase, (start, end) in measured["phases"].items():
        ms = [x * 1000 for x in measured[phase + "_latency"]]
        server_ms = [s * 1000 for at, s in server_times if start <= at < end]
        figures[phase] = (measured[phase + "_acts"] / (end - start), percentile(ms, 0.5), percentile(ms, 0.95),
                          percentile(server_ms, 0.5), percentile(server_ms, 0.95), len(ms))
    pr, pp50, pp95, ps50, ps95, pn = figures["paced"]
    sr, sp50, sp95, ss50, ss95, sn = figures["saturation"]
    text = (f"{ROOMS} rooms x {len(SEATS)} clients (clients in their own process), {total} actions, {finished} games "
            f"finished; paced ({PACED_SECONDS:g} s, seats act {PACE[0] * 1000:.0f}-{PACE[1] * 1000:.0f} ms after "
            f"their turn): {pr:.0f} actions/s, action->view p50 {pp50:.1f} ms, p95 {pp95:.1f} ms ({pn} samples), "
            f"server time p50 {ps50:.2f} ms, p95 {ps95:.2f} ms; saturation ({SATURATION_SECONDS:g} s, instant clients): {sr:.0f} "
            f"actions/s (closed loop: p50 {sp50:.1f} ms, p95 {sp95:.1f} ms is queueing), server time p50 "
            f"{ss50:.2f} ms, p95 {ss95:.2f} ms; CPU per action: server {cpu / total * 1000:.2f} ms, clients "
            f"{measured['cpu'] / total * 1000:.2f} ms; server RSS {rss_idle / 2**20:.0f} MiB "
            f"idle, {rss / 2**20:.0f} MiB loaded; load average {load:.1f} on {os.cpu_count()} cores")
    print("\nrooms load:", text)
    if pp95 >= P95_TARGET_MS:
        print(f"rooms load: paced p95 over the {P95_TARGET_MS:g} ms target (a busy machine?)")
    assert not measured["refused"], measured["refused"][:3]
    # the server also declines for a person whose only move is to decline (a CHAOS combo it cannot join: round 6d)
    acts = sum(measured[p + "_acts"] for p in figures)
    assert acts <= total <= acts * 1.15 and total > 500, (acts, total)
    assert cpu / total * 1000 < MAX_SERVER_CPU_MS, text


if __name__ == "__main__":   # the clients' process: python tests/test_rooms_load.py CONFIG ANSWER
    given = json.loads(open(sys.argv[1]).read())
    with open(sys.argv[2], "w") as f:
        json.dump(asyncio.run(clients_main(given["base"], given["rooms"])), f)
