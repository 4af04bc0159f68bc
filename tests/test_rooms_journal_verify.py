"""Issue 25 (docs/security.md "The rooms journal"): a verified journal. Each journaled step carries a digest chained
over the previous one; a restarted server refuses, and names in its log, a room whose replay does not reach its
digests (the others come back); a bad row stops only its room; an empty or foreign file is refused with a clear
message; the file is created 0600; a journal written before digests comes back unverified, said in the log."""
from __future__ import annotations

import asyncio
import json
import logging
import os
import random
import sqlite3
import stat
import subprocess
import sys
import time

import pytest

from cthulhu_widgets.core.actions import Action
from cthulhu_widgets.rooms.hub import Hub
from cthulhu_widgets.rooms.journal import FILE_NAME, JournalError
from cthulhu_widgets.rooms.room import replay
from cthulhu_widgets.rooms.spec import RoomSpec, spec_from_request

SEATS = {"A1": "human", "A2": "human", "B1": "human", "B2": "human"}
OLD_SCHEMA = """
CREATE TABLE rooms (id TEXT PRIMARY KEY, created REAL NOT NULL, spec TEXT NOT NULL, tokens TEXT NOT NULL);
CREATE TABLE actions (room TEXT NOT NULL, step INTEGER NOT NULL, action TEXT NOT NULL, at REAL NOT NULL,
                      PRIMARY KEY (room, step)) WITHOUT ROWID;
"""


async def play(hub: Hub, room_id: str, steps: int, rng: random.Random) -> None:
    """Play `steps` random legal moves in a room through `act`, each by the seat to act."""
    room = hub.get(room_id)
    for _ in range(steps):
        seat = room.state.to_act
        legal = room.state_message(seat)["legal"]
        await room.act(seat, rng.choice(legal)["id"], room.step)


def two_rooms(directory) -> tuple[str, str]:
    """Make a journal of two CHAOS rooms of 12 steps each; return their ids."""
    async def main():
        hub = Hub(directory, bot_pace=0.0)
        ids = [hub.create({"game": "chaos", "seed": s, "seats": SEATS})["room"] for s in (5, 6)]
        for i, rid in enumerate(ids):
            await play(hub, rid, 12, random.Random(i))
        hub.close()
        return ids
    return tuple(asyncio.run(main()))


def restart(directory) -> Hub:
    """Open the journal again as a restarted server does (closed at once: only its rooms are looked at)."""
    hub = Hub(directory, bot_pace=0.0)
    hub.close()
    return hub


def edit(directory, sql: str, *args) -> None:
    db = sqlite3.connect(directory / FILE_NAME)
    with db:
        db.execute(sql, args)
    db.close()


def test_issue25_a_changed_journaled_action_refuses_that_room_only_and_names_it(tmp_path, caplog):
    """Issue 25 (verified journal): one journaled action changed to another legal move (a different game that
    replays without error) is caught by its digest: the room is not served and the log names it; the other room
    comes back at its step."""
    changed, kept = two_rooms(tmp_path)
    db = sqlite3.connect(tmp_path / FILE_NAME)
    spec = RoomSpec.from_dict(json.loads(db.execute("SELECT spec FROM rooms WHERE id = ?", (changed,)).fetchone()[0]))
    actions = [json.loads(a) for (a,) in db.execute("SELECT action FROM actions WHERE room = ? ORDER BY step",
                                                     (changed,))]
    db.close()
    state = replay(spec, actions[:5])
    other = next(a.to_dict() for a in state.legal_actions() if a.to_dict() != actions[5])
    edit(tmp_path, "UPDATE actions SET action = ? WHERE room = ? AND step = 5", json.dumps(other), changed)
    replay(spec, actions[:5] + [other])                   # still a legal game: only the digest tells
    with caplog.at_level(logging.ERROR, logger="cthulhu_widgets.rooms"):
        hub = restart(tmp_path)
    assert changed not in hub.rooms and "step 5" in hub.refused[changed]
    assert any(changed in r.getMessage() and "not served" in r.getMessage() for r in caplog.records)
    assert kept in hub.rooms and hub.rooms[kept].step == 12


def test_issue25_a_journal_that_replays_unchanged_comes_back_and_plays_on_verified(tmp_path):
    """Issue 25 (verified journal): an untouched journal restarts every room, and steps played after a restart
    chain on (a second restart still verifies them)."""
    first, second = two_rooms(tmp_path)

    async def more():
        hub = Hub(tmp_path, bot_pace=0.0)
        await play(hub, first, 3, random.Random(9))
        hub.close()
    asyncio.run(more())
    hub = restart(tmp_path)
    assert hub.refused == {} and hub.rooms[first].step == 15 and hub.rooms[second].step == 12


@pytest.mark.parametrize("column, value", [("spec", "{not json"), ("spec", '{"game": "go"}'), ("tokens", "[1]")])
def test_issue25_a_bad_spec_or_token_row_stops_only_its_room(tmp_path, column, value):
    """Issue 25 (verified journal): one bad spec or token row skips its room, named in `refused`; the other room
    comes back (before: one bad row stopped every room with a bare traceback)."""
    bad, good = two_rooms(tmp_path)
    edit(tmp_path, f"UPDATE rooms SET {column} = ? WHERE id = ?", value, bad)
    hub = restart(tmp_path)
    assert bad in hub.refused and bad not in hub.rooms and hub.rooms[good].step == 12


def test_issue25_an_empty_or_foreign_journal_file_is_refused_with_a_clear_message(tmp_path):
    """Issue 25 (verified journal): a 0-byte file is not started as an empty journal (its rooms would be lost); a
    file that is not SQLite, or an SQLite file of something else, is refused; each message says what to do."""
    cases = {"empty": (b"", "empty (0 bytes)"), "text": (b"hello, not a database\n" * 10, "not an SQLite file")}
    for name, (content, says) in cases.items():
        (tmp_path / name).mkdir()
        (tmp_path / name / FILE_NAME).write_bytes(content)
        with pytest.raises(JournalError, match=r"(?s)" + says.replace("(", r"\(").replace(")", r"\)") + ".*move"):
            Hub(tmp_path / name)
        assert (tmp_path / name / FILE_NAME).read_bytes() == content     # left as it was
    (tmp_path / "foreign").mkdir()
    db = sqlite3.connect(tmp_path / "foreign" / FILE_NAME)
    db.execute("CREATE TABLE invoices (n INTEGER)")
    db.commit()
    db.close()
    with pytest.raises(JournalError, match="something else.*invoices"):
        Hub(tmp_path / "foreign")


def test_issue25_the_server_refuses_an_empty_journal_without_a_traceback(tmp_path):
    """Issue 25 (verified journal): `python -m cthulhu_widgets.serve` on a 0-byte journal says why and exits 2."""
    (tmp_path / FILE_NAME).write_bytes(b"")
    done = subprocess.run([sys.executable, "-m", "cthulhu_widgets.serve", "--port", "0", "--journal-dir",
                           str(tmp_path)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "empty (0 bytes)" in done.stderr and "Traceback" not in done.stderr
    assert (tmp_path / FILE_NAME).read_bytes() == b""


def test_issue25_the_journal_file_is_created_readable_by_its_owner_only(tmp_path):
    """Issue 25 (verified journal): the journal holds every secret seed: it (and its WAL) is created 0600."""
    two_rooms(tmp_path)
    for name in (FILE_NAME, FILE_NAME + "-wal"):
        path = tmp_path / name
        if path.exists():
            assert stat.S_IMODE(os.stat(path).st_mode) == 0o600, name


def test_issue25_a_journal_from_before_digests_comes_back_unverified_and_says_so(tmp_path, caplog):
    """Issue 25 (verified journal, docs/rooms.md): a journal written before digests (version 1) is upgraded: its
    rooms come back, the log says their earlier steps are unverified, and later steps carry digests (a step without
one after a step with one is refused)."""
    spec, state = spec_from_request({"game": "chaos", "seed": 8, "seats": SEATS})
    rng = random.Random(3)
    entries = []
    for _ in range(7):
        action = rng.choice(state.legal_actions())
        state.apply(action)
        entries.append(action.to_dict())
    db = sqlite3.connect(tmp_path / FILE_NAME)
    db.executescript(OLD_SCHEMA)
    at = time.time()   # a recent game (one idle for 24 h would expire at start: test_rooms_lifecycle.py)
    db.execute("INSERT INTO rooms VALUES ('old', ?, ?, '{}')", (at, json.dumps(spec.to_dict())))
    db.executemany("INSERT INTO actions VALUES ('old', ?, ?, ?)",
                   [(i, json.dumps(a), at) for i, a in enumerate(entries)])
    db.commit()
    db.close()
    with caplog.at_level(logging.WARNING, logger="cthulhu_widgets.rooms"):
        hub = Hub(tmp_path, bot_pace=0.0)
    assert hub.rooms["old"].step == 7 and any("unverified" in r.getMessage() for r in caplog.records)

    async def more():
        await play(hub, "old", 2, random.Random(4))
        hub.close()
    asyncio.run(more())
    db = sqlite3.connect(tmp_path / FILE_NAME)
    digests = [d for (d,) in db.execute("SELECT digest FROM actions WHERE room = 'old' ORDER BY step")]
    db.close()
    assert digests[:7] == [None] * 7 and all(digests[7:]) and len(digests) == 9
    assert restart(tmp_path).rooms["old"].step == 9
    edit(tmp_path, "UPDATE actions SET digest = NULL WHERE room = 'old' AND step = 8")   # after a digested step
    assert "step 8 has no digest" in restart(tmp_path).refused["old"]
    assert Action.from_dict(entries[0]).to_dict() == entries[0]
