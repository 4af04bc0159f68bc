"""Mythos (Chaosium 1996) with the two Standard Game decks: the core rules engine (rules: mythos.md).

Card effects beyond the core rules are being added; `unimplemented()` lists every card not yet complete.
"""
from .effects import unimplemented
from .game import from_json, new_game, to_dict
from .rules import Rules
from .state import Result, State

NAME = "mythos"

# What the engine does not do yet — said loudly rather than pretended (each item raises or is logged).
LIMITATIONS = (
    "card effects listed by unimplemented() are logged as 'effect_not_implemented' when played",
    "combat spells and artifacts (MY-COMBAT-3): the step is skipped and logged",
    "casting spells and using artifacts outside combat, and 'as your turn' abilities",
    "sanity_zero='eliminate' (3+ players): new_game raises InvalidRules",
    "threat events and several threats per player (one threat each)",
)
SEATS = ("p0", "p1", "p2", "p3")
AUTOMATA: tuple[str, ...] = ()

__all__ = ["LIMITATIONS", "new_game", "from_json", "to_dict", "Rules", "State", "Result", "unimplemented", "NAME",
           "SEATS", "AUTOMATA"]
