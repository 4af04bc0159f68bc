"""A room's short text chat: who may say what, how often, and the bounded tail every connection is sent.

A line is plain text (at most `MAX_CHAT` characters; the browser draws it as text, never HTML), said by a seat
(`seat`: its name) or a spectator (`seat`: None). Each line is journaled before it is sent, so the chat survives a
restart; a room keeps in memory, and sends a joining connection, only its last `KEEP` lines. Two limits: one per
socket and one per client (a seat, whichever socket it uses; a spectator, by address), each a token bucket.
"""
from __future__ import annotations

import time
import unicodedata
from collections import OrderedDict, deque

from .protocol import RateLimit, Refused

MAX_CHAT = 200            # characters of one line
KEEP = 50                 # lines a room keeps in memory and sends a joining connection
SOCKET_RATE, SOCKET_BURST = 0.5, 3     # a socket: 3 lines at once, then one every 2 s
CLIENT_RATE, CLIENT_BURST = 1 / 3, 5   # a client (seat or spectator address): 5 at once, then one every 3 s
MAX_CLIENTS = 256         # chat limits a room remembers (the oldest is forgotten first)


def socket_limit(clock=time.monotonic) -> RateLimit:
    """Return a new socket's chat limit."""
    return RateLimit(SOCKET_RATE, SOCKET_BURST, clock)


def clean(text) -> str:
    """Return a chat line as it is kept: text, spaces for line breaks and control characters, trimmed; Refused if it is
    not text, empty, or longer than MAX_CHAT characters."""
    if not isinstance(text, str):
        raise Refused("bad_chat", f"chat needs a 'text': at most {MAX_CHAT} characters")
    line = "".join(" " if unicodedata.category(c) in ("Cc", "Cf", "Zl", "Zp") else c for c in text).strip()
    if not line:
        raise Refused("bad_chat", "a chat line says something: it is empty")
    if len(line) > MAX_CHAT:
        raise Refused("bad_chat", f"a chat line is at most {MAX_CHAT} characters, not {len(line)}")
    return line


class Chat:
    """One room's chat: its last KEEP lines and each client's limit. `journal` writes a line before it is sent."""

    def __init__(self, room_id: str, journal, lines=(), clock=time.monotonic):
        self.room_id, self.journal, self.clock = room_id, journal, clock
        self.lines: deque = deque(lines, maxlen=KEEP)
        self.next = self.lines[-1]["n"] + 1 if self.lines else 0
        self.limits: OrderedDict = OrderedDict()

    def _client_allows(self, client) -> bool:
        limit = self.limits.pop(client, None) or RateLimit(CLIENT_RATE, CLIENT_BURST, self.clock)
        self.limits[client] = limit                    # most recent last
        while len(self.limits) > MAX_CLIENTS:
            self.limits.popitem(last=False)
        return limit.allow()

    def say(self, seat: str | None, client, text, socket_limit: RateLimit) -> dict:
        """Return the new line `seat` says (journaled); Refused when it is not a line or over a limit."""
        line = clean(text)
        if not socket_limit.allow():
            raise Refused("chat_rate", f"too many chat lines from this window: at most {SOCKET_BURST} at once, then one "
                                       f"every {1 / SOCKET_RATE:g} seconds")
        if not self._client_allows(client):
            raise Refused("chat_rate", f"too many chat lines: at most {CLIENT_BURST} at once, then one every "
                                       f"{1 / CLIENT_RATE:g} seconds")
        entry = {"n": self.next, "seat": seat, "text": line, "at": round(time.time(), 3)}
        self.journal.say(self.room_id, entry)
        self.next += 1
        self.lines.append(entry)
        return entry

    def carry(self, lines, invited) -> None:
        """Start a Play again's chat (review 27, room_en 6: the old one was gone, nobody could be asked): the last
        table's persons' `lines` (journaled here), then the table's own "@invited" line for each seat of `invited`
        (a person each page of the last table offers this one to)."""
        for line in [x for x in lines if not str(x["seat"]).startswith("@")]:
            entry = {**line, "n": self.next}
            self.journal.say(self.room_id, entry)
            self.next += 1
            self.lines.append(entry)
        for seat in invited:
            self.tell("invited", seat)

    def tell(self, event: str, seat: str) -> dict:
        """Return the table's own line (journaled) that `event` happened to `seat`: its "seat" is "@" and the event
        ("@takeover": a bot plays the seat, "@back": its person again), its "text" the seat; each page says it in its
        reader's language (room/takeover.js). No person's seat starts with "@"."""
        entry = {"n": self.next, "seat": f"@{event}", "text": seat, "at": round(time.time(), 3)}
        self.journal.say(self.room_id, entry)
        self.next += 1
        self.lines.append(entry)
        return entry

    def message(self, lines=None) -> dict:
        """Return the chat message for a connection: `lines` (default: the room's last KEEP lines)."""
        return {"type": "chat", "lines": list(self.lines if lines is None else lines)}
