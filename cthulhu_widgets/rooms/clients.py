"""Limits per client across all its sockets and requests (docs/security.md "Limits"): a client is a remote address
(the standalone server does not read X-Forwarded-For: behind a proxy every client is the proxy's address). Its
messages a second, joins a second and room creates a minute are each a token bucket summed over every socket it
opens, so a client opening fresh sockets is limited as one socket is. The table of clients is bounded (the least
recently seen is forgotten first)."""
from __future__ import annotations

import time
from collections import OrderedDict

from .protocol import RateLimit

CLIENT_RATE = 60.0       # messages a second from one client, summed over its sockets (bursts of twice as many)
JOIN_RATE = 2.0          # joins a second from one client (bursts of JOIN_BURST)
JOIN_BURST = 20
CREATE_RATE = 10.0       # rooms one client may create a minute (bursts of as many)
MAX_CLIENTS = 10_000     # clients remembered at once


def _rate(value, name: str, unit: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not value > 0:
        raise ValueError(f"{name} is a number of {unit} above 0, not {value!r}")
    return float(value)


class Clients:
    """The limits of every client: `message_rate` messages a second, `join_rate` joins a second and `create_rate`
    creates a minute, each summed over all of a client's sockets and requests."""

    def __init__(self, message_rate: float = CLIENT_RATE, join_rate: float = JOIN_RATE,
                 create_rate: float = CREATE_RATE, clock=time.monotonic):
        self.message_rate = _rate(message_rate, "client_rate", "messages a second")
        self.join_rate = _rate(join_rate, "join_rate", "joins a second")
        self.create_rate = _rate(create_rate, "create_rate", "rooms a minute")
        self.clock = clock
        self.table: OrderedDict = OrderedDict()    # client -> {kind: RateLimit}, most recently seen last

    def _limits(self, client) -> dict:
        limits = self.table.pop(client, None)
        if limits is None:
            limits = {"message": RateLimit(self.message_rate, max(1, int(2 * self.message_rate)), self.clock),
                      "join": RateLimit(self.join_rate, max(JOIN_BURST, int(self.join_rate)), self.clock),
                      "create": RateLimit(self.create_rate / 60, max(1, int(self.create_rate)), self.clock)}
        self.table[client] = limits
        while len(self.table) > MAX_CLIENTS:
            self.table.popitem(last=False)
        return limits

    def allow(self, client, kind: str) -> bool:
        """Return whether `client` may send one more message, join or create (`kind`) now, and count it."""
        return self._limits(client)[kind].allow()

    def why(self, kind: str) -> str:
        """Return what a refused client is told for `kind`."""
        return {"message": f"too many messages from this address: at most {self.message_rate:g} a second over all "
                           "its connections",
                "join": f"too many joins from this address: at most {self.join_rate:g} a second over all its "
                        "connections",
                "create": f"too many new tables from this address: at most {self.create_rate:g} a minute; try again "
                          "in a minute"}[kind]
