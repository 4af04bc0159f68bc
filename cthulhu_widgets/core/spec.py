"""GameSpec: everything the rest of the package needs to know about one game, declared once in its package.

Each game's `spec.py` holds one `SPEC`; `cthulhu_widgets.games.get_spec(name)` finds it, and `games.register(spec)`
adds a game that lives outside the package (the tests' toy game). The spec is the one list of what a game is made
of: its seats, engine, widget, rule prefix, languages and sentence tables, view schema, menu label. Bots,
simulation, benchmarks, widgets, rooms, replays, the docs hooks, the tools, the front end's game table
(js/src/games.json, written by tools/build_game_table.py) and the generic tests read it instead of keeping tables
of their own. Classes and modules that live beside the engine (bots, widgets, texts) are named as "module:attribute"
strings and imported only when asked for, so the engines never import them.
"""
from __future__ import annotations

import importlib
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import resources


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
    `title` is the game's name for people ("Lovecraft Letter"), `label` its entry in a menu (the room lobby's,
    "Lovecraft Letter (solo)"); `texts` is the module of its sentences, whose `LANGS` are
    the languages it speaks and `LANGUAGE_MODULES` its sentence tables (sentences/<lang>.py); `scripts` maps a
    language to the script its table is written in ("zh" -> "zh-TW"); `schema` is the "package:file" of its view's
    JSON Schema ("" for the package's schemas/<name>_view.json); `page_height` the height (CSS px) a replay of it
    needs in a docs page. `frame` is the module ("package.module") that says what a seat is shown (its moves'
    sentences, its log, the banner, the catalog: cthulhu_widgets.frames); None: the generic frame.
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
    title: str = ""
    label: str = ""
    texts: str | None = None
    scripts: dict = field(default_factory=dict)
    schema: str = ""
    page_height: int = 800
    frame: str | None = None

    def game(self):
        """Return the engine module (`new_game`, `Rules`, `from_json`, …)."""
        return importlib.import_module(self.module)

    @property
    def humans(self) -> tuple[str, ...]:
        """Return the seats a person or a bot plays (every seat but the automata), in order."""
        return tuple(s for s in self.seats if s not in self.automata)

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

    def texts_module(self):
        """Return the module of the game's sentences (event texts, banners, move sentences); ValueError without."""
        if self.texts is None:
            raise ValueError(f"no texts module for {self.name!r}")
        return import_named(self.texts)

    @property
    def languages(self) -> tuple[str, ...]:
        """Return the languages the game's tables speak (its texts' `LANGS`; English alone without texts)."""
        return tuple(self.texts_module().LANGS) if self.texts is not None else ("en",)

    def sentence_tables(self) -> dict:
        """Return language -> the module of that language's sentence tables (sentences/<lang>.py)."""
        return dict(self.texts_module().LANGUAGE_MODULES) if self.texts is not None else {}

    def view_schema(self) -> dict:
        """Return the JSON Schema of the game's views (a fresh dict: change it freely)."""
        if not self.schema:
            from ..schemas import view_schema

            return view_schema(self.name)
        package, _, name = self.schema.partition(":")
        return json.loads(resources.files(package).joinpath(name).read_text(encoding="utf-8"))
