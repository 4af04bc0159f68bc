"""Issue 25 (docs/security.md "TLS"): `serve --certfile --keyfile` serves HTTPS and wss: a client that trusts the
certificate creates a room over HTTPS, joins its seat over wss and plays a move; a missing key is said, exit 2."""
from __future__ import annotations

import asyncio
import json
import re
import shutil
import subprocess
import sys

import pytest
from rooms_support import ROOT
from tornado.httpclient import AsyncHTTPClient, HTTPRequest
from tornado.websocket import websocket_connect


def self_signed(directory):
    """Make a certificate for 127.0.0.1 (a day long) with openssl; return (cert, key) paths."""
    if shutil.which("openssl") is None:
        pytest.skip("neither the cryptography package nor the openssl command is here to make a test certificate")
    cert, key = directory / "cert.pem", directory / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key), "-out",
                    str(cert), "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
                   check=True, capture_output=True, timeout=60)
    return cert, key


def test_ROOMS_TLS_a_wss_client_joins_and_plays_a_move(tmp_path):
    """A server started with a self-signed certificate: create over HTTPS, join over wss, act, see the step."""
    cert, key = self_signed(tmp_path)
    proc = subprocess.Popen([sys.executable, "-m", "cthulhu_widgets.serve", "--port", "0", "--journal-dir",
                             str(tmp_path / "j"), "--quiet", "--bot-pace", "0", "--certfile", str(cert), "--keyfile",
                             str(key)], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        line = proc.stdout.readline()
        found = re.search(r"https://[\d.]+:\d+", line)
        assert found, line
        base = found.group(0)

        async def main():
            body = json.dumps({"game": "letter", "seed": 3})
            answer = await AsyncHTTPClient().fetch(HTTPRequest(base + "/cthulhu/rooms", method="POST", body=body,
                                                               headers={"Content-Type": "application/json"},
                                                               ca_certs=str(cert)))
            made = json.loads(answer.body)
            url = base.replace("https", "wss", 1) + f"/cthulhu/rooms/{made['room']}/ws"
            ws = await websocket_connect(HTTPRequest(url, ca_certs=str(cert)), max_message_size=1 << 24)
            await ws.write_message(json.dumps({"type": "join", "token": made["links"]["player"]["token"]}))
            state = None
            while state is None or state.get("type") != "state":
                state = json.loads(await asyncio.wait_for(ws.read_message(), 10))
            move = state["legal"][0]["id"]
            await ws.write_message(json.dumps({"type": "act", "id": move, "step": state["step"]}))
            while not (state["type"] == "state" and state["step"] > 0):
                state = json.loads(await asyncio.wait_for(ws.read_message(), 10))
            ws.close()
            return state

        assert asyncio.run(main())["step"] >= 1
    finally:
        proc.terminate()
        proc.wait(10)


def test_ROOMS_TLS_a_certificate_without_its_key_is_said(tmp_path):
    """--certfile without --keyfile: the server says what is missing and exits 2, no traceback."""
    done = subprocess.run([sys.executable, "-m", "cthulhu_widgets.serve", "--port", "0", "--journal-dir",
                           str(tmp_path / "j"), "--certfile", str(tmp_path / "c.pem")], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 2 and "--keyfile" in done.stderr and "Traceback" not in done.stderr
