"""Bots over the game contract: `make_bot(name, game, seed)` builds one by name."""
from __future__ import annotations

from .base import Bot, RandomBot
from .chaos_heuristic import ChaosHeuristicBot
from .letter_heuristic import LetterHeuristicBot
from .mythos_heuristic import MythosHeuristicBot

_HEURISTICS = {"letter": LetterHeuristicBot, "chaos": ChaosHeuristicBot, "mythos": MythosHeuristicBot}


def make_bot(name: str, game: str = "letter", seed: int | None = None) -> Bot:
    """Return a bot by name ("random" or "heuristic") for `game`, seeded."""
    if name == "random":
        return RandomBot(seed)
    if name == "heuristic":
        if game not in _HEURISTICS:
            raise ValueError(f"no heuristic bot for {game!r}; games with one: {', '.join(_HEURISTICS)}")
        return _HEURISTICS[game](seed)
    raise ValueError(f"unknown bot {name!r}; bots are: random, heuristic")


__all__ = ["Bot", "RandomBot", "LetterHeuristicBot", "ChaosHeuristicBot", "MythosHeuristicBot", "make_bot"]
