"""LetterWidget: the Lovecraft Letter solo table on a canvas (what it shows: cthulhu_widgets.frames.letter)."""
from __future__ import annotations

from ..bots import make_bot
from ..games import letter
from .base import GameWidget


class LetterWidget(GameWidget):
    """The solo table: clue stack over Cthulhu, the opponent's discard, hand, deck, discards, insanity N.

    `LetterWidget(seed=None, rules=None, setup=None, mode="play", lang="en")`; see GameWidget for the API.
    """

    game_module = letter

    def default_bots(self) -> dict:
        """Return the heuristic bot for the player's seat (the toolbar's "bot move")."""
        return {"player": make_bot("heuristic", "letter", seed=0)}
