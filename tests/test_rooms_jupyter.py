"""The rooms extension in a real Jupyter server: enabled by the install, behind Jupyter's authentication (REST and
websocket), then the seat tokens."""
from __future__ import annotations

import asyncio
import json
import os
import secrets
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from browser_support import server_env
from rooms_support import http
from tornado.httpclient import AsyncHTTPClient, HTTPClientError, HTTPRequest
from tornado.websocket import websocket_connect

VENV_BIN = Path(sys.executable).parent


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_the_install_enables_the_extension():
    out = subprocess.run([str(VENV_BIN / "jupyter"), "server", "extension", "list"], capture_output=True, text=True,
                         timeout=120)
    text = out.stdout + out.stderr
    line = next((x for x in text.splitlines() if "cthulhu_widgets.rooms" in x), "")
    assert "enabled" in line, text[-2000:]
    assert "cthulhu_widgets.rooms  \x1b[32mOK" in text or "cthulhu_widgets.rooms  OK" in text
    # pyproject's shared-data put the repository's config file where the environment's Jupyter reads it
    name = "jupyter_server_config.d/cthulhu_widgets.json"
    installed = Path(sys.prefix) / "etc" / "jupyter" / name
    repo = Path(__file__).resolve().parents[1] / "jupyter-config" / name
    assert json.loads(installed.read_text()) == json.loads(repo.read_text()) == {
        "ServerApp": {"jpserver_extensions": {"cthulhu_widgets.rooms": True}}}


@pytest.fixture(scope="module")
def jupyter(tmp_path_factory):
    """A Jupyter server on a free port with a token and its own rooms journal; yields (base URL, token)."""
    tmp = tmp_path_factory.mktemp("jupyter")
    token, port = secrets.token_hex(16), free_port()
    env = server_env({"CTHULHU_ROOMS_DIR": str(tmp / "rooms"), "JUPYTER_CONFIG_DIR": str(tmp / "config"),
                      "JUPYTER_RUNTIME_DIR": str(tmp / "runtime")})
    cmd = [str(VENV_BIN / "jupyter"), "server", "--no-browser", f"--port={port}", "--ServerApp.port_retries=0",
           "--ip=127.0.0.1", f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={tmp}",
           "--CthulhuRooms.bot_pace=0"]
    if os.geteuid() == 0:
        cmd.append("--allow-root")
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=open(tmp / "log.txt", "w"))
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=1):
                    break
            except OSError:
                assert proc.poll() is None and time.monotonic() < deadline, (tmp / "log.txt").read_text()[-3000:]
                time.sleep(0.3)
        yield base, token, tmp / "log.txt"
    finally:
        proc.terminate()
        try:
            proc.wait(15)
        except subprocess.TimeoutExpired:
            proc.kill()


def test_rest_and_websocket_need_the_jupyter_login_then_the_seat_token(jupyter):
    base, token, log = jupyter
    auth = {"Authorization": f"token {token}"}

    async def main():
        status, _ = await http(base, "/cthulhu/rooms")
        assert status == 403
        status, _ = await http(base, "/cthulhu/rooms", {"game": "letter"})
        assert status == 403
        status, listing = await http(base, "/cthulhu/rooms", headers=dict(auth))
        assert status == 200 and "rooms" in listing
        status, made = await http(base, "/cthulhu/rooms", {"game": "letter", "seed": 4}, headers=dict(auth))
        assert status == 201, made
        url = base.replace("http", "ws", 1) + f"/cthulhu/rooms/{made['room']}/ws"
        with pytest.raises(HTTPClientError) as refused:   # no Jupyter login: refused before the upgrade
            await websocket_connect(url)
        assert refused.value.code == 403
        ws = await websocket_connect(HTTPRequest(url, headers=dict(auth)))
        await ws.write_message(json.dumps({"type": "join", "token": made["links"]["player"]["token"]}))
        assert json.loads(await ws.read_message())["seat"] == "player"
        state = json.loads(await ws.read_message())
        assert state["type"] == "state" and state["legal"] and state["view"]["seat"] == "player"
        ws.close()
        page = await AsyncHTTPClient().fetch(base + "/cthulhu/rooms/page", headers=dict(auth))
        assert page.code == 200 and b"<" in page.body
        return made["links"]["player"]["token"]

    seat_token = asyncio.run(main())
    assert seat_token not in log.read_text()
