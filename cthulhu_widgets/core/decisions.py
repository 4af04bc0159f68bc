"""Pending decisions as records: what a game waits for, with the actions it allows and what each one does.

A game whose `State.pending` holds `Decision` records gets its legal actions and its steps from them (the default
`GameState._compute_legal` and `_dispatch`), instead of branching on the kind of decision.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import ClassVar


@dataclass(frozen=True, slots=True)
class Decision(ABC):
    """A decision pending for `State.to_act`: `kind` is the step the views show ("move", "pick", …)."""

    kind: ClassVar[str] = ""

    @abstractmethod
    def actions(self, state) -> list:
        """Return the legal actions of the seat to act."""

    @abstractmethod
    def resolve(self, state, action) -> None:
        """Carry out a legal `action` on `state` and run the game on to the next decision."""

    def prompt(self, state) -> dict:
        """Return the prompt the deciding seat's view shows."""
        return {"kind": self.kind}

    def text(self) -> str:
        """Return the decision's word in a text picture of the game."""
        return self.kind
