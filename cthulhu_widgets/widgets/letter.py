"""LetterWidget: the Lovecraft Letter solo table on a canvas (what it shows: cthulhu_widgets.frames.letter)."""
from __future__ import annotations

from ..bots import make_bot
from ..games import letter
from .base import GameWidget


def turned_over(view: dict, design: dict) -> dict:
    """Return the player's `view` with every face-down card (deck, clue stack, the unused card) turned face up from
    the designer's view `design` of the same position: what the table shows once the game is over (issue 23)."""
    face = lambda cards: [{k: v for k, v in c.items() if k != "hidden"} for c in cards]   # noqa: E731
    return {**view, "deck": {**view["deck"], "cards": face(design["deck"]["cards"])},
            "opponent": {**view["opponent"], "cards": face(design["opponent"]["cards"])},
            "unused": face(design["unused"])}


class LetterWidget(GameWidget):
    """The solo table: clue stack over Cthulhu, the opponent's discard, hand, deck, discards, insanity N.

    `LetterWidget(seed=None, rules=None, setup=None, mode="play", lang="en")`; see GameWidget for the API.
    """

    game_module = letter

    def default_bots(self) -> dict:
        """Return the heuristic bot for the player's seat (the toolbar's "bot move")."""
        return {"player": make_bot("heuristic", "letter", seed=0)}

    def _sync(self, error: str = "") -> None:
        """Sync the seat's frame; once the game is over, its face-down cards are turned over on the table (the seed
        is shown then too: nothing is left to keep, and a newcomer sees what the clues and the deck held)."""
        super()._sync(error)
        if self.state.result is not None and self.mode != "design" and self.view.get("game") == "letter":
            self.view = turned_over(self.view, self.state.view(None))
