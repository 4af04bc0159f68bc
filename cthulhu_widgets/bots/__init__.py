"""Bots over the game contract: `make_bot(name, game, seed)` builds one by name."""
from __future__ import annotations

from .base import Bot, RandomBot
from .chaos_heuristic import ChaosHeuristicBot
from .evaluate import EVALUATORS
from .ismcts import ISMCTSBot
from .letter_heuristic import LetterHeuristicBot
from .mythos_heuristic import MythosHeuristicBot

_HEURISTICS = {"letter": LetterHeuristicBot, "chaos": ChaosHeuristicBot, "mythos": MythosHeuristicBot}
BOTS = ("random", "heuristic", "ismcts")
# CHAOS games run to 60 rounds: rollouts are short, played by the heuristic bots (random walks say nothing on a
# grid), and the cut position is scored by the race to the gate. Mythos rollouts to the end cost ~40 ms: they are
# cut after 8 random steps and scored by the lead in Sanity + points. Letter games are short: random to the end.
ISMCTS_DEFAULTS = {"chaos": {"rollout": "heuristic", "rollout_depth": 6, "evaluate": EVALUATORS["chaos"]},
                   "mythos": {"rollout_depth": 8, "evaluate": EVALUATORS["mythos"]}}


def make_bot(name: str, game: str = "letter", seed: int | None = None, **options) -> Bot:
    """Return a bot by name ("random", "heuristic" or "ismcts") for `game`, seeded; `options` go to ISMCTS."""
    if options and name != "ismcts":
        raise ValueError(f"the {name!r} bot takes no options; only 'ismcts' does (iterations, time_limit, ...)")
    if name == "random":
        return RandomBot(seed)
    if name == "heuristic":
        if game not in _HEURISTICS:
            raise ValueError(f"no heuristic bot for {game!r}; games with one: {', '.join(_HEURISTICS)}")
        return _HEURISTICS[game](seed)
    if name == "ismcts":
        from ..games import get_game

        options = {**ISMCTS_DEFAULTS.get(game, {}), **options}
        if isinstance(options.get("rollout"), str):
            options["rollout"] = make_bot(options["rollout"], game, seed)
        return ISMCTSBot(seed, teams=getattr(get_game(game), "TEAM", None), **options)
    raise ValueError(f"unknown bot {name!r}; bots are: {', '.join(BOTS)}")


__all__ = ["BOTS", "Bot", "RandomBot", "ISMCTSBot", "LetterHeuristicBot", "ChaosHeuristicBot", "MythosHeuristicBot",
           "make_bot"]
