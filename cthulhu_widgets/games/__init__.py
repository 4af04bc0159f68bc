"""The games, each a rules engine on the shared contract with one `GameSpec` (its package's `spec.py`).

`GAMES` is the registry: game name -> engine module, the package's three games first, then any game `register`ed
from outside the package (the tests' toy game). `get_game(name)` returns a game's engine module, `get_spec(name)`
its spec, `spec_table(attribute)` one attribute of every game's spec as a read-only mapping name -> value. `SHIPPED`
names the games the package itself holds: what the docs, the apps and the front end's game table list.
"""
from __future__ import annotations

import importlib
from collections.abc import Mapping
from types import ModuleType

from ..core.spec import GameSpec

# Where each game lives: the one list of games. A game's spec is `<package>.spec.SPEC`.
GAMES = {"letter": "cthulhu_widgets.games.letter", "chaos": "cthulhu_widgets.games.chaos",
         "mythos": "cthulhu_widgets.games.mythos"}
SHIPPED = tuple(GAMES)
_REGISTERED: dict[str, GameSpec] = {}   # games from outside the package, by name


def register(spec: GameSpec) -> GameSpec:
    """Add a game from outside the package to the registry (its spec names its engine module); return the spec.

    Registering the same spec again changes nothing; another game under a name already taken raises ValueError.
    """
    if not isinstance(spec, GameSpec):
        raise ValueError(f"register takes a GameSpec, not {type(spec).__name__}")
    if spec.name in SHIPPED or _REGISTERED.get(spec.name, spec) != spec:
        raise ValueError(f"a game named {spec.name!r} is already registered; games are: {', '.join(GAMES)}")
    _REGISTERED[spec.name] = spec
    GAMES[spec.name] = spec.module
    return spec


def unregister(name: str) -> None:
    """Remove a game `register` added (the package's own games stay); an unknown name raises ValueError."""
    if name not in _REGISTERED:
        raise ValueError(f"{name!r} was not registered; registered games are: {', '.join(_REGISTERED) or 'none'}")
    del _REGISTERED[name], GAMES[name]


def get_spec(game) -> GameSpec:
    """Return the spec of a game given by name, engine module or spec."""
    if isinstance(game, GameSpec):
        return game
    if isinstance(game, ModuleType):
        game = game.NAME
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r}; games are: {', '.join(GAMES)}")
    if game in _REGISTERED:
        return _REGISTERED[game]
    return importlib.import_module(GAMES[game] + ".spec").SPEC


def get_game(game) -> ModuleType:
    """Return the game module for a name such as "letter" (a module is returned as it is)."""
    if isinstance(game, ModuleType):
        return game
    return get_spec(game).game()


def specs(shipped: bool = False) -> tuple[GameSpec, ...]:
    """Return the spec of every registered game in registry order (`shipped`: only the package's own games)."""
    return tuple(get_spec(name) for name in (SHIPPED if shipped else GAMES))


def front_end_table() -> dict:
    """Return the front end's game table (js/src/games.json, written by tools/build_game_table.py): per shipped game,
    its menu label, the seats a new room seats (a default deal's people: Mythos deals two), its languages and the
    script of each language written in one ("zh" -> "zh-TW")."""
    table = {}
    for spec in specs(shipped=True):
        dealt = getattr(spec.game().new_game(0, events=False), "seats", spec.seats)
        table[spec.name] = {"label": spec.label, "seats": [s for s in dealt if s not in spec.automata],
                            "langs": list(spec.languages), "scripts": dict(spec.scripts)}
    return table


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
