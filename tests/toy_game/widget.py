"""DuelWidget: the toy duel on the shared GameWidget (its GameSpec's `widget`); what it shows is its frame
(frame.py). The front end draws no duel table, but every message, trait and command is the kernel's as for the
three games, which is what the widget suites check."""
from __future__ import annotations

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.widgets.base import GameWidget

import toy_game


class DuelWidget(GameWidget):
    """The duel from one seat's side (default north); the heuristic plays the other seat."""

    game_module = toy_game

    def default_bots(self) -> dict:
        """Return the heuristic for both seats (the viewed seat's bot is the toolbar's "bot move")."""
        return {s: make_bot("heuristic", toy_game.NAME, seed=i) for i, s in enumerate(toy_game.SEATS)}
