"""The decisions a CHAOS seat may be asked to take: one small frozen record per kind.

`State.pending` holds one of them (a `core.decisions.Decision`). Each says which actions are legal (`actions`),
what an action does (`resolve`), what the seat's prompt shows (`prompt`) and its word in the text picture (`text`);
the rules themselves stay in the State's mixins, which the records call. Records without fields are single objects
(MOVE, CARDS, …); records are immutable, so copies of a game share them.
"""
from __future__ import annotations

from abc import abstractmethod
from dataclasses import dataclass
from typing import ClassVar

from ...core.actions import Action
from ...core.decisions import Decision
from .cards import card_dict, combo_part
from .cells import at, cell_of, public_cell

DIRECTIONS = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}
STAY, STOP, END, DECLINE, PASS, JUMP = (Action("stay"), Action("stop"), Action("end"), Action("decline"),
                                        Action("pass"), Action("jump"))
PUSHES = [Action("push", dir=d) for d in DIRECTIONS]


# ----- moving ------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class _Movement(Decision):
    """A step of one's own piece (or the end of them); `moved` says what follows the movement."""

    base: ClassVar[bool] = True  # the base move (ending with "stay"), not extra steps (ending with "stop")

    def resolve(self, s, action: Action) -> None:
        """Step, spin, or stop moving; the opening move also takes a Checkup, a combo or a cover."""
        _MOVEMENT[action.kind](self, s, action)

    def stepped(self, s, seat: str, stopped: bool) -> None:
        """After an own step: a hurt or swapped piece moves no more this turn (`stopped`); the movement is over."""
        if stopped and not s.halted:
            s.halted = True
        self.moved(s, seat)

    @abstractmethod
    def moved(self, s, seat: str) -> None:
        """The seat's movement is over: go on with its turn."""


@dataclass(frozen=True, slots=True)
class Move(_Movement):
    """CH-CARD-4: the opening of a turn: the base move, a Checkup before moving, a combo or a cover."""

    kind: ClassVar[str] = "move"

    def actions(self, s) -> list[Action]:
        seat = s.to_act
        return s._move_actions(seat, base=True) + s._checkup_now(seat) + s._combo_starts(seat) + s._cover_starts(seat)

    def moved(self, s, seat: str) -> None:
        s._ask(seat, CARDS)


@dataclass(frozen=True, slots=True)
class ComboMove(_Movement):
    """CH-COMBO-1, CH-COVER-1: a seat's base move in a joint turn."""

    kind: ClassVar[str] = "combo_move"

    def actions(self, s) -> list[Action]:
        return s._move_actions(s.to_act, base=True)

    def moved(self, s, seat: str) -> None:
        if s.cover:
            s._cover_moved(seat)
        else:
            s._combo_moved(seat)


@dataclass(frozen=True, slots=True)
class Extra(_Movement):
    """CH-P4: the extra steps cards granted, after the cards."""

    kind: ClassVar[str] = "extra"
    base: ClassVar[bool] = False

    def actions(self, s) -> list[Action]:
        return s._move_actions(s.to_act, base=False)

    def stepped(self, s, seat: str, stopped: bool) -> None:
        if stopped and not s.halted:
            s.halted = True
        s.extra -= 1
        if stopped or s.extra <= 0 or not (s._own_move_options(seat) or s._spins(seat)):
            s._steps_done(seat)
        # else the seat takes its next extra step: the decision stays

    def moved(self, s, seat: str) -> None:
        s._steps_done(seat)


def _step(decision: _Movement, s, action: Action) -> None:
    s._own_step(s.to_act, action, decision)


def _stop(decision: _Movement, s, action: Action) -> None:
    if action.kind == "stay":
        s._stayed(s.to_act)
    decision.moved(s, s.to_act)


def _checkup(decision: _Movement, s, action: Action) -> None:
    s._play(s.to_act, action, back=MOVE)  # CH-CARD-4: a Checkup before moving


def _cover(decision: _Movement, s, action: Action) -> None:
    s._start_cover(s.to_act, action)


def _combo(decision: _Movement, s, action: Action) -> None:
    s._start_combo(s.to_act, action)


_MOVEMENT = {"move": _step, "spin": _step, "stay": _stop, "stop": _stop, "play": _checkup, "cover": _cover,
             "combo": _combo}


# ----- cards ---------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Cards(Decision):
    """CH-CARD-4: after the move, play cards (or three of a suit for a time of day) until "end"."""

    kind: ClassVar[str] = "cards"

    def actions(self, s) -> list[Action]:
        seat = s.to_act
        return s._card_actions(seat) + s._time_actions(seat) + [END]

    def resolve(self, s, action: Action) -> None:
        _CARDS[action.kind](s, s.to_act, action)


_CARDS = {"end": lambda s, seat, action: s._cards_done(seat),
          "declare_time": lambda s, seat, action: s._declare_time(seat, action),
          "play": lambda s, seat, action: s._play(seat, action, back=CARDS)}


@dataclass(frozen=True, slots=True)
class Pick(Decision):
    """CH-P2, CH-G2: choose `need` cells one by one for a Checkup or a Mischief (`purpose`: checkup, relocate,
    plant); `back` is the decision to return to afterwards."""

    kind: ClassVar[str] = "pick"
    purpose: str
    picked: tuple
    need: int
    back: Decision

    def actions(self, s) -> list[Action]:
        return [at("pick", c) for c in s._pick_cells(self)]

    def resolve(self, s, action: Action) -> None:
        s._picked(self, cell_of(action))

    def prompt(self, s) -> dict:
        return {"kind": "pick", "purpose": self.purpose, "picked": [public_cell(c) for c in self.picked], "need": self.need}


@dataclass(frozen=True, slots=True)
class Push(Decision):
    """CH-G1: push the possessed `target` one cell, `steps` more times at most; then back to `back`."""

    kind: ClassVar[str] = "push"
    target: str
    steps: int
    back: Decision

    def actions(self, s) -> list[Action]:
        return [at("pick", c) for c in s._forced_options(self.target)]

    def resolve(self, s, action: Action) -> None:
        s._pushed(self, cell_of(action))

    def prompt(self, s) -> dict:
        return {"kind": "push", "target": self.target, "steps": self.steps}


# ----- combos ----------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Join(Decision):
    """CH-COMBO-1: the teammate joins `leader`'s `combo` (started with `card`) with its part, or declines."""

    kind: ClassVar[str] = "join"
    combo: str
    leader: str
    card: str

    def actions(self, s) -> list[Action]:
        seat = s.to_act
        part = combo_part(self.combo, s.role[seat])
        return [Action("join", card=c) for c in s._role_cards(seat, part)] + [DECLINE]

    def resolve(self, s, action: Action) -> None:
        s._joined(self, action)

    def prompt(self, s) -> dict:
        return {"kind": "join", "combo": self.combo, "leader": self.leader, "card": card_dict(self.card)}


@dataclass(frozen=True, slots=True)
class React(Decision):
    """CH-C4: the enemy ghost (`stage` "ghost") may answer a combo with a Prank, then its patient with a
    Schizophrenia; every seat asked may pass (CH-HIDE-3)."""

    kind: ClassVar[str] = "react"
    stage: str

    def actions(self, s) -> list[Action]:
        want = "prank" if self.stage == "ghost" else "schizophrenia"
        return [Action("react", card=c) for c in s._role_cards(s.to_act, want)] + [PASS]

    def resolve(self, s, action: Action) -> None:
        s._reacted(self, action)

    def prompt(self, s) -> dict:
        return {"kind": "react", "stage": self.stage, "combo": s.combo["combo"] if s.combo else None}


@dataclass(frozen=True, slots=True)
class Jump(Decision):
    """CH-C1-2: the patient may jump to its `ghost`'s cell (and follow it), or decline."""

    kind: ClassVar[str] = "jump"
    ghost: str

    def actions(self, s) -> list[Action]:
        return [JUMP, DECLINE]

    def resolve(self, s, action: Action) -> None:
        s._jump_decided(self, action)

    def prompt(self, s) -> dict:
        return {"kind": "jump", "ghost": self.ghost}


@dataclass(frozen=True, slots=True)
class Direction(Decision):
    """CH-C3: the direction the enemy pieces are pushed."""

    kind: ClassVar[str] = "direction"

    def actions(self, s) -> list[Action]:
        return PUSHES

    def resolve(self, s, action: Action) -> None:
        s._direction_chosen(action["dir"])


MOVE, COMBO_MOVE, EXTRA, CARDS, DIRECTION = Move(), ComboMove(), Extra(), Cards(), Direction()
