"""What every bot is: something that chooses a legal action for the seat to act."""
from __future__ import annotations

import random

from ..core.actions import Action
from ..core.errors import IllegalAction


class Bot:
    """A policy for one seat; `choose(state)` returns one of `state.legal_actions()`."""

    name = "bot"
    people: frozenset = frozenset()   # the seats persons play, where the table says (a bot may spare their turns)

    def __init__(self, seed: int | None = None):
        self.seed = seed
        self.rng = random.Random(seed)

    def choose(self, state) -> Action:  # pragma: no cover - overridden by every bot
        raise TypeError(f"{type(self).__name__} does not define choose()")

    def legal(self, state) -> tuple:
        """Return the legal actions, or raise IllegalAction when there is nothing to choose."""
        legal = state.legal_actions()
        if not legal:
            raise IllegalAction(f"{self.name} bot: no decision to take, the game is over")
        return legal

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed})"


class RandomBot(Bot):
    """Chooses uniformly among the legal actions."""

    name = "random"

    def choose(self, state) -> Action:
        """Return a uniformly random legal action."""
        return self.rng.choice(self.legal(state))


class ScoringBot(Bot):
    """A bot that scores every legal action and plays the best (ties broken by its seeded RNG).

    Subclasses define `context(state)` (what the seat knows, read from its view) and `score(context, action)`.
    """

    def choose(self, state) -> Action:
        """Return the best-scoring legal action."""
        legal = self.legal(state)
        if len(legal) == 1:
            return legal[0]
        context = self.context(state)
        scored = [(self.score(context, a), self.rng.random(), a) for a in legal]
        return max(scored, key=lambda t: (t[0], t[1]))[2]
