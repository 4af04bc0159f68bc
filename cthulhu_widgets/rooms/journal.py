"""The journal: one SQLite file (WAL) holding every room's spec, token hashes and actions, in order.

An action is written (and committed) before the room shows it to anyone, so a server killed at any moment
restarts with every acknowledged action. `(room, step)` is the key of an action: no step is written twice.
"""
from __future__ import annotations

import json
import sqlite3
import time
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows: no advisory lock; run one server per journal directory by hand
    fcntl = None

FILE_NAME = "rooms.sqlite3"
LOCK_NAME = "rooms.lock"   # held by the one server that owns the journal (two would serve diverging copies)
SCHEMA = """
CREATE TABLE IF NOT EXISTS rooms (
    id TEXT PRIMARY KEY,
    created REAL NOT NULL,
    spec TEXT NOT NULL,          -- RoomSpec.to_dict(): game, seed, rules, setup, seats, secret, listed, name
    tokens TEXT NOT NULL         -- {seat or "spectator": sha256 hex of its token}
);
CREATE TABLE IF NOT EXISTS actions (
    room TEXT NOT NULL REFERENCES rooms(id),
    step INTEGER NOT NULL,       -- the step the action answered (0 = the first action)
    action TEXT NOT NULL,        -- Action.to_dict() as JSON
    at REAL NOT NULL,
    PRIMARY KEY (room, step)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS taken (
    room TEXT NOT NULL REFERENCES rooms(id),
    seat TEXT NOT NULL,          -- a human seat someone joined (by its link) or claimed (an open seat, from the list)
    at REAL NOT NULL,
    PRIMARY KEY (room, seat)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS chat (
    room TEXT NOT NULL REFERENCES rooms(id),
    n INTEGER NOT NULL,          -- the line's number in its room (0 = the first)
    seat TEXT,                   -- the seat that said it; NULL for a spectator
    text TEXT NOT NULL,          -- plain text, at most 200 characters (rooms/chat.py)
    at REAL NOT NULL,
    PRIMARY KEY (room, n)
) WITHOUT ROWID;
"""


class JournalBusy(RuntimeError):
    """Another server process holds this journal."""


class Journal:
    """The rooms' journal in `directory` (created if missing). `synchronous` is SQLite's: "NORMAL" survives a
    killed process (WAL), "FULL" also a power cut, at a disk flush per action."""

    def __init__(self, directory, synchronous: str = "NORMAL"):
        if synchronous not in ("NORMAL", "FULL"):
            raise ValueError(f"synchronous must be 'NORMAL' or 'FULL', not {synchronous!r}")
        self.path = Path(directory) / FILE_NAME
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = open(self.path.parent / LOCK_NAME, "a")  # noqa: SIM115 - held open for the server's life
        if fcntl is not None:
            try:
                fcntl.flock(self._lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                self._lock.close()
                raise JournalBusy(f"another server holds the rooms journal in {self.path.parent}; give this one "
                                  "another directory") from None
        self.db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute(f"PRAGMA synchronous={synchronous}")
        self.db.executescript(SCHEMA)

    def create(self, room: str, spec: dict, tokens: dict, created: float | None = None) -> None:
        """Write a new room: its spec and the hashes of its tokens."""
        with self.db:
            self.db.execute("INSERT INTO rooms (id, created, spec, tokens) VALUES (?, ?, ?, ?)",
                            (room, time.time() if created is None else created, json.dumps(spec), json.dumps(tokens)))

    def append(self, room: str, step: int, action: dict) -> None:
        """Write the action that answered `step` of `room`; raises sqlite3.IntegrityError if that step is taken."""
        with self.db:
            self.db.execute("INSERT INTO actions (room, step, action, at) VALUES (?, ?, ?, ?)",
                            (room, step, json.dumps(action), time.time()))

    def take(self, room: str, seat: str, tokens: dict | None = None) -> None:
        """Write that `seat` of `room` is taken (and, for a claimed seat, the room's new token hashes)."""
        with self.db:
            self.db.execute("INSERT OR IGNORE INTO taken (room, seat, at) VALUES (?, ?, ?)", (room, seat, time.time()))
            if tokens is not None:
                self.db.execute("UPDATE rooms SET tokens = ? WHERE id = ?", (json.dumps(tokens), room))

    def taken(self, room: str) -> set:
        """Return the seats of `room` someone joined or claimed."""
        return {seat for (seat,) in self.db.execute("SELECT seat FROM taken WHERE room = ?", (room,))}

    def say(self, room: str, line: dict) -> None:
        """Write a chat line ({n, seat, text, at}) of `room`."""
        with self.db:
            self.db.execute("INSERT INTO chat (room, n, seat, text, at) VALUES (?, ?, ?, ?, ?)",
                            (room, line["n"], line["seat"], line["text"], line["at"]))

    def chat(self, room: str, last: int) -> list[dict]:
        """Return the last `last` chat lines of `room`, oldest first."""
        rows = self.db.execute("SELECT n, seat, text, at FROM chat WHERE room = ? ORDER BY n DESC LIMIT ?",
                               (room, last)).fetchall()
        return [{"n": n, "seat": seat, "text": text, "at": at} for n, seat, text, at in reversed(rows)]

    def actions(self, room: str) -> list[dict]:
        """Return a room's actions in step order."""
        rows = self.db.execute("SELECT step, action FROM actions WHERE room = ? ORDER BY step", (room,)).fetchall()
        for i, (step, _) in enumerate(rows):
            if step != i:
                raise ValueError(f"journal of room {room!r} skips from step {i - 1} to {step}")
        return [json.loads(a) for _, a in rows]

    def rooms(self) -> list[tuple[str, float, dict, dict]]:
        """Return every room as (id, created, spec dict, token hashes), oldest first."""
        rows = self.db.execute("SELECT id, created, spec, tokens FROM rooms ORDER BY created, id").fetchall()
        return [(rid, created, json.loads(spec), json.loads(tokens)) for rid, created, spec, tokens in rows]

    def close(self) -> None:
        """Close the database (the WAL is checkpointed by SQLite) and let another server own it."""
        self.db.close()
        self._lock.close()
