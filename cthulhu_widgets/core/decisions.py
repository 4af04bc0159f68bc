"""Pending decisions as records: what a game waits for, with the actions it allows and what each one does.

A game whose `State.pending` holds `Decision` records gets its legal actions and its steps from them (the default
`GameState._compute_legal` and `_dispatch`), instead of branching on the kind of decision.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


@dataclass(frozen=True, slots=True)
class Decision:
    """A decision pending for `State.to_act`: `kind` is the step the views show ("move", "pick", …)."""

    kind: ClassVar[str] = ""

    def actions(self, state) -> list:  # pragma: no cover - every decision defines it
        """Return the legal actions of the seat to act."""
        raise NotImplementedError

    def resolve(self, state, action) -> None:  # pragma: no cover - every decision defines it
        """Carry out a legal `action` on `state` and run the game on to the next decision."""
        raise NotImplementedError

    def prompt(self, state) -> dict:
        """Return the prompt the deciding seat's view shows."""
        return {"kind": self.kind}

    def text(self) -> str:
        """Return the decision's word in a text picture of the game."""
        return self.kind
