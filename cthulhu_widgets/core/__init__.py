"""Pieces every game shares: rules objects, actions, pending decisions, seeded RNG, events, errors, views, the
turn machinery of a State, and the GameSpec that describes a game to the rest of the package."""
from .actions import Action, select
from .decisions import Decision
from .errors import CthulhuError, IllegalAction, InvalidRules, InvalidSave, InvalidSetup
from .events import Event
from .rng import Rng, fresh_seed
from .rules import RulesBase, Table, option
from .spec import GameSpec
from .state import GameState, Result

__all__ = [
    "Action", "select", "Decision", "CthulhuError", "IllegalAction", "InvalidRules", "InvalidSave",
    "InvalidSetup", "Event", "Rng", "fresh_seed", "RulesBase", "Table", "option", "GameSpec", "GameState", "Result",
]
