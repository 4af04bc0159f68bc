"""CHAOS: a 2v2 asylum escape on a grid — patients and ghosts, hidden bombs, key and gate (rules: chaos.md)."""
from .cards import CARDS, COMBOS, FUNCTIONS, SUITS
from .game import from_json, new_game, to_dict
from .maps import BUILTIN as MAPS
from .maps import InvalidMap, Map, load_map
from .rules import Rules
from .spec import SPEC
from .state import CAUSES, SEATS, TEAM, Result, State

NAME = SPEC.name
AUTOMATA: tuple[str, ...] = SPEC.automata

__all__ = ["CAUSES", "new_game", "from_json", "to_dict", "Rules", "State", "Result", "SEATS", "TEAM", "CARDS", "COMBOS",
           "FUNCTIONS", "SUITS", "MAPS", "Map", "InvalidMap", "load_map", "NAME", "AUTOMATA",
           "SPEC"]
