"""The turn machinery every game's State shares: opening a game, the cached legal actions, checked application of
actions, asking a seat, recording events, ending with a `Result`, saving, equality and repr.

A game's State subclasses `GameState` and defines `NAME`, `PROGRESS`, `event_text`, `_key`, `view`, `clone`, …
Its slots include `rules`, `seed`, `history`, `events`, `result`, `to_act`, `pending`, `determinized`, `_legal` and
`_log`. A game whose `pending` holds `core.decisions.Decision` records (CHAOS, Letter) gets its legal actions and
steps from them; one with another form of pending decision defines `_compute_legal` and `_dispatch` itself.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import ClassVar

from .actions import Action, select
from .errors import IllegalAction, InvalidSetup, listing
from .events import Event
from .rng import fresh_seed


@dataclass(frozen=True)
class Result:
    """How a game ended: its `outcome` (a game's own words: "win", a team, a seat, "draw"), a named `cause` and the
    `rule` that ended it; each game adds its counts (turns, rounds, scores)."""

    outcome: str
    cause: str
    rule: str

    def to_dict(self) -> dict:
        """Return the result as a JSON-able dict (fields in order, tuples as lists)."""
        return {f.name: _plain(getattr(self, f.name)) for f in dataclasses.fields(self)}


def _plain(value):
    return list(value) if isinstance(value, tuple) else value


def check_seed(seed) -> int:
    """Return `seed`, or a fresh one for None; anything but a non-negative int raises InvalidSetup."""
    if seed is None:
        return fresh_seed()
    if type(seed) is not int or seed < 0:
        raise InvalidSetup(f"seed must be a non-negative int or None, not {seed!r}")
    return seed


def _no_text(name: str, data: dict) -> str:
    return name


class GameState:
    """Base of the games' states: what a game defines is listed in the module docstring."""

    __slots__ = ()
    NAME: ClassVar[str] = "game"          # the game's name, as saves and reprs write it
    PROGRESS: ClassVar[str] = "turn"      # the counter the repr shows ("turn", "round")
    event_text = staticmethod(_no_text)   # name, data -> the event's sentence (each game's texts.py)

    # ----- opening ---------------------------------------------------------------------------------
    @classmethod
    def opening(cls, rules_class, seed, rules, events: bool):
        """Return a bare state to deal into: checked rules and seed, no history, nothing pending, no result, and
        an event log when `events` is true (finish with `opened`)."""
        rules = rules_class.from_dict(rules)
        seed = check_seed(seed)
        s = cls.__new__(cls)
        s.rules, s.seed, s.history, s.determinized = rules, seed, [], False
        s.pending = s.to_act = s.result = None
        s._legal = None
        s.events = [] if events else None
        s._log = [] if events else None
        return s

    def opened(self):
        """Return the dealt state, the events of the deal being its first step's events."""
        if self.events is not None:
            self.events = self._log
        return self

    # ----- the contract ------------------------------------------------------------------------------
    def legal_actions(self) -> tuple[Action, ...]:
        """Return every legal action of the seat to act, as a tuple (empty when the game is over); cached until
        the next step."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal() if self.pending is not None else ()
        return legal

    def _compute_legal(self) -> tuple[Action, ...]:
        """Return the legal actions of the pending decision (a `Decision` record) as a tuple."""
        return tuple(self.pending.actions(self))

    def _dispatch(self, action: Action) -> None:
        """Carry out a legal `action`: the pending decision resolves it."""
        self.pending.resolve(self, action)

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

    def act(self, kind: str, **fields):
        """Apply the one legal action of `kind` matching `fields`; return self."""
        self.apply(select(self.legal_actions(), kind, fields))
        return self

    # ----- steps -------------------------------------------------------------------------------------
    def _ev(self, rule: str, name: str, seats=None, **data) -> None:
        """Record an event (when events are on); `seats` limits who may see it (None: everyone)."""
        if self._log is not None:
            self._log.append(Event(rule, name, data, self.event_text(name, data),
                                   None if seats is None else tuple(sorted(set(seats)))))

    def _ask(self, seat: str, decision) -> bool:
        """Pend `decision` of `seat`; return True (the step stops here)."""
        self.pending = decision
        self.to_act = seat
        return True

    def _over(self, result: Result, **data) -> bool:
        """End the game with `result` (its `game_over` event also carries `data`, e.g. Mythos's scores); return
        True (the step stops here)."""
        self.result = result
        self.to_act = None
        self.pending = None
        self._ev(result.rule, "game_over", outcome=result.outcome, cause=result.cause, **data)
        return True

    # ----- saving and comparing ------------------------------------------------------------------------
    def to_json(self) -> str:
        """Return the game as JSON text: seed, rules changes, setup and action history (replayable)."""
        from .save import dumps

        return dumps(self, self.NAME)

    def __eq__(self, other) -> bool:
        """Two states are equal when they are the same game at the same point (each game's `_key`)."""
        if type(other) is not type(self):
            return NotImplemented
        return self._key() == other._key()

    __hash__ = None  # states change: they are not hashable

    def __repr__(self) -> str:
        status = f"{self.result.outcome} ({self.result.cause})" if self.result else f"{self.to_act} to act"
        return f"<{self.NAME}.State seed={self.seed} {self.PROGRESS}={getattr(self, self.PROGRESS)} {status}>"
