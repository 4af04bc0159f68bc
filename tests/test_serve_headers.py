"""Issue 25 (docs/security.md "The standalone server"): the standalone rooms server answers only to the loopback names
and the hosts it is told (DNS rebinding), puts security headers on every answer (a CSP without inline script, no
framing, no sniffing), and answers a malformed static path with a clean 400, never a 500."""
from __future__ import annotations

import asyncio
import json
import re
from contextlib import asynccontextmanager

from rooms_support import http, in_process
from tornado.httpserver import HTTPServer
from tornado.netutil import bind_sockets

from cthulhu_widgets.rooms.handlers import STATIC, standalone_app
from cthulhu_widgets.rooms.hub import Hub
from cthulhu_widgets.serve import parse_args

STATIC_PAGE = STATIC / "room.html"

PATHS = ["/cthulhu/rooms", "/cthulhu/rooms/page", "/cthulhu/rooms/static/room-page.js", "/cthulhu/rooms/nope/x/y",
         "/cthulhu/rooms/AAAA", "/no/such/page"]


async def raw_fetch(base: str, path: str, body=None, host: str | None = None, headers: dict | None = None):
    """Return (status, headers, body text) of one request sent by hand, with exactly this Host header."""
    address, port = base.rsplit("/", 1)[1].split(":")
    reader, writer = await asyncio.open_connection(address, int(port))
    data = b"" if body is None else json.dumps(body).encode()
    lines = [f"{'POST' if body is not None else 'GET'} {path} HTTP/1.1", f"Host: {host or address + ':' + port}",
             "Connection: close", *(f"{k}: {v}" for k, v in (headers or {}).items())]
    if body is not None:
        lines += ["Content-Type: application/json", f"Content-Length: {len(data)}"]
    writer.write(("\r\n".join(lines) + "\r\n\r\n").encode() + data)
    head = (await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 10)).decode("latin-1")
    rest = b"" if "101 Switching" in head else await asyncio.wait_for(reader.read(1 << 20), 10)
    writer.close()
    status = int(head.split(" ", 2)[1])
    fields = dict(line.split(": ", 1) for line in head.split("\r\n")[1:] if ": " in line)
    return status, fields, rest.decode("utf-8", "replace")


@asynccontextmanager
async def lan_server(directory, allow_hosts):
    """Serve a Hub on loopback that also answers to `allow_hosts`; yield its base URL."""
    hub = Hub(directory, bot_pace=0.0)
    sockets = bind_sockets(0, "127.0.0.1")
    server = HTTPServer(standalone_app(hub, allow_hosts=allow_hosts))
    server.add_sockets(sockets)
    try:
        yield f"http://127.0.0.1:{sockets[0].getsockname()[1]}"
    finally:
        server.stop()
        hub.close()


def check_headers(headers, path: str) -> None:
    csp = headers.get("Content-Security-Policy", "")
    script = re.search(r"script-src ([^;]*)", csp)
    assert script and "'self'" in script.group(1) and "unsafe" not in script.group(1), (path, csp)
    assert "frame-ancestors 'none'" in csp and "object-src 'none'" in csp, (path, csp)
    assert headers.get("X-Frame-Options") == "DENY", path
    assert headers.get("X-Content-Type-Options") == "nosniff", path


def test_issue25_every_answer_carries_the_security_headers_and_the_page_has_no_inline_script(tmp_path):
    """Issue 25 (standalone server): a CSP whose script-src is 'self' only (no inline script), frame-ancestors
    'none', X-Frame-Options DENY and nosniff on the list, the page, static files, errors and 404s; the room page
    has no inline script or event attribute for that CSP to block."""
    async def main():
        async with in_process(tmp_path) as (hub, base):
            for path in PATHS:
                status, headers, _ = await raw_fetch(base, path)
                assert status in (200, 404), (path, status)
                check_headers(headers, path)
    asyncio.run(main())
    page = STATIC_PAGE.read_text(encoding="utf-8")
    assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", page) and not re.search(r"\son[a-z]+\s*=", page)


def test_issue25_a_foreign_host_name_is_refused_and_creates_no_room(tmp_path):
    """Issue 25 (standalone server, DNS rebinding): a request whose Host is not a loopback name or an allowed host
    is refused (403, saying how to allow it), a create makes no room, a websocket is not opened; --allow-host adds
    a name."""
    async def main():
        async with in_process(tmp_path) as (hub, base):
            for path, body in (("/cthulhu/rooms", {"game": "letter"}), ("/cthulhu/rooms", None),
                               ("/cthulhu/rooms/page", None)):
                status, headers, text = await raw_fetch(base, path, body, host="rebound.example:8765")
                assert status == 403 and "--allow-host rebound.example" in text, (path, text)
                check_headers(headers, path)
            status, _, _ = await raw_fetch(base, "/cthulhu/rooms/abc/ws", host="rebound.example",
                                           headers={"Upgrade": "websocket", "Connection": "Upgrade",
                                                    "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
                                                    "Sec-WebSocket-Version": "13"})
            assert status == 403 and hub.rooms == {}
            for host in ("localhost:1", "127.0.0.1", "[::1]:9"):
                assert (await raw_fetch(base, "/cthulhu/rooms", host=host))[0] == 200, host
    asyncio.run(main())

    async def lan():
        async with lan_server(tmp_path / "lan", ["Lan.Example"]) as base:
            assert (await raw_fetch(base, "/cthulhu/rooms", host="lan.example:8765"))[0] == 200
            assert (await raw_fetch(base, "/cthulhu/rooms", host="other.example"))[0] == 403
    asyncio.run(lan())
    assert parse_args(["--allow-host", "a.lan", "--allow-host", "b.lan"]).allow_host == ["a.lan", "b.lan"]


def test_issue25_a_malformed_static_path_is_a_clean_400_not_a_500(tmp_path):
    """Issue 25 (standalone server): %00 in a static path is answered 400 (was a 500 with a logged traceback);
    a path out of the static folder stays refused."""
    async def main():
        async with in_process(tmp_path) as (hub, base):
            status, headers, _ = await raw_fetch(base, "/cthulhu/rooms/static/room%00.js")
            assert status == 400
            check_headers(headers, "%00")
            assert (await raw_fetch(base, "/cthulhu/rooms/static/..%2f..%2fserve.py"))[0] in (403, 404)
            assert (await http(base, "/cthulhu/rooms"))[0] == 200
    asyncio.run(main())


def test_a_browser_opening_the_listing_or_the_root_gets_the_rooms_page(tmp_path):
    """A person who opens http://host:port/ or /cthulhu/rooms in a browser lands on the rooms page, not on JSON (a
    newcomer met raw JSON there); a program asking for JSON still gets the listing."""
    async def main():
        async with in_process(tmp_path) as (hub, base):
            html = {"Accept": "text/html,application/xhtml+xml,*/*;q=0.8"}
            status, fields, _ = await raw_fetch(base, "/cthulhu/rooms", headers=html)
            assert status == 302 and fields["Location"].endswith("/cthulhu/rooms/page")
            status, fields, _ = await raw_fetch(base, "/", headers=html)
            assert status in (301, 302) and fields["Location"] == "/cthulhu/rooms/page"
            status, _, body = await raw_fetch(base, "/cthulhu/rooms", headers={"Accept": "application/json"})
            assert status == 200 and "rooms" in json.loads(body)
    asyncio.run(main())
