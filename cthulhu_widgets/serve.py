"""The rooms API without Jupyter: `python -m cthulhu_widgets.serve --port 8765` (docs/rooms.md).

There is no login here: the seat tokens are the authentication, so the server listens on 127.0.0.1 unless
`--host` says otherwise, and answers only to the loopback names (localhost, 127.0.0.1, ::1), the `--host` address
and each `--allow-host` name (for a LAN: `--host 0.0.0.0 --allow-host 192.168.1.20`). Rooms are journaled in
`--journal-dir` and come back when the server restarts on the same directory.
"""
from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sys

DEFAULT_DIR = "cthulhu-rooms"


def parse_args(argv=None) -> argparse.Namespace:
    """Return the command line's options."""
    return parser().parse_args(argv)


def parser() -> argparse.ArgumentParser:
    """Return the command line's parser (each option's help states its default)."""
    p = argparse.ArgumentParser(prog="python -m cthulhu_widgets.serve", description=__doc__.split("\n\n")[0])
    p.add_argument("--port", type=int, default=8765, help="port to listen on (0: any free port, printed)")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1: this machine only)")
    p.add_argument("--allow-host", action="append", default=[], metavar="NAME",
                   help="a host name or address browsers reach this server by, besides localhost, 127.0.0.1, ::1 "
                        "and --host (repeat it for several); any other Host is refused (DNS rebinding)")
    p.add_argument("--journal-dir", default=DEFAULT_DIR,
                   help=f"directory of the rooms journal (default ./{DEFAULT_DIR})")
    p.add_argument("--bot-pace", type=float, default=0.4, help="seconds a bot waits before each step (default 0.4)")
    p.add_argument("--max-rooms", type=int, default=1000, help="games in play at most (default 1000)")
    p.add_argument("--synchronous", choices=("NORMAL", "FULL"), default="NORMAL",
                   help="SQLite flushing: NORMAL survives a killed server, FULL also a power cut (slower)")
    p.add_argument("--rate", type=float, default=20, help="messages a second one socket may send (default 20)")
    p.add_argument("--burst", type=int, default=40, help="... in bursts of at most this many (default 40)")
    p.add_argument("--lobby-page", type=int, default=20, help="rooms one listing sends at most (default 20)")
    p.add_argument("--max-steps", type=int, default=20_000,
                   help="steps a room takes at most (default and most 20000: what a restart replays)")
    p.add_argument("--send-queue", type=int, default=2 * 1024 * 1024,
                   help="bytes waiting for one connection to read, at most; then it is dropped, close code 4008 "
                        "(default 2097152)")
    p.add_argument("--max-connections", type=int, default=512,
                   help="connections open at once, at most (default 512; lowered to what the open-files limit "
                        "allows); one more is answered 503 and closed")
    p.add_argument("--header-timeout", type=float, default=20,
                   help="seconds a request may take to send its headers, and its body; an idle keep-alive "
                        "connection is closed after as long (default 20)")
    p.add_argument("--join-timeout", type=float, default=10,
                   help="seconds a websocket may stay open without joining a seat (default 10)")
    p.add_argument("--client-rate", type=float, default=60,
                   help="messages a second one client (address) may send over all its sockets (default 60)")
    p.add_argument("--join-rate", type=float, default=2,
                   help="joins a second one client may make over all its sockets, in bursts of 20 (default 2)")
    p.add_argument("--create-rate", type=float, default=10,
                   help="rooms one client may create a minute (default 10); more are answered 429")
    p.add_argument("--rooms-per-client", type=int, default=20,
                   help="games in play one client (address) may have created (default 20); more are answered 429")
    p.add_argument("--expire-idle", type=float, default=86400,
                   help="seconds a game in play may wait for a move; then it is closed (default 86400: 24 h)")
    p.add_argument("--expire-unjoined", type=float, default=3600,
                   help="seconds a room nobody joined and nobody moved in is kept (default 3600: 1 h)")
    p.add_argument("--keep-finished", type=float, default=600,
                   help="seconds a finished room nobody watches stays in memory; then it is archived, its save "
                        "still downloadable (default 600)")
    p.add_argument("--certfile", help="a PEM certificate (chain): serve HTTPS and wss (with --keyfile)")
    p.add_argument("--keyfile", help="the PEM private key of --certfile")
    p.add_argument("--quiet", action="store_true", help="no access log")
    return p


def tls(args):
    """Return the TLS context of --certfile/--keyfile (None without them); ValueError saying what is wrong."""
    if not args.certfile and not args.keyfile:
        return None
    if not (args.certfile and args.keyfile):
        raise ValueError("TLS needs both --certfile and --keyfile")
    import ssl

    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    try:
        context.load_cert_chain(args.certfile, args.keyfile)
    except (OSError, ssl.SSLError) as e:
        raise ValueError(f"--certfile/--keyfile cannot be loaded: {e}") from None
    return context


async def serve(args) -> None:
    """Serve until SIGINT or SIGTERM, then stop the bots and close the journal."""
    from tornado.netutil import bind_sockets

    from .rooms.handlers import standalone_app
    from .rooms.hub import Hub
    from .rooms.server import RoomsServer

    context = tls(args)                   # a bad certificate is said before anything starts
    hub = Hub(args.journal_dir, bot_pace=args.bot_pace, max_rooms=args.max_rooms, synchronous=args.synchronous,
              rate=args.rate, burst=args.burst, lobby_page=args.lobby_page, max_steps=args.max_steps,
              send_queue=args.send_queue, join_timeout=args.join_timeout,
              client_rate=args.client_rate, join_rate=args.join_rate, create_rate=args.create_rate,
              expire_idle=args.expire_idle, expire_unjoined=args.expire_unjoined, keep_finished=args.keep_finished,
              rooms_per_client=args.rooms_per_client)
    sockets = bind_sockets(args.port, args.host)
    hosts = [*args.allow_host, *([] if args.host in ("0.0.0.0", "::", "") else [args.host])]
    server = RoomsServer(standalone_app(hub, allow_hosts=hosts), xheaders=False, max_connections=args.max_connections,
                         header_timeout=args.header_timeout, ssl_options=context)
    server.add_sockets(sockets)
    hub.start()
    port = sockets[0].getsockname()[1]
    scheme = "https" if args.certfile else "http"
    print(f"cthulhu rooms: open {scheme}://{args.host}:{port}/cthulhu/rooms/page ({len(hub.rooms)} rooms from "
          f"{hub.journal.path})", flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    await stop.wait()
    server.stop()
    hub.close()


def main(argv=None) -> int:
    args = parse_args(argv)
    try:
        import tornado  # noqa: F401  (the [rooms] extra; the engines and widgets do not need it)
    except ImportError:
        sys.exit("the rooms server needs tornado, which is not installed: pip install cthulhu-widgets[rooms]")
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    if args.quiet:
        logging.getLogger("tornado.access").setLevel(logging.WARNING)
    from .rooms.journal import JournalError

    try:
        asyncio.run(serve(args))
    except (JournalError, ValueError) as e:   # a journal it may not open, an option out of range: said, no traceback
        print(f"cthulhu rooms: {e}", file=sys.stderr, flush=True)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
