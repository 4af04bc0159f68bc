"""The games, each a rules engine on the shared contract; `get_game` finds one by name."""
from __future__ import annotations

import importlib
from types import ModuleType

GAMES = {"letter": "cthulhu_widgets.games.letter", "chaos": "cthulhu_widgets.games.chaos",
         "mythos": "cthulhu_widgets.games.mythos"}


def get_game(game) -> ModuleType:
    """Return the game module for a name such as "letter" (a module is returned as it is)."""
    if isinstance(game, ModuleType):
        return game
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r}; games are: {', '.join(GAMES)}")
    return importlib.import_module(GAMES[game])
