"""ChaosWidget: the CHAOS asylum on a canvas — grid, pieces, known bombs, hands, combos and time."""
from __future__ import annotations

import json
from pathlib import Path

from ..bots import make_bot
from ..games import chaos
from ..games.chaos import texts
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
    languages = texts.LANGS

    def catalog(self) -> dict:
        """Return card functions (names in English, the seed's Chinese and Japanese, role, rule), suits, UI words and
        the card texts: `card_texts` = {"cards": card id -> language -> name, text, role, suit; "combos": C1..C5 ->
        language -> name, text; "times": midnight, dawn -> language -> name, text}, languages en, zh and ja."""
        return {"functions": {f: {"role": role, "rule": rule, "en": en, "zh": zh, "ja": texts.function_name(f, "ja")}
                              for f, (role, rule, en, zh) in FUNCTIONS.items()},
                "combos": {c: {"ghost": g, "patient": p} for c, (g, p) in COMBOS.items()},
                "suits": list(SUITS), "seats": list(chaos.SEATS), "ui": UI,
                "card_texts": {k: v for k, v in texts.CARD_TEXTS.items() if k != "_doc"}}

    def event_sentence(self, event) -> str:
        """Return an event's sentence in the table's language (zh: Simplified Chinese, ja: Japanese)."""
        return texts.event_text(event.name, event.data, self.lang)

    def result_banner(self, state, design: bool) -> dict:
        """Return the banner: the winning team (or a draw) and the end cause's sentence."""
        r = state.result
        out = {"title": texts.result_title(r.outcome, self.lang),
               "text": texts.cause_text(r.cause, r.outcome, self.lang), "win": r.outcome == self.seat[0]}
        return {**out, "rule": r.rule} if design else out

    def default_bots(self) -> dict:
        """Return heuristic bots for every seat (the viewed seat's bot is the toolbar's "bot move")."""
        return {s: make_bot("heuristic", "chaos", seed=i) for i, s in enumerate(chaos.SEATS)}

    def describe_legal(self, state, actions) -> list[dict]:
        """Return each legal action with what it points at: a cell, a card in hand, or a chip."""
        out = []
        for a in actions:
            fields = dict(a.fields)
            if "row" in fields:  # a cell says it all: no fields, to keep the sync small
                out.append({"id": str(a), "kind": a.kind, "target": {"cell": [fields["row"], fields["col"]]},
                            "text": texts.action_text(state, a, self.lang)})
                continue
            target = {"card": fields["card"]} if "card" in fields else {"chip": True}
            out.append({"id": str(a), "kind": a.kind, "fields": fields, "target": target,
                        "text": texts.action_text(state, a, self.lang)})
        return out
