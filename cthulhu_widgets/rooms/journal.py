"""The journal: one SQLite file (WAL) holding every room's spec, token hashes and actions, in order.

An action is written (and committed) before the room shows it to anyone, so a server killed at any moment
restarts with every acknowledged action. `(room, step)` is the key of an action: no step is written twice.

Each action carries a digest chained over the previous one (room.chain): a restarted server replays each room and
refuses, naming it in the log, a room whose replay does not reach its digests. The file is created 0600 (it holds
every secret seed); an empty or foreign file is refused with a message saying so, never started as empty.
"""
from __future__ import annotations

import json
import logging
import os
import sqlite3
import time
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows: no advisory lock; run one server per journal directory by hand
    fcntl = None

log = logging.getLogger("cthulhu_widgets.rooms")
FILE_NAME = "rooms.sqlite3"
FORMAT = "cthulhu-widgets/rooms-journal"
VERSION = 2                # 2: every action carries its chained digest (1: the journals of before, without)
SQLITE_HEADER = b"SQLite format 3\x00"
LOCK_NAME = "rooms.lock"   # held by the one server that owns the journal (two would serve diverging copies)
ARCHIVE = """
CREATE TABLE IF NOT EXISTS archive (
    room TEXT PRIMARY KEY REFERENCES rooms(id),
    reason TEXT NOT NULL,        -- "over": finished, out of memory (loaded again on demand); "expired": no move in time
    at REAL NOT NULL,
    info TEXT NOT NULL,          -- its public info (JSON) when archived
    save TEXT                    -- a finished room's save record (JSON), served without replaying it
) WITHOUT ROWID;"""
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
    digest TEXT,                 -- room.chain over the previous step's digest and this action (NULL: written by a
                                 -- version-1 server, before digests; replayed unverified, said in the log)
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
{ARCHIVE}
CREATE TABLE IF NOT EXISTS meta (
    key TEXT PRIMARY KEY,        -- format, version, unverified_before (a journal upgraded from version 1)
    value TEXT NOT NULL
) WITHOUT ROWID;
""".replace("{ARCHIVE}", ARCHIVE)


class JournalError(RuntimeError):
    """The journal file cannot be used (empty, foreign, of another version): the message says why and what to do."""


class JournalBusy(JournalError):
    """Another server process holds this journal."""


class Journal:
    """The rooms' journal in `directory` (created if missing). `synchronous` is SQLite's: "NORMAL" survives a
    killed process (WAL), "FULL" also a power cut, at a disk flush per action."""

    def __init__(self, directory, synchronous: str = "NORMAL"):
        if synchronous not in ("NORMAL", "FULL"):
            raise ValueError(f"synchronous must be 'NORMAL' or 'FULL', not {synchronous!r}")
        self.path = Path(directory) / FILE_NAME
        self.path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        self._lock = open(self.path.parent / LOCK_NAME, "a")  # noqa: SIM115 - held open for the server's life
        if fcntl is not None:
            try:
                fcntl.flock(self._lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                self._lock.close()
                raise JournalBusy(f"another server holds the rooms journal in {self.path.parent}; give this one "
                                  "another directory") from None
        try:
            self._open(synchronous)
        except BaseException:
            self._lock.close()
            raise

    def _open(self, synchronous: str) -> None:
        """Open (or make, 0600) the file and check it is a rooms journal of this version (an old one is upgraded)."""
        fresh = not self.path.exists()
        if fresh:
            os.close(os.open(self.path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
        else:
            _check_file(self.path)
        for path in (self.path, self.path.with_name(FILE_NAME + "-wal"), self.path.with_name(FILE_NAME + "-shm")):
            if path.exists() and os.name == "posix":
                os.chmod(path, 0o600)                # a journal made by an older server was world-readable
        self.db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        try:
            tables = {n for (n,) in self.db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        except sqlite3.DatabaseError as e:
            self.db.close()
            raise JournalError(f"{self.path} is not a rooms journal ({e}); move it away or give another "
                               "journal directory") from None
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute(f"PRAGMA synchronous={synchronous}")
        self._schema(tables)

    def _schema(self, tables: set) -> None:
        """Make the tables of a new journal, check a journal's format and version, or upgrade a version-1 one."""
        if "meta" in tables:
            meta = dict(self.db.execute("SELECT key, value FROM meta"))
            if meta.get("format") != FORMAT or meta.get("version") != str(VERSION):
                self.db.close()
                raise JournalError(f"{self.path} is a {meta.get('format')!r} file of version {meta.get('version')}, "
                                   f"not a rooms journal of version {VERSION}; give another journal directory")
            self.db.execute(ARCHIVE)                 # a journal of before room archiving gets its (empty) archive
            return
        if tables and not {"rooms", "actions"} <= tables:
            self.db.close()
            raise JournalError(f"{self.path} is an SQLite file of something else (tables: "
                               f"{', '.join(sorted(tables))[:200]}), not a rooms journal; give another journal "
                               "directory")
        with self.db:
            if tables:                               # a version-1 journal: its actions stay, unverified
                log.warning("%s was written before journal digests: its rooms are replayed unverified up to now, "
                            "every later step is verified", self.path)
                if "digest" not in {row[1] for row in self.db.execute("PRAGMA table_info(actions)")}:
                    self.db.execute("ALTER TABLE actions ADD COLUMN digest TEXT")
            self.db.executescript(SCHEMA)
            self.db.executemany("INSERT INTO meta (key, value) VALUES (?, ?)",
                                [("format", FORMAT), ("version", str(VERSION)),
                                 ("unverified_before", "upgraded" if tables else "none")])

    def create(self, room: str, spec: dict, tokens: dict, created: float | None = None) -> None:
        """Write a new room: its spec and the hashes of its tokens."""
        with self.db:
            self.db.execute("INSERT INTO rooms (id, created, spec, tokens) VALUES (?, ?, ?, ?)",
                            (room, time.time() if created is None else created, json.dumps(spec), json.dumps(tokens)))

    def append(self, room: str, step: int, action: dict, digest: str | None = None) -> None:
        """Write the action that answered `step` of `room` with its chained digest; raises sqlite3.IntegrityError if
        that step is taken."""
        with self.db:
            self.db.execute("INSERT INTO actions (room, step, action, at, digest) VALUES (?, ?, ?, ?, ?)",
                            (room, step, json.dumps(action), time.time(), digest))

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
        return [action for action, _ in self.steps(room)]

    def steps(self, room: str) -> list[tuple[dict, str | None]]:
        """Return a room's (action, digest) in step order; ValueError if a step is missing or a row is not JSON."""
        rows = self.db.execute("SELECT step, action, digest FROM actions WHERE room = ? ORDER BY step",
                               (room,)).fetchall()
        for i, (step, _, _) in enumerate(rows):
            if step != i:
                raise ValueError(f"journal of room {room!r} skips from step {i - 1} to {step}")
        return [(json.loads(a), d) for _, a, d in rows]

    def verified(self) -> bool:
        """Return whether every action of this journal must carry its digest (not a journal upgraded from v1)."""
        return dict(self.db.execute("SELECT key, value FROM meta")).get("unverified_before") == "none"

    def rooms(self) -> list[tuple[str, float, str, str]]:
        """Return every room as (id, created, spec JSON, token hashes JSON), oldest first: the caller parses each
        (a bad row then stops only its room)."""
        return self.db.execute("SELECT id, created, spec, tokens FROM rooms ORDER BY created, id").fetchall()

    def live(self, room: str | None = None, archived: bool = False) -> list[tuple]:
        """Return every room not archived (or only `room`; `archived`: even if archived) as (id, created, spec JSON,
        token hashes JSON, time of its last step or its creation, its steps, its seats taken), oldest first."""
        where = ("" if archived else "AND r.id NOT IN (SELECT room FROM archive) ") + ("" if room is None else
                                                                                      "AND r.id = ? ")
        return self.db.execute(
            "SELECT r.id, r.created, r.spec, r.tokens, COALESCE((SELECT MAX(at) FROM actions WHERE room = r.id), "
            "r.created), (SELECT COUNT(*) FROM actions WHERE room = r.id), (SELECT COUNT(*) FROM taken WHERE room = "
            "r.id) FROM rooms r WHERE 1 " + where + "ORDER BY r.created, r.id", () if room is None else (room,)
        ).fetchall()

    def archive(self, room: str, reason: str, info: dict, save: dict | None = None) -> None:
        """Write that `room` is archived ("over" or "expired") with its public info and, finished, its save."""
        with self.db:
            self.db.execute("INSERT OR REPLACE INTO archive (room, reason, at, info, save) VALUES (?, ?, ?, ?, ?)",
                            (room, reason, time.time(), json.dumps(info), None if save is None else json.dumps(save)))

    def archived(self, room: str) -> tuple[str, float, dict, dict | None] | None:
        """Return (reason, when, info, save or None) of an archived room, or None if it is not archived."""
        row = self.db.execute("SELECT reason, at, info, save FROM archive WHERE room = ?", (room,)).fetchone()
        if row is None:
            return None
        return row[0], row[1], json.loads(row[2]), None if row[3] is None else json.loads(row[3])

    def close(self) -> None:
        """Close the database (the WAL is checkpointed by SQLite) and let another server own it."""
        self.db.close()
        self._lock.close()


def _check_file(path: Path) -> None:
    """Refuse a journal file that is empty (0 bytes) or not SQLite, before SQLite would start it as a new one."""
    with open(path, "rb") as f:
        head = f.read(len(SQLITE_HEADER))
    if not head:
        raise JournalError(f"{path} is empty (0 bytes): not a rooms journal, and not started as an empty one (its "
                           "rooms would be lost); restore it from a backup, or move it away to start afresh")
    if head != SQLITE_HEADER:
        raise JournalError(f"{path} is not a rooms journal (not an SQLite file); move it away or give another "
                           "journal directory")
