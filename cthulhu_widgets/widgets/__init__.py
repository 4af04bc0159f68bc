"""Widgets: the GameWidget base and one canvas widget per game (needs the built front end)."""
from .base import GameWidget
from .chaos import ChaosWidget
from .letter import LetterWidget
from .mythos import MythosWidget
from .table import TableWidget

__all__ = ["GameWidget", "LetterWidget", "ChaosWidget", "MythosWidget", "TableWidget"]
