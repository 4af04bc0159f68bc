"""The websocket protocol (docs/rooms.md): reading a client's message, and the limits of one socket."""
from __future__ import annotations

import time

from ..core.jsonin import parse_json
from ..core.texts import own_name

MAX_MESSAGE = 8 * 1024        # bytes of one client frame; a larger one closes the socket (1009)
MAX_DEPTH = 4                 # a client message is a flat object
JOIN_TIMEOUT = 10.0           # seconds to send {"type": "join", ...} after connecting
RATE = 20.0                   # messages per second a socket may send on average ...
BURST = 40                    # ... in bursts of at most this many
MAX_ID = 200                  # characters of an action id
CLOSE_REPLACED = 4000         # another socket joined with the same seat token
CLOSE_AUTH = 4001             # bad token, or no join in time
CLOSE_NO_ROOM = 4004          # the room does not exist
CLOSE_BUSY = 4029             # too many joins from this address: try again after a moment (the page does, backing off)
CLOSE_GONE = 4010             # the room expired (no move in time): its links answer 410
CLOSE_RATE = 1008             # policy violation: too many messages
CLOSE_SLOW = 4008             # the connection does not read: more than the send queue's bytes wait to be sent to it
SEND_QUEUE = 2 * 1024 * 1024  # bytes written to one socket and not yet taken by its peer, at most (then CLOSE_SLOW)
LANGS = ("en", "zh", "ja", "zh-TW")    # the languages a connection may read its table in (a game without one: English)


def reading(lang: str, langs) -> str:
    """Return the language a connection that asked for `lang` reads a table speaking `langs` in: `lang` itself, its
    base where the game speaks no such script ("zh-TW" at Letter, whose "zh" is Traditional; CHAOS speaks "zh-TW"),
    English for a language the rooms do not know (a game without a table in it falls back to English anyway)."""
    return own_name(lang, langs) if lang in LANGS else "en"


class Refused(Exception):
    """A client message the server refuses: `code` (docs/rooms.md) and a message saying why."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code

    def to_message(self) -> dict:
        """Return the error message sent to the client."""
        return {"type": "error", "code": self.code, "message": str(self)}


class _Bad(ValueError):
    pass


def read_message(text) -> dict:
    """Return a client message (untrusted text) as a dict with a known `type` and well-typed fields; else Refused."""
    try:
        msg = parse_json(text if isinstance(text, (bytes, bytearray)) else str(text).encode("utf-8"),
                         "message", _Bad, MAX_MESSAGE, MAX_DEPTH)
    except _Bad as e:
        why = f"a message is one JSON object of at most {MAX_MESSAGE} bytes: {e}"
        raise Refused("bad_message", why[:300]) from None
    if not isinstance(msg, dict):
        raise Refused("bad_message", "a message is a JSON object with a 'type': join, act, lang, chat or ping")
    kind = msg.get("type")
    if kind in ("join", "lang") and msg.get("lang", "en") not in LANGS:
        raise Refused("bad_message", f"'lang' is one of {', '.join(LANGS)}, not {str(msg.get('lang'))[:30]!r}")
    if kind == "join":
        if not isinstance(msg.get("token"), str) and msg.get("watch") is not True:
            raise Refused("bad_message", "join needs a 'token' (text), or 'watch': true to watch a listed room")
        if not isinstance(msg.get("catalog", ""), str) or len(msg.get("catalog", "")) > 64:
            raise Refused("bad_message", "join's 'catalog' is the tag of the catalog the page holds (text)")
    elif kind == "chat":
        if not isinstance(msg.get("text"), str):
            raise Refused("bad_message", "chat needs a 'text': at most 200 characters")
    elif kind == "lang":
        if "lang" not in msg:
            raise Refused("bad_message", f"lang needs a 'lang': one of {', '.join(LANGS)}")
    elif kind == "act":
        action, step = msg.get("id"), msg.get("step")
        if not isinstance(action, str) or len(action) > MAX_ID:
            raise Refused("bad_message", f"act needs an 'id': the text of a legal action (at most {MAX_ID} characters)")
        if type(step) is not int:
            raise Refused("bad_message", "act needs the 'step' (an integer) of the state it answers")
    elif kind == "takeover":
        if not isinstance(msg.get("seat"), str) or len(msg["seat"]) > 20:
            raise Refused("bad_message", "takeover needs the 'seat' (text) a bot should play")
    elif kind == "course":   # its page's course sheet opened or closed (rooms/nudge.py set_course; review 29)
        if not isinstance(msg.get("on"), bool):
            raise Refused("bad_message", "course needs 'on': true (the solo course opened) or false (closed)")
    elif kind in ("undo", "redo", "restart"):   # the widget's own table undoes; a room's other seats may be people
        raise Refused("no_undo", "a room never undoes: the other seats may be people")
    elif kind not in ("ping", "rematch", "nudge", "back"):   # rematch: a new game at the end (Hub.rematch checks); nudge: a
        # slow person's seat (rooms/nudge.py checks); back: a person plays their seat again (rooms/takeover.py)
        raise Refused("bad_message", f"unknown message type {str(kind)[:30]!r}: the types are join, act, lang, "
                                     "chat, rematch, nudge, takeover, back, course and ping")
    return msg


class RateLimit:
    """A token bucket: `RATE` messages a second on average, bursts of `BURST`."""

    def __init__(self, rate: float = RATE, burst: int = BURST, clock=time.monotonic):
        self.rate, self.burst, self.clock = rate, burst, clock
        self.tokens, self.last = float(burst), clock()

    def allow(self) -> bool:
        """Return whether one more message is allowed now (and count it)."""
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True
