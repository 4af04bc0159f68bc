"""ChaosWidget: the CHAOS asylum on a canvas — grid, pieces, known bombs, hands, combos and time."""
from __future__ import annotations

import json
from pathlib import Path

from ..bots import make_bot
from ..games import chaos
from ..games.chaos.cards import COMBOS, FUNCTIONS, SUITS
from .base import GameWidget

UI = json.loads((Path(__file__).with_name("chaos_words.json")).read_text(encoding="utf-8"))


class ChaosWidget(GameWidget):
    """The 2v2 board from one seat's side (default A1); the other seats are played by bots.

    `ChaosWidget(seed=None, rules=None, setup=None, seat="A1", mode="play", bots=None)`. `bots` maps seats to
    bots (default: the heuristic for the three seats you do not view). `w.seat = "B2"` (or the seat menu)
    switches the viewing seat; see GameWidget for the rest of the API.
    """

    game_module = chaos

    def catalog(self) -> dict:
        """Return card functions (names in English and the seed's Chinese, role, rule), suits and UI words."""
        return {"functions": {f: {"role": role, "rule": rule, "en": en, "zh": zh}
                              for f, (role, rule, en, zh) in FUNCTIONS.items()},
                "combos": {c: {"ghost": g, "patient": p} for c, (g, p) in COMBOS.items()},
                "suits": list(SUITS), "seats": list(chaos.SEATS), "ui": UI}

    def default_bots(self) -> dict:
        """Return heuristic bots for every seat (the viewed seat's bot is the toolbar's "bot move")."""
        return {s: make_bot("heuristic", "chaos", seed=i) for i, s in enumerate(chaos.SEATS)}

    def describe_legal(self, state, actions) -> list[dict]:
        """Return each legal action with what it points at: a cell, a card in hand, or a chip."""
        out = []
        for a in actions:
            fields = dict(a.fields)
            if "row" in fields:  # a cell says it all: no fields, to keep the sync small
                out.append({"id": str(a), "kind": a.kind, "target": {"cell": [fields["row"], fields["col"]]}})
                continue
            target = {"card": fields["card"]} if "card" in fields else {"chip": True}
            out.append({"id": str(a), "kind": a.kind, "fields": fields, "target": target})
        return out
