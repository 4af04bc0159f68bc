"""MythosWidget: the Mythos table on a canvas — every player's investigator, story deck, allies, artifacts,
tomes, threat and adventures, the combat, and the viewer's hand; cards are clicked to act, chips do the rest (what
it shows, the catalog and the compact card faces: cthulhu_widgets.frames.mythos)."""
from __future__ import annotations

import traitlets

from ..bots import make_bot
from ..frames import catalog
from ..frames.mythos import (CARD_FIELDS, CARD_STATS, PRINTED, WORDS, card_names, compact, display_name,
                             table_catalog)
from ..games import mythos
from .base import GameWidget

__all__ = ["MythosWidget", "CARD_FIELDS", "CARD_STATS", "PRINTED", "WORDS", "card_names", "compact", "display_name"]


class MythosWidget(GameWidget):
    """The whole table from one seat (default p0); heuristic bots play the other seats.

    The synced `view` is the seat's view (the designer's in design mode, decks included) in which card
    faces carry only their instance, id and what differs from the printed card: the catalog, synced once, holds
    the printed data, which keeps a step's message small (see `compact`).

    `MythosWidget(seed=None, rules=None, setup=None, decks=None, seat="p0", mode="play", lang="en", bots=None)`:
    `decks` names one MSGS deck per player (2 to 4, default Corrupt vs Steadfast); `lang="ja"` shows Japanese
    card names. `w.seat = "p1"` (or the seat menu) switches the viewing seat; `w.reveal = True` shows every
    hand, deck and threat. See GameWidget for the rest of the API.
    """

    game_module = mythos

    def __init__(self, seed: int | None = None, rules=None, setup: dict | None = None, *, decks=None, **kwargs):
        """Start a game; `decks` (a list of deck names) is a shorthand for `setup={"decks": decks}`."""
        if decks is not None:
            setup = {**(setup or {}), "decks": list(decks)}
        super().__init__(seed, rules, setup, **kwargs)

    def default_bots(self) -> dict:
        """Return heuristic bots for every seat (the viewed seat's bot is the toolbar's "bot move")."""
        return {s: make_bot("heuristic", "mythos", seed=i) for i, s in enumerate(mythos.SEATS)}

    def restart(self, seed: int | None = None, rules=None, setup: dict | None = None) -> MythosWidget:
        """Start a new game, keeping the decks (so the seats) and a designer's card set unless a new setup names
        others."""
        if setup is None:
            old = self.state.setup
            setup = {"decks": list(old.get("decks", ("corrupt", "steadfast")))}
            if old.get("cards") is not None:
                setup["cards"] = old["cards"]
        return super().restart(seed=seed, rules=rules, setup=setup)

    def _start(self, seed, rules, setup, secret: bool | None = None) -> None:
        """Deal as every table does; a game of a designer's card set (setup cards=) is drawn with a catalog of its
        own cards (frames.mythos.table_catalog), so its new cards show their names, not their ids (MY-MSGS-3)."""
        super()._start(seed, rules, setup, secret)
        own = table_catalog(self.state) or catalog(mythos.NAME)
        printed = {k: own[k] for k in ("cards", "investigators", "card_texts")}
        if any(self.catalog_data.get(k) != v for k, v in printed.items()):
            self.catalog_data = {**self.catalog_data, **printed}

    @traitlets.validate("seat")
    def _valid_seat(self, proposal):
        """Refuse a seat this game does not have (a 2-player game has only p0 and p1)."""
        match = getattr(self, "match", None)
        if match is not None and proposal["value"] not in match.state.seats:
            raise traitlets.TraitError(f"seat must be one of {', '.join(match.state.seats)}, "
                                       f"not {proposal['value']!r}")
        return proposal["value"]
