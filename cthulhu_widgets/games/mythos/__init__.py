"""Mythos (Chaosium 1996) with the two Standard Game decks: the core rules engine (rules: mythos.md).

Card effects beyond the core rules are being added; `unimplemented()` lists every card not yet complete.
"""
from .effects import unimplemented
from .game import from_json, new_game, to_dict
from .rules import Rules
from .state import Result, State

NAME = "mythos"
SEATS = ("p0", "p1", "p2", "p3")
AUTOMATA: tuple[str, ...] = ()

__all__ = ["new_game", "from_json", "to_dict", "Rules", "State", "Result", "unimplemented", "NAME", "SEATS",
           "AUTOMATA"]
