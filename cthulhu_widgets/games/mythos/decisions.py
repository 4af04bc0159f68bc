"""What a Mythos game waits for: one small record per kind of pending decision, and the automatic combat steps.

A decision names the deciding player (`player`, an index) and answers `actions(state)` (its legal actions) and
`resolve(state, action)` (carry the answer out and run the game on to the next decision). Combat runs from a queue
of tasks (`state.combat_queue`): a decision task waits there until answered; an automatic task (`AutoTask`) runs
by itself (`run(state)`). The discard step of the end of the round has its own queue (`state.discard_queue`).

Each record is a `core.decisions.Decision`: its `kind` is the step the views show ("play", "commit", "guard", …),
and the core's State takes its legal actions and steps from it.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import ClassVar

from ...core.actions import Action
from ...core.decisions import Decision as CoreDecision

DONE, DECLINE, KEEP = Action("done"), Action("decline"), Action("keep")


@dataclass(frozen=True)
class Decision(CoreDecision):
    """A decision some player must make; subclasses say which and how it is carried out."""

    player: int

    @abstractmethod
    def actions(self, state) -> list[Action]:
        """Return the legal answers."""

    @abstractmethod
    def resolve(self, state, action) -> None:
        """Carry out `action` (one of `actions`) and run the game on."""


# ----- card play and the end of the round ------------------------------------------------------------------
@dataclass(frozen=True)
class PlayTurn(Decision):
    """A turn of card play (MY-ROUND-2): play a card, use an ability, or pass."""

    kind: ClassVar[str] = "play"

    def actions(self, state) -> list[Action]:
        return state._play_actions(self.player)

    def resolve(self, state, action) -> None:
        state._turn(self.player, action)


@dataclass(frozen=True)
class Discard(Decision):
    """MY-ROUND-5: discard down to the hand limits, or keep (between the minimum and the maximum)."""

    kind: ClassVar[str] = "discard"

    def actions(self, state) -> list[Action]:
        return state._discard_actions(self.player)

    def resolve(self, state, action) -> None:
        state._discarded(self.player, action)


@dataclass(frozen=True)
class AfterCar(Decision):
    """MY-LOC-5: after a Car, a location of the region upright in the same turn, or stay in transit."""

    kind: ClassVar[str] = "car"

    def actions(self, state) -> list[Action]:
        return state._car_actions(self.player, self.kind)

    def resolve(self, state, action) -> None:
        state._car_location(self.player, action)


@dataclass(frozen=True)
class AfterTrain(AfterCar):
    """MY-LOC-5: after a Train, in the same turn only a station that allows it, or stay in transit."""

    kind: ClassVar[str] = "train"


@dataclass(frozen=True)
class Swap(Decision):
    """Evening: discard a card from hand and draw the deck's top card, or skip."""

    kind: ClassVar[str] = "swap"

    def actions(self, state) -> list[Action]:
        return state._swap_actions(self.player)

    def resolve(self, state, action) -> None:
        state._swapped(self.player, action)


# ----- combat: decision tasks -------------------------------------------------------------------------------
@dataclass(frozen=True)
class CombatDecision(Decision):
    """A decision task of the combat queue: answered, the combat runs on to its next decision."""

    def resolve(self, state, action) -> None:
        self.answer(state, action)
        state._next_combat_decision()

    @abstractmethod
    def answer(self, state, action) -> None:
        """Carry out the answer (the task is still at the head of the queue)."""

    def lapses(self, legal: list) -> bool:
        """Return whether the task ends without asking (nothing to choose but done)."""
        return legal in ([], [DONE])


@dataclass(frozen=True)
class AutoTask(ABC):
    """A step of the combat queue that runs without a decision."""

    @abstractmethod
    def run(self, state) -> None:
        """Carry the step out (the task is already off the queue)."""
