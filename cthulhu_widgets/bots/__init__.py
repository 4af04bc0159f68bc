"""Bots over the game contract: `make_bot(name, game, seed)` builds one by name.

Each game's heuristic bot and search defaults are declared in its GameSpec (`games.get_spec(game)`).
"""
from __future__ import annotations

from .base import Bot, RandomBot
from .chaos_heuristic import ChaosHeuristicBot
from .ismcts import ISMCTSBot
from .letter_heuristic import LetterHeuristicBot
from .mythos_heuristic import MythosHeuristicBot

BOTS = ("random", "heuristic", "ismcts")


def make_bot(name: str, game: str = "letter", seed: int | None = None, **options) -> Bot:
    """Return a bot by name ("random", "heuristic" or "ismcts") for `game`, seeded; `options` go to ISMCTS."""
    from ..games import GAMES, get_spec

    if options and name != "ismcts":
        raise ValueError(f"the {name!r} bot takes no options; only 'ismcts' does (iterations, time_limit, ...)")
    if name == "random":
        return RandomBot(seed)
    if name == "heuristic":
        if game not in GAMES or get_spec(game).heuristic is None:
            with_one = [g for g in GAMES if get_spec(g).heuristic is not None]
            raise ValueError(f"no heuristic bot for {game!r}; games with one: {', '.join(with_one)}")
        return get_spec(game).heuristic_class()(seed)
    if name == "ismcts":
        spec = get_spec(game)
        options = {**spec.ismcts_options(), **options}
        if isinstance(options.get("rollout"), str):
            options["rollout"] = make_bot(options["rollout"], game, seed)
        return ISMCTSBot(seed, teams=spec.teams, **options)
    raise ValueError(f"unknown bot {name!r}; bots are: {', '.join(BOTS)}")


__all__ = ["BOTS", "Bot", "RandomBot", "ISMCTSBot", "LetterHeuristicBot", "ChaosHeuristicBot", "MythosHeuristicBot",
           "make_bot"]
