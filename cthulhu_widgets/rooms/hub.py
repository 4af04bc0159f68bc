"""Every room of one server: create, list, find, and rebuild them all from the journal at start."""
from __future__ import annotations

import asyncio
import json
import logging
import os
import secrets
import time
from pathlib import Path

from .clients import CLIENT_RATE, CREATE_RATE, JOIN_RATE, Clients
from .course import Courses
from .journal import Journal
from .lifecycle import EXPIRE_IDLE, EXPIRE_UNJOINED, KEEP_FINISHED, Lifecycle
from .protocol import BURST, JOIN_TIMEOUT, RATE, SEND_QUEUE
from .room import MAX_STEPS, SPECTATOR, Room, now, restore
from .spec import RoomError, RoomSpec, spec_from_request
from .tokens import new_token, token_hash

log = logging.getLogger("cthulhu_widgets.rooms")
MAX_ROOMS = 1000
ROOMS_PER_CLIENT = 20         # games in play one address may have created (in this server's life)
LOBBY_PAGE = 20               # rooms one listing sends at most (a page of the lobby)
PAGE = "cthulhu/rooms/page"   # the browser client's page, relative to the server's base URL
TIMING_ENV = "CTHULHU_ROOMS_TIMING"   # a file path: the server times every act message and writes them there at close


class Hub:
    """The rooms of a server, journaled in `journal_dir`; bots wait `bot_pace` seconds before each step; each socket
    may send `rate` messages a second in bursts of `burst`, must join within `join_timeout` seconds, and is dropped
    when more than `send_queue` bytes wait for it to read; each client (address) may send `client_rate` messages
    and make `join_rate` joins a second and `create_rate` creates a minute over all its sockets (clients.py), and
    have created at most `rooms_per_client` games in play; a room
    takes at most `max_steps` steps, and expires or is archived by `expire_idle`, `expire_unjoined` and
    `keep_finished` (lifecycle.py)."""

    def __init__(self, journal_dir, bot_pace: float = 0.4, max_rooms: int = MAX_ROOMS, synchronous: str = "NORMAL",
                 rate: float = RATE, burst: int = BURST, lobby_page: int = LOBBY_PAGE, max_steps: int = MAX_STEPS,
                 send_queue: int = SEND_QUEUE, join_timeout: float = JOIN_TIMEOUT, client_rate: float = CLIENT_RATE,
                 join_rate: float = JOIN_RATE, create_rate: float = CREATE_RATE, expire_idle: float = EXPIRE_IDLE,
                 expire_unjoined: float = EXPIRE_UNJOINED, keep_finished: float = KEEP_FINISHED,
                 rooms_per_client: int = ROOMS_PER_CLIENT):
        if type(lobby_page) is not int or lobby_page < 1:
            raise ValueError(f"lobby_page is a whole number of rooms, at least 1, not {lobby_page!r}")
        if type(max_steps) is not int or not 1 <= max_steps <= MAX_STEPS:
            raise ValueError(f"max_steps is a whole number from 1 to {MAX_STEPS:,} (what a restart replays), not "
                             f"{max_steps!r}")
        if type(send_queue) is not int or send_queue < 64 * 1024:
            raise ValueError(f"send_queue is a number of bytes, at least 65536, not {send_queue!r}")
        if type(rooms_per_client) is not int or rooms_per_client < 1:
            raise ValueError(f"rooms_per_client is a whole number of games, at least 1, not {rooms_per_client!r}")
        if isinstance(join_timeout, bool) or not isinstance(join_timeout, (int, float)) or not join_timeout > 0:
            raise ValueError(f"join_timeout is a number of seconds above 0, not {join_timeout!r}")
        self.clients = Clients(client_rate, join_rate, create_rate)   # per remote address, over all its sockets
        self.life = Lifecycle(expire_idle, expire_unjoined, keep_finished)   # every option checked: then the journal
        self.journal = Journal(Path(journal_dir), synchronous)
        self.courses = Courses(self.clients, self.journal)   # the server's own courses (rooms/course.py; review 37)
        self.bot_pace, self.max_rooms, self.rate, self.burst = bot_pace, max_rooms, rate, burst
        self.lobby_page, self.max_steps, self.send_queue = lobby_page, max_steps, send_queue
        self.join_timeout, self.rooms_per_client = float(join_timeout), rooms_per_client
        self._sweeper = None
        self.rooms: dict[str, Room] = {}
        self.refused: dict[str, str] = {}   # journaled rooms not served: why (named in the log at start)
        self.nexts: dict[str, dict] = {}    # a finished room's id -> its next game's create answer (Hub.rematch)
        self.timing_path = os.environ.get(TIMING_ENV) or None
        self.timings: list[tuple[float, float]] | None = [] if self.timing_path else None   # (monotonic, seconds)
        self.restore()

    def restore(self) -> None:
        """Rebuild every live journaled room by replaying its actions and checking each step's digest: a room whose
        row is bad, or whose replay does not reach its digests, is not served (named in the log, kept in `refused`).
        Archived rooms are not replayed; a room with no step past its time expires unreplayed; then one sweep."""
        at = now()
        for row in self.journal.live():
            room_id, created, _spec, _hashes, _last, steps, taken = row
            if self.courses.restore(row):   # a course's row: replayed into its course (rooms/course.py)
                continue
            if steps == 0 and self.life.fate_unplayed(created, taken, at):
                self.journal.archive(room_id, "expired", {"room": room_id, "created": created, "over": False})
                continue
            room = self._load(row)
            if room is not None:
                self.rooms[room_id] = room
        self.sweep(at)

    def _load(self, row) -> Room | None:
        """Return the room of a journal row (`Journal.live`), replayed and verified; None (logged) if it is not."""
        room_id, created, spec_text, hashes_text, last = row[:5]
        try:
            spec = RoomSpec.from_dict(json.loads(spec_text))
            hashes = json.loads(hashes_text)
            if not isinstance(hashes, dict) or not all(isinstance(h, str) for h in hashes.values()):
                raise ValueError("its token hashes are not a table of texts")
            state, link, unverified = restore(spec, self.journal.steps(room_id), self.journal.verified())
        except Exception as e:   # one broken room must not keep the others from coming back
            self.refused[room_id] = str(e)[:500]
            log.error("room %s is not served: its journal does not replay to what was written: %s", room_id,
                      self.refused[room_id])
            return None
        if unverified:
            log.warning("room %s: its first %d steps were journaled before digests and are unverified", room_id,
                        unverified)
        room = Room(room_id, spec, state, hashes, self.journal, created, self.bot_pace, link, self.max_steps)
        room.last = room.turn_from = last   # the journal keeps no turn's start: its last step stands for it
        return room

    def start(self) -> None:
        """Let the bots of restored rooms play on, and sweep the rooms now and then (call once the loop runs)."""
        for room in self.rooms.values():
            room.wake_bots()
        self._sweeper = asyncio.get_running_loop().call_later(self.life.every(), self._tick)

    def _tick(self) -> None:
        try:
            self.sweep()
        except Exception:   # a sweep that fails (a full disk) is said, and tried again
            log.exception("the rooms sweep failed")
        self._sweeper = asyncio.get_running_loop().call_later(self.life.every(), self._tick)

    def sweep(self, at: float | None = None) -> None:
        """Expire the rooms past their time and archive the finished ones nobody watches (lifecycle.py)."""
        at = now() if at is None else at
        self.courses.sweep()
        for room in list(self.rooms.values()):
            fate = self.life.fate(room, at)
            if fate is not None:
                self.archive(room, fate)

    def archive(self, room: Room, reason: str) -> None:
        """Take `room` out of memory: "over" (its save kept for its links) or "expired" (its connections closed)."""
        room.stop()
        self.journal.archive(room.id, reason, room.info(), room.save() if reason == "over" else None)
        del self.rooms[room.id]
        self.nexts = {k: v for k, v in self.nexts.items() if v["room"] != room.id}   # its links lead nowhere now
        if reason == "expired":
            room.close_all(self.life.why(reason))
        log.info("room %s %s at step %d", room.id, "archived (over)" if reason == "over" else "expired", room.step)

    def create(self, body, base_url: str = "/", client=None, after: str = "") -> dict:
        """Create a room from a request (parsed JSON) of `client` (its address: at most create_rate a minute), the
        next game of finished room `after` if given (the server's own word: no request may say it); return its id,
        one link per human seat and spectators, and its public info. The tokens are in this answer only: the journal
        keeps their hashes."""
        if client is not None and not self.clients.allow(client, "create"):
            raise RoomError(self.clients.why("create"), 429)
        mine = sum(1 for r in self.rooms.values() if r.state.result is None and r.creator == client)
        if client is not None and mine >= self.rooms_per_client:
            raise RoomError(f"this address already has {mine} games in play on this server, the most one address may "
                            "have; finish one, or wait for an unplayed one to expire", 429)
        active = sum(1 for r in self.rooms.values() if r.state.result is None)
        if active >= self.max_rooms:
            raise RoomError(f"this server holds its maximum of {self.max_rooms} games in play; try later", 503)
        spec, state = spec_from_request(body)
        spec.after = after
        if not spec.name:   # named by its game and a number in the pages ("Letter table 3"), not its id (round 6c)
            spec.number = 1 + max((r.spec.number for r in self.rooms.values() if r.spec.game == spec.game), default=0)
        room_id = secrets.token_urlsafe(6)
        while room_id in self.rooms or self.journal.archived(room_id):
            room_id = secrets.token_urlsafe(6)
        holders = [s for s in spec.seats if spec.bot(s) is None] + [SPECTATOR]
        tokens = {key: new_token() for key in holders}
        created = now()
        self.journal.create(room_id, spec.to_dict(), {k: token_hash(t) for k, t in tokens.items()}, created)
        room = Room(room_id, spec, state, {k: token_hash(t) for k, t in tokens.items()}, self.journal, created,
                    self.bot_pace, max_steps=self.max_steps)
        room.creator = client               # in memory only: a restarted server counts no one's rooms
        self.rooms[room_id] = room
        room.wake_bots()
        page = base_url.rstrip("/") + "/" + PAGE
        links = {k: {"token": t, "link": f"{page}#room={room_id}&token={t}"} for k, t in tokens.items()}
        return {"room": room_id, "links": links, "info": room.info()}

    def rematch(self, room: Room, seat, base_url: str = "/", client=None) -> dict:
        """Return the create answer of `room`'s next game (made once, at the first ask): the same game, seats, rules,
        setup, name and listing, a new secret deal. Only a seat may ask, once the game is over (newcomer round 6c:
        a room's end had only '← Tables'). RoomError says why not."""
        if seat is None or room.state.result is None:
            raise RoomError("a seat asks for a new game once this one is over", 409)
        known = self.nexts.get(room.id)   # asked before it was archived and loaded again (review 36, finding 1)
        if room.rematch is None and known is not None and known["room"] in self.rooms:
            room.rematch = known
        if room.rematch is None:
            spec = room.spec
            room.rematch = self.create({"game": spec.game, "seats": spec.seats, "rules": spec.rules,
                                        "setup": spec.setup, "listed": spec.listed, "name": spec.name,
                                        "open_seats": spec.open_seats, "takeover": spec.takeover}, base_url, client,
                                       after=room.id)
            self.rooms[room.rematch["room"]].chat.carry(room.chat.lines, [s for s in room.seats
                                                                       if s != seat and s not in room.bots])
            self.nexts[room.id] = room.rematch
        return room.rematch

    def get(self, room_id) -> Room:
        """Return the room `room_id` (a finished, archived one is loaded again); RoomError 404 if there is none, 410
        if it expired."""
        room = self.rooms.get(room_id) if isinstance(room_id, str) else None
        if room is not None:
            return room
        archived = self._archived(room_id)
        if archived[0] == "over":
            rows = self.journal.live(room_id, archived=True)
            room = self._load(rows[0]) if rows else None
            if room is not None:
                room.last = now()          # archived again once nobody watches it for keep_finished
                self.rooms[room_id] = room
                return room
            raise RoomError("this table's journal does not replay to what was written: it is not served (the "
                            "server's log says why)", 503)
        raise RoomError(self.life.why(archived[0]), 410)

    def _archived(self, room_id) -> tuple:
        """Return (reason, when, info, save) of an archived room; RoomError 404 if there is no such room."""
        found = self.journal.archived(room_id) if isinstance(room_id, str) and len(room_id) <= 32 else None
        if found is None:
            raise RoomError(f"no room {str(room_id)[:20]!r} on this server", 404)
        return found

    def info(self, room_id) -> dict:
        """Return a room's public info (an archived finished room's as it ended, unloaded); 404, or 410 expired."""
        if room_id in self.rooms:
            return self.rooms[room_id].info()
        reason, _, info, _ = self._archived(room_id)
        if reason != "over":
            raise RoomError(self.life.why(reason), 410)
        return {**info, "spectators": 0, "archived": True}

    def save(self, room_id) -> tuple[str, dict]:
        """Return (game, save record) of a finished room (an archived one's without loading it); Refused while it
        runs, 404, or 410 expired."""
        if room_id in self.rooms:
            room = self.rooms[room_id]
            return room.spec.game, room.save()
        reason, _, info, save = self._archived(room_id)
        if reason != "over" or save is None:
            raise RoomError(self.life.why(reason), 410)
        return info.get("game", "game"), save

    def listing(self, offset: int = 0, limit: int | None = None) -> dict:
        """Return one page of the listed rooms, newest first: {"rooms": their public info (at most `limit`, and never
        more than `lobby_page`), "total": how many are listed, "offset", "limit"}. Unlisted rooms are never in it."""
        if type(offset) is not int or offset < 0 or not (limit is None or (type(limit) is int and limit >= 1)):
            raise RoomError("offset is a whole number from 0 and limit a whole number from 1 "
                            f"(at most {self.lobby_page} rooms a page)")
        limit = min(limit or self.lobby_page, self.lobby_page)
        # a finished table whose next game was made ("Play again") is that game's: one table, one row (review 36,
        # room_en 1: the lobby listed it twice, the old and the new game under one name)
        # (spec.after is journaled with the next game: a restarted server, which forgets the rematch answer, too)
        nexts = {r.spec.after for r in self.rooms.values() if r.spec.after}
        listed = sorted((r for r in self.rooms.values()
                         if r.spec.listed and not (r.state.result is not None and r.id in nexts)),
                        key=lambda r: (-r.created, r.id))
        return {"rooms": [r.info() for r in listed[offset:offset + limit]], "total": len(listed), "offset": offset,
                "limit": limit}

    def timed(self, started: float) -> None:
        """Note the server time of one act message received at `started` (perf_counter), if timing is on (tests)."""
        if self.timings is not None:
            self.timings.append((time.monotonic(), time.perf_counter() - started))

    def close(self) -> None:
        """Stop the bots and close the journal (and write the act timings, if on)."""
        if self._sweeper is not None:
            self._sweeper.cancel()
        for room in self.rooms.values():
            room.stop()
        self.journal.close()
        if self.timing_path:
            with open(self.timing_path, "w", encoding="utf-8") as f:
                json.dump(self.timings, f)
