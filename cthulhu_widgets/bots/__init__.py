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
# Letter games are short: the heuristic plays rollouts to the end (random ones win 0.5 % of games and say little)
# and ranks the moves to try first. CHAOS games run to 60 rounds: 6 heuristic steps, then the race to the gate
# is scored. Mythos rollouts to the end cost ~40 ms: cut after 8 random steps, scored by the Sanity + points lead.
ISMCTS_DEFAULTS = {"letter": {"rollout": "heuristic"},
                   "chaos": {"rollout": "heuristic", "rollout_depth": 6, "evaluate": EVALUATORS["chaos"]},
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
