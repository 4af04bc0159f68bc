"""LetterWidget: the Lovecraft Letter solo table on a canvas (what it shows: cthulhu_widgets.frames.letter)."""
from __future__ import annotations


import traitlets

from ..bots import make_bot
from ..core.errors import IllegalAction
from ..frames.letter import bot_banner, bot_end, bot_heading, bot_plays, bot_turns, course_banner
from ..games import letter
from ..games.letter.rules import DIFFICULTIES, Rules, difficulty_rules
from .base import GameWidget
from .guard import _show


class LetterWidget(GameWidget):
    """The solo table: clue stack over Cthulhu, the opponent's discard, hand, deck, discards, insanity N.

    `LetterWidget(seed=None, rules=None, setup=None, mode="play", lang="en")`; see GameWidget for the API.
    """

    game_module = letter
    # Whether a won course's end points to Easy: the rooms' course says nothing of it, a room's games having no level
    # (review 41, room_zh 7)
    points_to_easy = True
    # The Difficulty menu's choice (a key of rules.DIFFICULTIES); "" when the rules are no preset (design, code).
    difficulty = traitlets.Unicode("standard").tag(sync=True)
    # Undo goes back from the end too (js/src/ui/toolbar.js keeps it enabled): a mis-tap the opponent's reply made
    # final could not be taken back (newcomer review 25, letter_zh 3, 075 -> 077)
    undo_at_end = traitlets.Bool(True).tag(sync=True)

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

    def undo(self):
        """Undo; from a finished game (play mode, a take-back table) back to the reader's own last play, what it had
        not seen there dealt afresh: the end showed the deal's seed, and the game must not go on along it."""
        if self.state.result is None or self.mode != "play" or self.undo_policy != "keep" \
                or getattr(self, "_learning", False):   # the course's deal is fixed and no secret (Commands.undo)
            return super().undo()
        back = self._own_back()
        self.match.redeal(self.seat, self._fresh_seed(), at=back)
        self._by_bot = {i for i in self._by_bot if i < back}
        self._sync()
        return self

    def _replay_now(self) -> dict:
        """The replay's frame; its step 0 shows the hand after the first draw, so its caption tells the setup and
        that draw as one: "Setup: … 1 in your hand." alone read against two cards in the hand (newcomer review 25,
        letter_zh 8, 055)."""
        out = super()._replay_now()
        said = out.get("said") or []
        if out.get("step") == 0 and len(said) > 1:
            space = " " if letter.texts.table_lang(self.lang) == "en" else ""
            out = {**out, "said": [f"{said[0]}{space}{said[1]}", *said[2:]]}
        return out

    def step(self, n: int = 1) -> int:
        """Take bot steps, noting the positions where the seat's own bot decided (a watched game's moves)."""
        before = self.match.index
        with self.hold_sync():
            taken = super().step(n)
            self._by_bot |= {i for i in range(before, self.match.index) if self.match.state_at(i).to_act == self.seat}
            self._sync()
        return taken

    def play(self, kind: str, **fields):
        """The person's move: the positions from here on are theirs again (an undo and a move of one's own)."""
        self._by_bot = {i for i in self._by_bot if i < self.match.index}
        return super().play(kind, **fields)

    def _command_act(self, content) -> None:
        self._by_bot = {i for i in self._by_bot if i < self.match.index}
        super()._command_act(content)

    def _bot_decided(self) -> bool:
        """Return whether the seat's last decision of a finished game was its bot's ("Bot plays (watch)")."""
        m = self.match
        last = next((i for i in range(m.index - 1, -1, -1) if m.state_at(i).to_act == self.seat), None)
        return last is not None and last in self._by_bot

    def _sync(self, error: str = "") -> None:
        """Sync; a finished game the seat's bot decided is told as the bot's, also once the watch is off (newcomer
        review 21, Letter en finding 5, 073 -> 074: switching Player back to You turned it into "You lost")."""
        with self.hold_sync():
            super()._sync(error)
            if self.banner and (self.watch or self._bot_decided()):
                self.banner = bot_banner(self.banner, self.lang)   # its lead said once: the same told again
            # the course's end points to Easy (review 24), where the next game can be on Easy (review 41, room_zh 7)
            if self.banner and getattr(self, "_learning", False) and self.points_to_easy:
                self.banner = course_banner(self.banner, self.lang)
            if self._by_bot:   # the turns its bot played: "Turn 5: your turn, played by the bot…" (review 21, en 071)
                turns = {self.match.state_at(i).turn for i in self._by_bot if i < len(self.match)}
                if self.banner and (self.watch or self._bot_decided()):   # and the last, which a check may end
                    turns |= set(range(max(turns, default=0), self.state.turn + 1))
                self.log_lines = bot_turns(self.log_lines, turns, self.lang)
                if self.banner and (self.watch or self._bot_decided()):   # the end's note, as the banner's moment
                    self.log_lines = bot_end([{**line, "note": bot_plays(line["note"], self.lang)}
                                              if line.get("note") else line for line in self.log_lines], self.lang)
                if self.replay:   # the replay's caption and heading as the story tells them
                    self.replay = {**self.replay, "turn": bot_heading(self.replay.get("turn", ""), turns, self.lang),
                                   "log": [bot_heading(t, turns, self.lang) for t in self.replay.get("log", [])]}

    def learn(self):
        """Learn to play keeps its fixed deal: it is dealt under the spec's defaults whatever the difficulty; the
        level the reader had comes back with New game after it (restart)."""
        if not getattr(self, "_learning", False):   # a second run of the course keeps the level of the first
            self._own_rules = self.state.rules
        with self.hold_sync():
            if self.state.rules != Rules():
                self.match = type(self.match).new(self.game_module, seed=self.state.seed, rules=Rules())
            return super().learn()

    def restart(self, seed: int | None = None, rules=None, setup: dict | None = None):
        """A new game; a seed this table dealt comes back at the level it was dealt at, so 'Play this seed deals the
        same cards again' holds after a game at another level (newcomer review 21, Letter en finding 1, 089 -> 090)."""
        if seed is not None and rules is None:
            rules = self._seed_rules.get(seed)
        elif rules is None and getattr(self, "_learning", False):   # after the course, the level the reader had
            rules = self._own_rules   # (newcomer review 21, Letter zh-TW finding 2: Hard became Standard, 119_n8)
        return super().restart(seed=seed, rules=rules, setup=setup)

    def _start(self, seed, rules, setup, secret: bool | None = None) -> None:
        """Deal, and name the preset the rules are (the table says it), or none: rules from code or design mode."""
        named = [name for name in DIFFICULTIES if difficulty_rules(name) == (rules or Rules())]
        self._by_bot = set()   # the positions where the seat's own bot decided (step)
        with self.hold_sync():
            self.difficulty = named[0] if named else ""
            super()._start(seed, rules, setup, secret)
        # each seed's rules, for the seed box (restart); a person plays a few dozen games: the memory stays small
        self._seed_rules = {**getattr(self, "_seed_rules", {}), self.state.seed: self.state.rules}
