"""Lovecraft Letter, solo variant: one player against the clue stack over Cthulhu (rules: letter.md)."""
from .cards import KINDS, KIND_BY_ID
from .game import from_json, new_game, to_dict
from .rules import Rules
from .state import CAUSES, Result, State

NAME = "letter"
SEATS = ("player", "opponent")
AUTOMATA = ("opponent",)

__all__ = ["new_game", "from_json", "to_dict", "Rules", "State", "Result", "CAUSES", "KINDS",
           "KIND_BY_ID", "NAME", "SEATS", "AUTOMATA"]
