"""Pieces every game shares: rules objects, actions, seeded RNG, events, errors, views."""
from .actions import Action, select
from .errors import CthulhuError, IllegalAction, InvalidRules, InvalidSave, InvalidSetup
from .events import Event
from .rng import Rng, fresh_seed
from .rules import RulesBase, Table, option
from .state import GameState

__all__ = [
    "Action", "select", "CthulhuError", "IllegalAction", "InvalidRules", "InvalidSave",
    "InvalidSetup", "Event", "Rng", "fresh_seed", "RulesBase", "Table", "option", "GameState",
]
