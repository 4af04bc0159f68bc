"""ChaosWidget: the CHAOS asylum on a canvas — grid, pieces, known bombs, hands, combos and time (what it shows:
cthulhu_widgets.frames.chaos)."""
from __future__ import annotations

from ..bots import make_bot
from ..games import chaos
from .base import GameWidget


class ChaosWidget(GameWidget):
    """The 2v2 board from one seat's side (default A1); the other seats are played by bots.

    `ChaosWidget(seed=None, rules=None, setup=None, seat="A1", mode="play", bots=None)`. `bots` maps seats to
    bots (default: the heuristic for the three seats you do not view). `w.seat = "B2"` (or the seat menu)
    switches the viewing seat; see GameWidget for the rest of the API.
    """

    game_module = chaos

    def default_bots(self) -> dict:
        """Return heuristic bots for every seat (the viewed seat's bot is the toolbar's "bot move")."""
        return {s: make_bot("heuristic", "chaos", seed=i) for i, s in enumerate(chaos.SEATS)}
