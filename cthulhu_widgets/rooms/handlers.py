"""HTTP and websocket handlers of the rooms API (docs/rooms.md), as mixins: the standalone server puts them on
tornado's handlers, the Jupyter extension on Jupyter's (which add the server's own authentication)."""
from __future__ import annotations

import functools
import json
import logging
import time
from pathlib import Path

from tornado import web
from tornado.ioloop import IOLoop
from tornado.websocket import WebSocketClosedError, WebSocketHandler

from ..core.jsonin import parse_json
from .chat import socket_limit
from .hub import Hub
from .nudge import set_course
from .replays import replay_page
from .rematch_keys import holds_every_key, links_message
from .protocol import (CLOSE_AUTH, CLOSE_BUSY, CLOSE_GONE, CLOSE_NO_ROOM, CLOSE_RATE, CLOSE_SLOW, MAX_MESSAGE,
                       SEND_QUEUE, RateLimit, Refused, read_message)
from .spec import RoomError
from .takeover import ask_for_bot, come_back

log = logging.getLogger("cthulhu_widgets.rooms")
MAX_BODY = 64 * 1024
HUB = "cthulhu_rooms_hub"          # the application setting holding the server's Hub (or a callable returning it)
STATIC = Path(__file__).resolve().parents[1] / "static"
PLACEHOLDER = """<!doctype html><meta charset="utf-8"><title>cthulhu-widgets room</title>
<p>The browser client of rooms is not built into this installation yet (cthulhu_widgets/static/room.html).
The protocol is described in docs/rooms.md.</p>"""


def hub_of(handler) -> Hub:
    """Return the Hub the application serves."""
    hub = handler.settings[HUB]
    return hub() if callable(hub) else hub


def base_url_of(handler) -> str:
    return handler.settings.get("base_url", "/")


class JSONMixin:
    """Answers in JSON; a RoomError or Refused becomes {"error": ...} with its status."""

    def answer(self, status: int, data) -> None:
        self.set_status(status)
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.set_header("Cache-Control", "no-store")
        self.finish(json.dumps(data))

    def refuse(self, error: Exception) -> None:
        code = getattr(error, "code", None)
        status = getattr(error, "status", {"auth": 403}.get(code, 409) if isinstance(error, Refused) else 400)
        self.answer(status, {"error": str(error)})


class RoomsAPI(JSONMixin):
    """/cthulhu/rooms — GET lists the listed rooms; POST creates one."""

    def get(self):
        # A person who opens the listing's address in a browser gets the rooms page, not JSON (the page's own
        # fetch asks for JSON; a browser's navigation asks for text/html first).
        if self.request.headers.get("Accept", "").startswith("text/html"):
            self.redirect(base_url_of(self).rstrip("/") + "/cthulhu/rooms/page")
            return
        try:
            page = {k: _whole(self.get_query_argument(k, None), k) for k in ("offset", "limit")}
            self.answer(200, hub_of(self).listing(page["offset"] or 0, page["limit"]))
        except RoomError as e:
            self.refuse(e)

    def post(self):
        try:
            if len(self.request.body) > MAX_BODY:
                raise RoomError(f"a room request is at most {MAX_BODY // 1024} KiB", 413)
            if self.request.headers.get("Content-Type", "").split(";")[0].strip() != "application/json":
                raise RoomError("send the room request as JSON (Content-Type: application/json)", 415)
            body = parse_json(self.request.body, "the room request", RoomError, MAX_BODY)
            self.answer(201, hub_of(self).create(body, base_url_of(self), self.request.remote_ip))
        except RoomError as e:
            self.refuse(e)


def _whole(text, name):
    """Return a query argument as a whole number (None when absent); RoomError if it is not one."""
    if text is None:
        return None
    if not text.isdigit() or len(text) > 9:
        raise RoomError(f"{name} is a whole number, not {text[:20]!r}")
    return int(text)


class RoomAPI(JSONMixin):
    """/cthulhu/rooms/<id> — the room's public info; /cthulhu/rooms/<id>/save — its save once the game is over;
    /cthulhu/rooms/<id>/replay?seat=…&lang=… — that seat's replay page of the finished game;
    POST /cthulhu/rooms/<id>/claim {"seat": …} — a free seat of a room whose creator opened its seats: its token."""

    def post(self, room_id, what=None):
        try:
            if what != "claim":
                raise RoomError("POST here claims a free seat: /cthulhu/rooms/<id>/claim with {\"seat\": …}", 405)
            if len(self.request.body) > 1024:
                raise RoomError("a claim is {\"seat\": \"<seat>\"}: at most 1 KiB", 413)
            body = parse_json(self.request.body, "the claim", RoomError, 1024)
            seat = body.get("seat") if isinstance(body, dict) else None
            room = hub_of(self).get(room_id)
            token = room.claim(seat)
            page = base_url_of(self).rstrip("/") + "/cthulhu/rooms/page"
            self.answer(200, {"room": room.id, "seat": seat, "token": token,
                              "link": f"{page}#room={room.id}&token={token}"})
        except (RoomError, Refused) as e:
            self.refuse(e)

    def get(self, room_id, what=None):
        try:
            hub = hub_of(self)
            if what == "save":                      # an archived room's save, without loading it
                game, save = hub.save(room_id)
                self.set_header("Content-Disposition", f'attachment; filename="{game}-{room_id}.json"')
                self.answer(200, save)
            elif what == "replay":                  # a seat's replay of the finished game (rooms/replays.py)
                seat, lang = (self.get_query_argument(k, "") for k in ("seat", "lang"))
                page, policy = replay_page(hub, room_id, seat, lang)
                self.set_header("Content-Security-Policy", policy)   # its inline script, by hash (rooms/replays.py)
                self.set_header("Content-Type", "text/html; charset=utf-8")
                self.set_header("Cache-Control", "no-store")
                self.finish(page)
            else:
                self.answer(200, hub.info(room_id))
        except (RoomError, Refused) as e:
            self.refuse(e)


class PageAPI:
    """/cthulhu/rooms/page — the browser client (static/room.html), or a placeholder until it is built."""

    def get(self):
        page = STATIC / "room.html"
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.finish(page.read_bytes() if page.is_file() else PLACEHOLDER)


class RoomSocket:
    """/cthulhu/rooms/<id>/ws — one seat's or one spectator's connection (protocol in docs/rooms.md)."""

    room = None
    seat = None
    joined = False
    replaced = False
    dropped = False          # closed for not reading: nothing more is queued for it
    queued = 0               # bytes written to this socket that its peer has not taken yet
    send_queue = SEND_QUEUE
    _timer = None

    @property
    def max_message_size(self) -> int:   # tornado closes the socket (1009) on a larger frame
        return MAX_MESSAGE

    def open(self, room_id):
        hub = hub_of(self)
        self.limit = RateLimit(hub.rate, hub.burst)
        self.send_queue = hub.send_queue
        self.chat_limit = socket_limit()
        try:
            self.room = hub.get(room_id)            # a finished, archived room is loaded again
        except RoomError as e:                     # 410: it expired
            self.close(CLOSE_GONE if e.status == 410 else CLOSE_NO_ROOM,
                       "this table was closed" if e.status == 410 else "no such room")
            return
        self._timer = IOLoop.current().call_later(hub.join_timeout, self._join_timeout)

    def _join_timeout(self):
        if not self.joined:
            wait = hub_of(self).join_timeout
            self.send(json.dumps(Refused("auth", f"no join within {wait:g} s of connecting").to_message()))
            self.close(CLOSE_AUTH, "no join")

    async def on_message(self, message):
        started = time.perf_counter()
        if self.room is None or self.replaced or self.dropped:   # replaced or dropped: it reads nothing more
            return
        clients = hub_of(self).clients                            # the client's limit, over all its sockets
        why = (None if self.limit.allow() else f"too many messages: at most {self.limit.rate:g} a second") or (
            None if clients.allow(self.request.remote_ip, "message") else clients.why("message"))
        if why is not None:
            self.send(json.dumps(Refused("rate", why).to_message()))
            self.close(CLOSE_RATE, "too many messages")
            return
        try:
            msg = read_message(message)
            if not self.joined:
                self._join(msg)
            elif msg["type"] == "act":
                await self.room.act(self.seat, msg["id"], msg["step"], self)
                hub_of(self).timed(started)   # received -> journaled, applied, every view written to its socket
            elif msg["type"] == "lang":
                self.room.set_lang(self.seat, self, msg["lang"])   # its state again, in that language
            elif msg["type"] == "chat":   # a seat's limit follows it across sockets; a spectator's, its address
                client = self.seat if self.seat is not None else ("spectator", self.request.remote_ip)
                self.room.say(self.seat, client, msg["text"], self.chat_limit)
            elif msg["type"] == "ping":
                self.send('{"type": "pong"}')
            elif msg["type"] == "nudge":   # to the seat waited on only, after a minute, once a minute
                self.room.nudge(self.seat, self)   # a refusal in this socket's language
            elif msg["type"] == "course":   # the others read "A1 is in the solo course" (review 29, room_en 2)
                set_course(self.room, self.seat, msg["on"], self)
            elif msg["type"] == "takeover":   # one person's ask: the room counts them (rooms/takeover.py)
                ask_for_bot(self.room, self.seat, msg["seat"], self)
            elif msg["type"] == "back":   # the person of a seat a bot played takes it back
                if self.seat is None:     # said, not ignored (review 36, finding 3: a spectator's ask went unanswered)
                    raise Refused("spectator", "spectators watch: they have no seat to take back")
                come_back(self.room, self.seat, broadcast=True)
            elif msg["type"] == "rematch":
                self._rematch(msg.get("keys"))
            else:
                raise Refused("bad_message", "this socket has already joined")
        except Refused as e:
            self.send(json.dumps(e.to_message()))
            if e.code == "auth":
                self.close(CLOSE_AUTH, "not allowed")

    def _rematch(self, keys=None) -> None:
        """Give every socket of the room its own seat's link to the new game, made at the first ask; a repeated ask
        is answered to this socket only (review 36, finding 3: each one sent every page of the room the link again).
        An asker holding every key (`keys`: the creator's page) gets all the new links first (review 37, room_en 4)."""
        first = self.room.rematch is None
        try:
            answer = hub_of(self).rematch(self.room, self.seat, base_url_of(self), self.request.remote_ip)
        except RoomError as e:
            raise Refused("rematch", str(e)) from None
        if holds_every_key(self.room.hashes, keys):   # before its own link, which its page follows at once
            self.send(json.dumps(links_message(answer)))
        self.room.offer_rematch(answer, None if first else self)

    def _join(self, msg):
        if msg["type"] != "join":
            raise Refused("auth", 'send {"type": "join", "token": ...} first')
        clients = hub_of(self).clients
        if not clients.allow(self.request.remote_ip, "join"):   # before any catalog or state is made or sent
            self.send(json.dumps(Refused("rate", clients.why("join")).to_message()))
            self.close(CLOSE_BUSY, "too many joins: try again in a moment")   # the page retries with backoff
            self.room = None
            return
        if isinstance(msg.get("token"), str):
            found, seat = self.room.seat_of(msg["token"])
        elif self.room.spec.listed:           # {"watch": true}: anyone may watch a listed room, as a spectator
            found, seat = True, None
        else:
            raise Refused("auth", "only a listed room can be watched without a link: ask for the spectators' link")
        if not found:
            raise Refused("auth", "this token opens no seat of this room")
        if self._timer is not None:
            IOLoop.current().remove_timeout(self._timer)
        self.seat = seat
        if seat is not None:
            self.room.detach(seat, self)      # the seat's earlier socket acts no more before this one is told
        tag, catalog = self.room.catalog_text()   # sent only to a page that does not hold it already (its tag)
        joined = json.dumps({"type": "joined", "room": self.room.id, "game": self.room.spec.game, "seat": seat,
                             "name": self.room.spec.name, "number": self.room.spec.number, "catalog_tag": tag})
        self.send(joined if msg.get("catalog") == tag else joined[:-1] + ', "catalog": ' + catalog + "}")
        self.room.join(seat, self, msg.get("lang", "en"))   # sends everyone, this socket too, the state
        if self.room.rematch is not None:   # a seat back after the others asked for a new game: its own link
            self.room.offer_rematch(self.room.rematch, self)
        self.joined = True

    def cut_off(self) -> None:
        """Another connection joined as this seat: this one is off the room (the room forgot it) and acts no more."""
        self.replaced, self.joined = True, False

    def on_close(self):
        if self._timer is not None:
            IOLoop.current().remove_timeout(self._timer)
        if self.joined:
            self.joined = False
            self.room.leave(self)

    def send(self, text: str) -> None:
        """Send a message; a socket closed meanwhile is ignored (its on_close does the rest). A socket whose peer
        leaves more than `send_queue` bytes untaken is dropped (CLOSE_SLOW), never buffered for ever."""
        if self.dropped:
            return
        size = len(text)
        if self.queued and self.queued + size > self.send_queue:   # one message alone always goes
            self._drop()
            return
        try:
            written = self.write_message(text)
        except WebSocketClosedError:
            return
        self.queued += size
        written.add_done_callback(functools.partial(self._written, size))

    def _written(self, size: int, future) -> None:
        self.queued -= size
        if not future.cancelled():
            future.exception()          # a closed stream's error is expected: on_close does the rest

    def _drop(self) -> None:
        """Close a socket that does not read (its queue is full) and take it off its room at once."""
        self.dropped = True
        where = self.room.id if self.room is not None else "?"
        log.warning("room %s: a connection is dropped: more than %d bytes wait for it to read", where,
                    self.send_queue)
        self.close(CLOSE_SLOW, "too slow: it does not read what it is sent")
        IOLoop.current().add_callback(self.on_close)   # off the room now (tornado aborts the stream in 5 s)


def routes(prefix: str, rooms, room, page, socket, static, static_kwargs: dict) -> list:
    """Return the URL routes under `prefix` (e.g. "/cthulhu/rooms") for the given handler classes."""
    rid = r"([A-Za-z0-9_-]{1,32})"
    return [
        (prefix, rooms),
        (prefix + "/page", page),
        (prefix + r"/static/(.*)", static, static_kwargs),
        (prefix + "/" + rid + "/ws", socket),
        (prefix + "/" + rid + r"/?(save|claim|replay)?", room),
    ]


def standalone_app(hub: Hub, **settings) -> web.Application:
    """Return the standalone server's tornado application serving `hub` (rooms/standalone.py)."""
    from .standalone import standalone_app as app

    return app(hub, **settings)
