"""Hot-seat: several people at one screen. When the next decision is another hot seat's, the page gets a curtain
("pass to B1") and nothing of any seat's table until it answers `ready` (docs/rooms.md, "Hot-seat")."""
from __future__ import annotations

from ..core.errors import IllegalAction


def check_hotseat(hotseat) -> None:
    """Raise ValueError unless `hotseat` is None, False, True (every human seat) or a list of seats."""
    if hotseat not in (None, False, True) and not (isinstance(hotseat, (list, tuple))
                                                   and all(isinstance(s, str) for s in hotseat)):
        raise ValueError(f"hotseat is True (every human seat) or a list of seats, not {hotseat!r}")


class HotSeat:
    """Mixin of GameWidget: `_hotseat` is None, True or the list of seats sharing the screen."""

    def hot_seats(self) -> tuple:
        """Return the human seats sharing this screen (empty: no hot-seat)."""
        if self._hotseat is None:
            return ()
        humans = self.human_seats()
        return humans if self._hotseat is True else tuple(s for s in humans if s in self._hotseat)

    def human_seats(self) -> tuple:
        """Return the seats of the game shown that a person may sit at (not the automata)."""
        return tuple(s for s in self.seats() if s not in self.game_module.AUTOMATA)

    def _table_bots(self) -> dict:
        """Return the default bots, less those of the other hot seats (people play them: `step` stops there)."""
        bots = self.default_bots()
        if self._hotseat is None:
            return bots
        return {s: b for s, b in bots.items()
                if s == self.seat or (self._hotseat is not True and s not in self._hotseat)}

    def _check_hotseat(self) -> None:
        if isinstance(self._hotseat, (list, tuple)):
            humans = list(self.human_seats())
            wrong = [s for s in self._hotseat if s not in humans]
            if wrong or not self._hotseat:
                raise ValueError(f"hotseat names human seats of this game, {humans}; not {wrong or 'none'}")

    def _curtain_seat(self) -> str:
        """Return the hot seat the screen must be passed to before its next decision is shown, or ""."""
        to_act = self.state.to_act
        if self.mode == "design" or to_act is None or to_act == self.seat or to_act not in self.hot_seats():
            return ""
        return to_act

    def ready(self):
        """The person of the curtain's seat is at the screen: show the table from that seat."""
        pending = self._curtain_seat()
        if not pending:
            raise IllegalAction("nothing to be ready for: no hot-seat curtain is up")
        self.seat = pending  # _seat_changed syncs the new seat's view
        return self
