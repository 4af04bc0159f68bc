"""Mythos (Chaosium 1996) with the two Standard Game decks: the rules engine (rules: mythos.md) and every MSGS
card's effect; `unimplemented()` lists any card whose effect blocks the engine does not know (none in MSGS)."""
from .effects import unimplemented
from .game import from_json, new_game, to_dict
from .rules import Rules
from .spec import SPEC
from .state import Result, State

NAME = SPEC.name

# What the engine does not do — said loudly rather than pretended (docs/rules/mythos.md §12 has the readings).
LIMITATIONS = (
    "a card built from an effect block the engine does not know is listed by unimplemented() and logged as "
    "'effect_not_implemented' when played (no MSGS card is)",
    "some optional choices are made by a fixed policy for the player (see docs/rules/mythos.md §12)",
    "an ally worth 0 or less is buried (MY-CLAR-5) after the turn that lowered it and before the sanity-loss "
    "step, not in the middle of an effect (no MSGS card lowers an ally)",
    "a flipped ally or artifact no longer counts as in play (MY-CLAR-2) but keeps its other static effects: "
    "hand-limit changes (Frank Belknap Long, Gomes, Squire Sawyer Whateley) and Speech Machine's +1",
)
# How a game can end (Result.cause): MY-END-2, MY-END-3, the max_rounds guard, and the last one standing.
CAUSES = ("sanity_zero", "adventure_points", "round_limit", "last_investigator")
SEATS: tuple[str, ...] = SPEC.seats
AUTOMATA: tuple[str, ...] = SPEC.automata

__all__ = ["CAUSES", "LIMITATIONS", "new_game", "from_json", "to_dict", "Rules", "State", "Result", "unimplemented",
           "NAME", "SEATS", "AUTOMATA", "SPEC"]
