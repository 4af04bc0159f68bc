"""MythosWidget: the Mythos table on a canvas — every player's investigator, story deck, allies, artifacts,
tomes, threat and adventures, the combat, and the viewer's hand; cards are clicked to act, chips do the rest (what
it shows, the catalog and the compact card faces: cthulhu_widgets.frames.mythos)."""
from __future__ import annotations

import traitlets

from ..bots import make_bot
from ..core.errors import IllegalAction
from ..frames import catalog
from ..frames.mythos_coach import first_game_mark
from ..frames.mythos_undo import own_back, undo_said
from ..frames.forced import forced_move
from ..frames.mythos import (CARD_FIELDS, CARD_STATS, PRINTED, WORDS, card_names, compact, display_name,
                             table_catalog)
from ..games import mythos
from .base import FAST_FORWARD_STEPS, GameWidget
from .commands import _UpTo

__all__ = ["MythosWidget", "CARD_FIELDS", "CARD_STATS", "PRINTED", "WORDS", "card_names", "compact", "display_name"]


class MythosWidget(GameWidget):
    """The whole table from one seat (default p0); heuristic bots play the other seats.

    The synced `view` is the seat's view (the designer's in design mode, decks included) in which card
    faces carry only their instance, id and what differs from the printed card: the catalog, synced once, holds
    the printed data, which keeps a step's message small (see `compact`).

    `MythosWidget(seed=None, rules=None, setup=None, decks=None, seat="p0", mode="play", lang="en", bots=None)`:
    `decks` names one MSGS deck per player (2 to 4, default Corrupt vs Steadfast); `lang="ja"` shows Japanese
    card names. `w.seat = "p1"` (or the seat menu) switches the viewing seat; `w.reveal = True` shows every
    hand, deck and threat. See GameWidget for the rest of the API. In play mode a person's lone empty move (a pass
    once it may only pass, the done of a combat step with nothing to use: frames.forced.forced_move) is played for
    it and the story tells it, not asked (newcomer R3-M: 'Battle: spells and artifacts — no threat — Done').
    """

    game_module = mythos
    _holding = False
    _forced = 0   # empty moves the table has played for a person, ever (step and fast-forward go on after one)
    # The reader's first game after Learn to play (New game) gets the coach's tips again, unless the table turns them
    # off (review 24, mythos_en 4: a newcomer's New game had no coach); `_tips`: this game is that first game.
    first_game_tips = True
    _tips = False
    # what Undo takes back, named ({"undo": "Undo: …", "undone": "Taken back: …."}: the button's title and the note after
    # it; review 36, finding 3: "Undone: back to your last play" named nothing, not even a scoring move)
    undo_said = traitlets.Dict().tag(sync=True)

    def __init__(self, seed: int | None = None, rules=None, setup: dict | None = None, *, decks=None,
                 first_game_tips: bool = True, **kwargs):
        """Start a game; `decks` (a list of deck names) is a shorthand for `setup={"decks": decks}`;
        `first_game_tips=False`: no coach tips in the game after Learn to play."""
        if decks is not None:
            setup = {**(setup or {}), "decks": list(decks)}
        self.first_game_tips = bool(first_game_tips)
        super().__init__(seed, rules, setup, **kwargs)

    def _command_act(self, content) -> None:
        """Make the seat's move as GameWidget does (a move the course's step does not ring is held there: its
        `_astray`); a move of a press of several (`press`) is noted for the undo."""
        was, state = self.match.index, self.match.state
        super()._command_act(content)
        if self.match.index > was:
            self._note_press(content, was, state)   # one undo takes back a whole "Discard these N" (undo.py)

    def _coach_now(self, frame) -> dict:
        """Return the coach mark as GameWidget does, or the first game's tips outside a course."""
        if self._tips and not getattr(self, "_learning", False) and self.mode != "design":
            return first_game_mark(_UpTo(self.match, self.match.index), self.seat, self.lang)
        return super()._coach_now(frame)

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
        # a game dealt right after the course, not the course again, is the reader's first: the coach's tips show
        self._tips = bool(self.first_game_tips and getattr(self, "_learning", False)
                          and not getattr(self, "_learn_next", False))
        super()._start(seed, rules, setup, secret)
        own = table_catalog(self.state) or catalog(mythos.NAME)
        printed = {k: own[k] for k in ("cards", "investigators", "card_texts")}
        if any(self.catalog_data.get(k) != v for k, v in printed.items()):
            self.catalog_data = {**self.catalog_data, **printed}

    def _sync(self, error: str = "") -> None:
        """Play the person's forced empty moves (the story tells them as any move), then show the table."""
        self._play_forced()
        self.undo_said = self._undo_said_now()
        super()._sync(error)

    def _undo_said_now(self) -> dict:
        """Return what an Undo would take back now, named (frames/mythos_undo.py); {} where Undo takes back nothing."""
        if self.mode != "play" or self.undo_policy not in ("keep", "fair") or getattr(self, "match", None) is None:
            return {}
        if self._curtain_seat():   # the screen is being passed on: the last mover's move is not the next person's
            return {}
        try:
            start = self._own_back()
        except IllegalAction:
            return {}
        return undo_said(self.match, own_back(self.match, self.seat, start), self.lang)

    def _play_forced(self) -> None:
        """Play for the viewing seat (and a hot seat's other people) while its only legal move is an empty one; a
        table without autoplay (a set-up scene) plays nothing by itself."""
        if self._holding or self.mode == "design" or not self.autoplay or getattr(self, "match", None) is None:
            return
        while self.state.to_act in (self.seat, *self.hot_seats()):
            action = forced_move(self.state)
            if action is None:
                return
            self.match.apply(action)
            self._forced += 1

    def step(self, n: int = 1) -> int:
        """Take up to `n` steps, going on after a move the table played for a hot seat (no person decided it)."""
        forced, taken = self._forced, super().step(n)
        while taken < n and self._forced > forced and self.state.to_act is not None:
            forced = self._forced
            taken += super().step(n - taken)
        return taken

    def fast_forward(self, limit: int = FAST_FORWARD_STEPS) -> int:
        """Let the bots play up to the viewing seat's turn, going on after a move the table played for a hot seat."""
        forced, taken = self._forced, super().fast_forward(limit)
        while taken < limit and self._forced > forced and self.state.to_act not in (None, self.seat) \
                and not self.curtain:
            forced = self._forced
            taken += super().fast_forward(limit - taken)
        return taken

    def undo(self):
        """Undo past the moves the table played for the seat: landing on one would play it again."""
        self._holding = True
        try:
            super().undo()   # refused: nothing changed
            try:
                while self.match.index and self.state.to_act == self.seat and forced_move(self.state) is not None:
                    super().undo()
            except IllegalAction:
                pass   # nothing of the seat's own before it: the table plays it again
        finally:
            self._holding = False
        self._sync()
        return self

    @traitlets.validate("seat")
    def _valid_seat(self, proposal):
        """Refuse a seat this game does not have (a 2-player game has only p0 and p1)."""
        match = getattr(self, "match", None)
        if match is not None and proposal["value"] not in match.state.seats:
            raise traitlets.TraitError(f"seat must be one of {', '.join(match.state.seats)}, "
                                       f"not {proposal['value']!r}")
        return proposal["value"]
