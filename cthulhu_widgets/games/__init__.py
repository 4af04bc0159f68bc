"""The games, each a rules engine on the shared contract with one `GameSpec` (its package's `spec.py`).

`get_game(name)` returns a game's engine module, `get_spec(name)` its spec, `spec_table(attribute)` one attribute of
every game's spec as a read-only mapping name -> value.
"""
from __future__ import annotations

import importlib
from collections.abc import Mapping
from types import ModuleType

from ..core.spec import GameSpec

# Where each game lives: the one list of games. A game's spec is `<package>.spec.SPEC`.
GAMES = {"letter": "cthulhu_widgets.games.letter", "chaos": "cthulhu_widgets.games.chaos",
         "mythos": "cthulhu_widgets.games.mythos"}


def get_spec(game) -> GameSpec:
    """Return the spec of a game given by name, engine module or spec."""
    if isinstance(game, GameSpec):
        return game
    if isinstance(game, ModuleType):
        game = game.NAME
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r}; games are: {', '.join(GAMES)}")
    return importlib.import_module(GAMES[game] + ".spec").SPEC


def get_game(game) -> ModuleType:
    """Return the game module for a name such as "letter" (a module is returned as it is)."""
    if isinstance(game, ModuleType):
        return game
    return get_spec(game).game()


class spec_table(Mapping):
    """A read-only mapping game name -> one attribute of its spec (games are imported when first read)."""

    def __init__(self, attribute: str):
        self.attribute = attribute

    def __getitem__(self, name: str):
        if name not in GAMES:
            raise KeyError(name)
        return getattr(get_spec(name), self.attribute)

    def __iter__(self):
        return iter(GAMES)

    def __len__(self) -> int:
        return len(GAMES)

    def __repr__(self) -> str:
        return f"spec_table({self.attribute!r})"
