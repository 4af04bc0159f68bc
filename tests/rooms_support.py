"""Helpers of the rooms tests: a server (in this process or a subprocess), HTTP calls, scripted websocket clients."""
from __future__ import annotations

import asyncio
import json
import os
import re
import subprocess
import sys
from contextlib import asynccontextmanager
from pathlib import Path

from tornado.httpclient import AsyncHTTPClient, HTTPClientError
from tornado.httpserver import HTTPServer
from tornado.netutil import bind_sockets
from tornado.websocket import websocket_connect

from cthulhu_widgets.rooms.handlers import standalone_app
from cthulhu_widgets.rooms.hub import Hub

ROOT = Path(__file__).resolve().parents[1]
TIMEOUT = 10.0


class Conn:
    """A socket stand-in for a Room's join: keeps what it is sent."""

    def __init__(self):
        self.sent = []

    def send(self, text):
        self.sent.append(json.loads(text))

    def close(self, *_):
        pass


@asynccontextmanager
async def in_process(journal_dir, bot_pace: float = 0.0, **options):
    """Serve a Hub on a free loopback port in this event loop; yield (hub, base URL). Scripted clients play faster
    than people: the rate limit is raised unless `options` say otherwise."""
    raised = {"rate": 10_000, "burst": 10_000, "client_rate": 10_000, "join_rate": 10_000, "create_rate": 100_000,
              "rooms_per_client": 10_000}
    hub = Hub(journal_dir, bot_pace=bot_pace, **{**raised, **options})
    sockets = bind_sockets(0, "127.0.0.1")
    server = HTTPServer(standalone_app(hub))
    server.add_sockets(sockets)
    hub.start()
    try:
        yield hub, f"http://127.0.0.1:{sockets[0].getsockname()[1]}"
    finally:
        server.stop()
        hub.close()


def start_subprocess(journal_dir, bot_pace: float = 0.0, *args: str, env: dict | None = None
                     ) -> tuple[subprocess.Popen, str]:
    """Start `python -m cthulhu_widgets.serve` on a free port (rate limit raised for scripted clients; `env` adds
    environment variables); return (process, base URL) once it listens."""
    proc = subprocess.Popen([sys.executable, "-m", "cthulhu_widgets.serve", "--port", "0", "--journal-dir",
                             str(journal_dir), "--bot-pace", str(bot_pace), "--quiet", "--rate", "10000",
                             "--burst", "10000", "--client-rate", "10000", "--join-rate", "10000",
                             "--create-rate", "100000", "--rooms-per-client", "10000", *args], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                            env={**os.environ, "PYTHONUNBUFFERED": "1", **(env or {})})
    line = proc.stdout.readline()
    found = re.search(r"http://[\d.]+:\d+", line)
    if not found:
        proc.kill()
        raise RuntimeError(f"the server did not start: {line!r}")
    return proc, found.group(0)


async def http(base: str, path: str, body=None, method=None, headers=None):
    """Return (status, parsed JSON body) of a request; a JSON `body` is POSTed."""
    kwargs = {"method": method or ("POST" if body is not None else "GET"), "headers": headers or {}}
    if body is not None:
        kwargs["body"] = body if isinstance(body, (str, bytes)) else json.dumps(body)
        kwargs["headers"].setdefault("Content-Type", "application/json")
    try:
        response = await AsyncHTTPClient().fetch(base + path, **kwargs)
    except HTTPClientError as e:
        response = e.response
    return response.code, json.loads(response.body) if response.body else None


async def create(base: str, **request) -> dict:
    status, answer = await http(base, "/cthulhu/rooms", request)
    assert status == 201, answer
    return answer


class Client:
    """A scripted websocket client of one room: every message it receives is kept in `received`."""

    def __init__(self, base: str, room: str):
        self.url = base.replace("http", "ws", 1) + f"/cthulhu/rooms/{room}/ws"
        self.received: list[dict] = []
        self.backlog: list[dict] = []     # messages read by `join` and given again by the next `recv`
        self.ws = None
        self._reading = None              # a read still waiting for its message (kept across timeouts)

    async def connect(self):
        self.ws = await websocket_connect(self.url, max_message_size=16 * 1024 * 1024)
        return self

    async def send(self, msg) -> None:
        await self.ws.write_message(msg if isinstance(msg, (str, bytes)) else json.dumps(msg),
                                    binary=isinstance(msg, bytes))

    async def recv(self, timeout: float = TIMEOUT) -> dict | None:
        """Return the next message, or None when the socket closed."""
        if self.backlog:
            return self.backlog.pop(0)
        # The read outlives a timeout (TimeoutError, as wait_for): cancelling it could lose a frame it already took.
        self._reading = self._reading or asyncio.ensure_future(self.ws.read_message())
        done, _ = await asyncio.wait({self._reading}, timeout=timeout)
        if not done:
            raise asyncio.TimeoutError(f"no message in {timeout} s")
        text, self._reading = self._reading.result(), None
        if text is None:
            return None
        msg = json.loads(text)
        self.received.append(msg)
        return msg

    async def join(self, token: str) -> dict:
        """Join with `token`; return the first state message (the next `recv` returns it again)."""
        await self.send({"type": "join", "token": token})
        joined = await self.recv()
        assert joined and joined["type"] == "joined", joined
        state = await self.until(lambda m: m["type"] == "state")
        self.backlog.append(state)
        return state

    async def until(self, test, timeout: float = TIMEOUT) -> dict:
        """Return the next message passing `test` (messages before it are kept, skipped)."""
        while True:
            msg = await self.recv(timeout)
            if msg is None:
                raise ConnectionError(f"socket closed ({self.ws.close_code}: {self.ws.close_reason})")
            if test(msg):
                return msg

    async def state_at(self, step: int) -> dict:
        """Return the first state message at `step` or later."""
        return await self.until(lambda m: m["type"] == "state" and m["step"] >= step)

    def close(self) -> None:
        if self._reading is not None:
            self._reading.cancel()
            self._reading = None
        if self.ws is not None:
            self.ws.close()
