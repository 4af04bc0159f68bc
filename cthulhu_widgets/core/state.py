"""What every game's State shares: checked application of actions, and choosing one by kind and fields."""
from __future__ import annotations

from .actions import Action, select
from .errors import IllegalAction, listing


class GameState:
    """Base of the games' states: a game defines `legal_actions`, `_dispatch`, `_key`, `view`, `clone`, …

    Subclasses have the slots `history`, `events`, `result`, `to_act`, `_legal` and `_log`.
    """

    __slots__ = ()

    def apply(self, action):
        """Apply a legal action (an Action or its dict); raise IllegalAction and change nothing otherwise."""
        if type(action) is not Action:
            if not isinstance(action, dict):
                raise IllegalAction(f"apply() takes an Action or a dict like {{'kind': ..., ...}}, not "
                                    f"{type(action).__name__}", self.legal_actions())
            action = Action.from_dict(action)
        legal = self.legal_actions()
        if action not in legal:
            if self.result is not None:
                raise IllegalAction(f"the game is over ({self.result.outcome}: {self.result.cause}); "
                                    "no action is legal", ())
            raise IllegalAction(f"'{action}' is not legal now for {self.to_act}; legal: {listing(legal, 16)}", legal)
        self._legal = None
        if self.events is not None:
            self._log = []
        self.history.append(action)
        self._dispatch(action)
        if self.events is not None:
            self.events = self._log
        return self

    def __eq__(self, other) -> bool:
        """Two states are equal when they are the same game at the same point (each game's `_key`)."""
        if type(other) is not type(self):
            return NotImplemented
        return self._key() == other._key()

    __hash__ = None  # states change: they are not hashable

    def act(self, kind: str, **fields):
        """Apply the one legal action of `kind` matching `fields`; return self."""
        self.apply(select(self.legal_actions(), kind, fields))
        return self
