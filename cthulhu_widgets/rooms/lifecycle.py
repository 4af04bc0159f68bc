"""A room's life on a server (docs/rooms.md "How long a room lives"): a game in play with no move for `expire_idle`
seconds, or a room nobody joined and nobody moved in for `expire_unjoined` seconds, is closed ("expired": its
connections are told and closed, it leaves memory and the listing, its links then answer 410); a finished room with
no connection open for `keep_finished` seconds after its last move is archived out of memory (its save stays
downloadable, a link opens it again on demand). Archived rooms are never replayed at start-up."""
from __future__ import annotations

EXPIRE_IDLE = 24 * 3600.0      # seconds a game in play may wait for a move
EXPIRE_UNJOINED = 3600.0       # seconds a room nobody joined (no move, no seat taken) is kept
KEEP_FINISHED = 600.0          # seconds a finished room with nobody connected stays in memory
SWEEP_EVERY = 60.0             # seconds between two sweeps, at most (less when a limit above is shorter)


def _seconds(value, name: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not value > 0:
        raise ValueError(f"{name} is a number of seconds above 0, not {value!r}")
    return float(value)


class Lifecycle:
    """When a room expires or is archived (the three limits above, options of serve and of the extension)."""

    def __init__(self, expire_idle: float = EXPIRE_IDLE, expire_unjoined: float = EXPIRE_UNJOINED,
                 keep_finished: float = KEEP_FINISHED):
        self.expire_idle = _seconds(expire_idle, "expire_idle")
        self.expire_unjoined = _seconds(expire_unjoined, "expire_unjoined")
        self.keep_finished = _seconds(keep_finished, "keep_finished")

    def every(self) -> float:
        """Return the seconds between two sweeps: a third of the shortest limit, at most SWEEP_EVERY."""
        return max(0.05, min(SWEEP_EVERY, self.expire_idle / 3, self.expire_unjoined / 3, self.keep_finished / 3))

    def fate(self, room, at: float) -> str | None:
        """Return "expired", "over" (archive it) or None (keep it) for a room in memory at time `at`."""
        connected = bool(room.sockets or room.spectators)
        if room.state.result is not None:
            return "over" if not connected and at - room.last >= self.keep_finished else None
        if at - room.last >= self.expire_idle:
            return "expired"
        unjoined = room.step == 0 and not room.taken and not connected
        return "expired" if unjoined and at - room.created >= self.expire_unjoined else None

    def fate_unplayed(self, created: float, taken: int, at: float) -> str | None:
        """Return "expired" or None for a journaled room with no step (decided at start-up without replaying it)."""
        if at - created >= self.expire_idle or (not taken and at - created >= self.expire_unjoined):
            return "expired"
        return None

    def why(self, reason: str) -> str:
        """Return what a link of an expired room is told."""
        return (f"this table was closed: no move for {_span(self.expire_idle)} (or nobody joined it within "
                f"{_span(self.expire_unjoined)}); create a new one") if reason == "expired" else "this table is over"


def _span(seconds: float) -> str:
    if seconds >= 3600:
        return f"{seconds / 3600:g} h"
    return f"{seconds / 60:g} min" if seconds >= 60 else f"{seconds:g} s"
