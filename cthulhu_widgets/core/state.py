"""What every game's State shares: choosing an action by kind and fields."""
from __future__ import annotations

from .actions import select


class GameState:
    """Base of the games' states; a game defines `legal_actions`, `apply`, `view`, `clone`, …"""

    __slots__ = ()

    def act(self, kind: str, **fields) -> GameState:
        """Apply the one legal action of `kind` matching `fields`; return self."""
        self.apply(select(self.legal_actions(), kind, fields))
        return self
