"""GameSpec: everything the rest of the package needs to know about one game, declared once in its package.

Each game's `spec.py` holds one `SPEC`; `cthulhu_widgets.games.get_spec(name)` finds it. Bots, simulation,
benchmarks and widgets read their per-game choices here (the heuristic bot, the search defaults, the columns of a
simulated game, the widget class) instead of keeping tables of their own. Classes and functions that live beside
the games (bots, widgets) are named as "module:attribute" strings and imported only when asked for, so the
engines never import them.
"""
from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field


def import_named(path: str):
    """Return the object a "package.module:attribute" string names (the module when there is no ":")."""
    module, _, attribute = path.partition(":")
    found = importlib.import_module(module)
    return getattr(found, attribute) if attribute else found


def _nothing(state) -> dict:
    return {}


@dataclass(frozen=True)
class GameSpec:
    """The static description of one game (not of a playthrough).

    `module` is the engine's package, `seats` every seat, `automata` the seats that never decide, `teams` seat ->
    team when seats win together. `heuristic` and `widget` name classes ("module:Class"); `ismcts` holds the
    search defaults (an `evaluate` given as a "module:function" string is imported when a bot is made).
    `summary(state)` gives the per-game columns of a simulated game, `card_names(state)` card id -> name,
    `card_events` the event names that put a card to use, `rule_prefix` the prefix of the game's rule IDs,
    `setup_zones` the keys a `setup` may hold, `bench_rules` the rules of the widget benchmark's short games.
    """

    name: str
    module: str
    seats: tuple[str, ...]
    automata: tuple[str, ...] = ()
    teams: dict | None = None
    heuristic: str | None = None
    ismcts: dict = field(default_factory=dict)
    summary: Callable[..., dict] = _nothing
    card_names: Callable[..., dict] = _nothing
    card_events: frozenset = frozenset()
    rule_prefix: str = ""
    setup_zones: tuple[str, ...] = ()
    widget: str | None = None
    bench_rules: dict | None = None

    def game(self):
        """Return the engine module (`new_game`, `Rules`, `from_json`, …)."""
        return importlib.import_module(self.module)

    def heuristic_class(self):
        """Return the class of the game's heuristic bot; ValueError when it has none."""
        if self.heuristic is None:
            raise ValueError(f"no heuristic bot for {self.name!r}")
        return import_named(self.heuristic)

    def ismcts_options(self) -> dict:
        """Return the game's ISMCTS defaults, an `evaluate` named by a string imported."""
        options = dict(self.ismcts)
        if isinstance(options.get("evaluate"), str):
            options["evaluate"] = import_named(options["evaluate"])
        return options

    def widget_class(self):
        """Return the game's widget class (imports the widgets, which need anywidget and the built front end)."""
        if self.widget is None:
            raise ValueError(f"no widget for {self.name!r}")
        return import_named(self.widget)
