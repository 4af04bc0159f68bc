"""LetterWidget: the Lovecraft Letter solo table on a canvas (what it shows: cthulhu_widgets.frames.letter)."""
from __future__ import annotations

import traitlets

from ..bots import make_bot
from ..core.errors import IllegalAction
from ..games import letter
from ..games.letter.rules import DIFFICULTIES, Rules, difficulty_rules
from .base import GameWidget
from .guard import _show


class LetterWidget(GameWidget):
    """The solo table: clue stack over Cthulhu, the opponent's discard, hand, deck, discards, insanity N.

    `LetterWidget(seed=None, rules=None, setup=None, mode="play", lang="en")`; see GameWidget for the API.
    """

    game_module = letter
    # The Difficulty menu's choice (a key of rules.DIFFICULTIES); "" when the rules are no preset (design, code).
    difficulty = traitlets.Unicode("standard").tag(sync=True)

    def default_bots(self) -> dict:
        """Return the heuristic bot for the player's seat (the toolbar's "bot move")."""
        return {"player": make_bot("heuristic", "letter", seed=0)}

    def choose_difficulty(self, name: str):
        """Start a new game (a secret deal) with the preset `name`: the kernel owns the rules, the page names one."""
        if not isinstance(name, str) or name not in DIFFICULTIES:
            raise IllegalAction(f"difficulty must be one of {', '.join(DIFFICULTIES)}, not {_show(name)}")
        return self.restart(rules=difficulty_rules(name))

    def _command_difficulty(self, content) -> None:
        self.choose_difficulty(content.get("value"))

    def learn(self):
        """Learn to play keeps its fixed deal: it is dealt under the spec's defaults whatever the difficulty."""
        with self.hold_sync():
            if self.state.rules != Rules():
                self.match = type(self.match).new(self.game_module, seed=self.state.seed, rules=Rules())
            return super().learn()

    def restart(self, seed: int | None = None, rules=None, setup: dict | None = None):
        """A new game; a seed this table dealt comes back at the level it was dealt at, so 'Play this seed deals the
        same cards again' holds after a game at another level (newcomer review 21, Letter en finding 1, 089 -> 090)."""
        if seed is not None and rules is None:
            rules = self._seed_rules.get(seed)
        return super().restart(seed=seed, rules=rules, setup=setup)

    def _start(self, seed, rules, setup, secret: bool | None = None) -> None:
        """Deal, and name the preset the rules are (the table says it), or none: rules from code or design mode."""
        named = [name for name in DIFFICULTIES if difficulty_rules(name) == (rules or Rules())]
        with self.hold_sync():
            self.difficulty = named[0] if named else ""
            super()._start(seed, rules, setup, secret)
        # each seed's rules, for the seed box (restart); a person plays a few dozen games: the memory stays small
        self._seed_rules = {**getattr(self, "_seed_rules", {}), self.state.seed: self.state.rules}
