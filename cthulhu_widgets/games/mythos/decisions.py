"""What a Mythos game waits for: one small record per kind of pending decision, and the automatic combat steps.

A decision names the deciding player (`player`, an index) and answers `actions(state)` (its legal actions) and
`resolve(state, action)` (carry the answer out and run the game on to the next decision). Combat runs from a queue
of tasks (`state.combat_queue`): a decision task waits there until answered; an automatic task (`AutoTask`) runs
by itself (`run(state)`). The discard step of the end of the round has its own queue (`state.discard_queue`).

Each record's `kind` is the step the views show ("play", "commit", "guard", …). A record also compares equal to
the one-element tuple `(kind,)` and `record[0]` is its kind: the form `pending` had before these records, which
scenario tests and the rooms' public view still read.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...core.actions import Action

DONE, DECLINE, KEEP = Action("done"), Action("decline"), Action("keep")


@dataclass(frozen=True)
class Decision:
    """A decision some player must make; subclasses say which and how it is carried out."""

    kind: ClassVar[str] = ""
    player: int

    def actions(self, state) -> list[Action]:
        """Return the legal answers."""
        raise NotImplementedError

    def resolve(self, state, action) -> None:
        """Carry out `action` (one of `actions`) and run the game on."""
        raise NotImplementedError

    def __eq__(self, other) -> bool:
        if isinstance(other, tuple):
            return other == (self.kind,)
        return type(other) is type(self) and self.__dict__ == other.__dict__

    def __hash__(self) -> int:
        return hash((self.kind, *self.__dict__.values()))

    def __getitem__(self, index: int) -> str:
        if index != 0:
            raise IndexError("a decision reads as (kind,)")
        return self.kind


# ----- card play and the end of the round ------------------------------------------------------------------
@dataclass(frozen=True, eq=False)
class PlayTurn(Decision):
    """A turn of card play (MY-ROUND-2): play a card, use an ability, or pass."""

    kind: ClassVar[str] = "play"

    def actions(self, state) -> list[Action]:
        return state._play_actions(self.player)

    def resolve(self, state, action) -> None:
        state._turn(self.player, action)


@dataclass(frozen=True, eq=False)
class Discard(Decision):
    """MY-ROUND-5: discard down to the hand limits, or keep (between the minimum and the maximum)."""

    kind: ClassVar[str] = "discard"

    def actions(self, state) -> list[Action]:
        return state._discard_actions(self.player)

    def resolve(self, state, action) -> None:
        state._discarded(self.player, action)


@dataclass(frozen=True, eq=False)
class AfterCar(Decision):
    """MY-LOC-5: after a Car, a location of the region upright in the same turn, or stay in transit."""

    kind: ClassVar[str] = "car"

    def actions(self, state) -> list[Action]:
        return state._car_actions(self.player, self.kind)

    def resolve(self, state, action) -> None:
        state._car_location(self.player, action)


@dataclass(frozen=True, eq=False)
class AfterTrain(AfterCar):
    """MY-LOC-5: after a Train, in the same turn only a station that allows it, or stay in transit."""

    kind: ClassVar[str] = "train"


@dataclass(frozen=True, eq=False)
class Swap(Decision):
    """Evening: discard a card from hand and draw the deck's top card, or skip."""

    kind: ClassVar[str] = "swap"

    def actions(self, state) -> list[Action]:
        return state._swap_actions(self.player)

    def resolve(self, state, action) -> None:
        state._swapped(self.player, action)


# ----- combat: decision tasks -------------------------------------------------------------------------------
@dataclass(frozen=True, eq=False)
class CombatDecision(Decision):
    """A decision task of the combat queue: answered, the combat runs on to its next decision."""

    def resolve(self, state, action) -> None:
        self.answer(state, action)
        state._next_combat_decision()

    def answer(self, state, action) -> None:
        """Carry out the answer (the task is still at the head of the queue)."""
        raise NotImplementedError

    def lapses(self, legal: list) -> bool:
        """Return whether the task ends without asking (nothing to choose but done)."""
        return legal in ([], [DONE])


@dataclass(frozen=True)
class AutoTask:
    """A step of the combat queue that runs without a decision."""

    def run(self, state) -> None:
        """Carry the step out (the task is already off the queue)."""
        raise NotImplementedError
