"""Lovecraft Letter, solo variant: one player against the clue stack over Cthulhu (rules: letter.md)."""
from .cards import KIND_BY_ID, KINDS
from .game import from_json, new_game, to_dict
from .rules import Rules
from .spec import SPEC
from .state import CAUSES, Result, State

NAME = SPEC.name
SEATS = SPEC.seats
AUTOMATA = SPEC.automata

__all__ = ["new_game", "from_json", "to_dict", "Rules", "State", "Result", "CAUSES", "KINDS",
           "KIND_BY_ID", "NAME", "SEATS", "AUTOMATA", "SPEC"]
