"""Widgets: the GameWidget base and one canvas widget per game (needs the built front end)."""
from .base import GameWidget
from .chaos import ChaosWidget
from .letter import LetterWidget

__all__ = ["GameWidget", "LetterWidget", "ChaosWidget"]
