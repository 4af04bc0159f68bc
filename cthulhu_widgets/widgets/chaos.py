"""ChaosWidget: the CHAOS asylum on a canvas — grid, pieces, known bombs, hands, combos and time (what it shows:
cthulhu_widgets.frames.chaos)."""
from __future__ import annotations

import traitlets

from ..bots import ChaosHeuristicBot
from ..bots.chaos_easy import LEVELS, ChaosEasyBot
from ..core.errors import IllegalAction
from ..frames import MatchPositions
from ..frames.forced import forced_move
from ..frames.story_chaos import forced_line
from ..games import chaos
from ..games.chaos.texts import WORDS, table_lang
from .base import FAST_FORWARD_STEPS, GameWidget
from .guard import _show

# the course's key events a ▶▶ stops on (CH-G3 Brainwash, CH-C2 Brainwash + Amnesia): _forward_stops
COURSE_STOPS = frozenset({"brainwashed", "roles_swapped"})
# a turn of the viewing seat's lost (CH-P1 a reversal, CH-MOVE-4 a bomb's skip, CH-DUR-1 a joint turn): _touches_seat
LOST_TURNS = frozenset({"turn_lost_to_reversal", "turn_skipped", "joint_turn_lost"})


class ChaosWidget(GameWidget):
    """The 2v2 board from one seat's side (default A1); the other seats are played by bots.

    `ChaosWidget(seed=None, rules=None, setup=None, seat="A1", mode="play", bots=None)`. `bots` maps seats to
    bots (default: the heuristic for the three seats you do not view). `w.seat = "B2"` (or the seat menu)
    switches the viewing seat; see GameWidget for the rest of the API. In play mode a person's decline that is its
    only move (a combo it holds no card to join, a reaction it has no card for) is played for it and told in its
    story, not asked (frames.forced.forced_move; newcomer round 6d: about 6 such stops a game).
    """

    game_module = chaos
    _holding_passes = False
    _passed = 0   # declines the table has played for a person, ever (step and fast-forward go on after one)
    # Why the page's Undo is disabled (its tip), "" when a fair undo may go back (newcomer review 17, finding 1).
    undo_block = traitlets.Unicode("").tag(sync=True)
    # The Difficulty menu's choice and the levels it offers (bots.chaos_easy: Easy is a bot policy, no rule change);
    # Standard, today's bots, for designers and code; the play app opens on Easy (review 38, chaos_en 1 and 13).
    difficulty = traitlets.Enum(LEVELS, "standard").tag(sync=True)
    difficulties = traitlets.List(list(LEVELS)).tag(sync=True)
    _course_level = False   # while the course's bots are made: the Standard level's, whatever the menu says

    def default_bots(self) -> dict:
        """Return heuristic bots for every seat (the viewed seat's bot is the toolbar's "bot move"), each told the
        seats persons play (a bot does not spend its person partner's turn lightly: review 34, chaos_en 1), Easy's
        gentler ones at Easy."""
        people = {self.seat, *self.hot_seats()}
        bot = ChaosEasyBot if self.difficulty == "easy" and not self._course_level else ChaosHeuristicBot
        return {s: bot(seed=i, people=people) for i, s in enumerate(chaos.SEATS)}

    def _learn_bots(self) -> dict:
        """Return the course's bots (Commands._learn_bots) at the level its steps were written for, Standard: Easy's
        team B played other cards in round 2, and lesson 1's step 9 said "you left the course" to a reader who had
        pressed only what it lit (review 39, chaos_en 1, chaos_ja 1). The next game plays the menu's level again."""
        self._course_level = True
        try:
            return super()._learn_bots()
        finally:
            self._course_level = False

    def choose_difficulty(self, name: str):
        """Start a new game (a secret deal) against the level `name`'s bots; the rules stay as they are."""
        if not isinstance(name, str) or name not in LEVELS:
            raise IllegalAction(f"difficulty must be one of {', '.join(LEVELS)}, not {_show(name)}")
        with self.hold_sync():
            self.difficulty = name
            if not self._custom_bots:
                self.bots = self._table_bots()
            return self.restart()

    def _command_difficulty(self, content) -> None:
        self.choose_difficulty(content.get("value"))

    def _start(self, seed, rules, setup, secret: bool | None = None) -> None:
        self._passes: list[tuple[int, str, int]] = []   # (position, seat, story lines before it): declines played
        super()._start(seed, rules, setup, secret)

    def _sync(self, error: str = "") -> None:
        """Play the person's forced declines, show the table (GameWidget._sync), then tell the declines."""
        self._pass_forced()
        super()._sync(error)
        self.undo_block = self._undo_block_now()
        if self.curtain or not self._passes:
            return
        lines, shift = list(self.log_lines), 0
        bots = set(self.bots) - {self.seat}
        for position, seat, at in self._passes:
            line = None
            if seat == self.seat and position < self.match.index:   # "the table passes for you": the first only
                line = forced_line(self.match.state_at(position), self.lang, bots, said=shift > 0)
            if line is not None:   # None: a join the engine's join_unable tells (round AG)
                lines.insert(at + shift, line)
                shift += 1
        self.log_lines = lines

    def _pass_forced(self) -> None:
        """Decline for the viewing seat while declining is its only legal move (a hot seat's other people are asked
        behind their curtain as before)."""
        if self._holding_passes or self.mode == "design" or getattr(self, "match", None) is None:
            return
        self._passes = [p for p in self._passes if p[0] < self.match.index]   # an undo dropped the later ones
        while self.state.to_act in (self.seat, *self.hot_seats()):
            action = forced_move(self.state)
            if action is None:
                return
            seat = self.state.to_act
            told = self._frames.log(MatchPositions(self.match), seat, self.lang)
            self._passes.append((self.match.index, seat, len(told)))
            self.match.apply(action)
            self._passed += 1

    def step(self, n: int = 1) -> int:
        """Take up to `n` steps as GameWidget does, going on after a decline the table played for a hot seat (it is
        no stop: no person decides it)."""
        passed, taken = self._passed, super().step(n)
        while taken < n and self._passed > passed and self.state.to_act is not None:
            passed = self._passed
            taken += super().step(n - taken)
        return taken

    def fast_forward(self, limit: int = FAST_FORWARD_STEPS) -> int:
        """Let the other seats' bots play up to the viewing seat's turn as GameWidget does, going on after a decline
        the table played for another hot seat (no curtain is raised for it)."""
        passed, taken = self._passed, super().fast_forward(limit)
        while taken < limit and self._passed > passed and self.state.to_act not in (None, self.seat) \
                and not self.curtain and not self._forward_stops():
            passed = self._passed
            taken += super().fast_forward(limit - taken)
        return taken

    def _forward_stops(self) -> bool:
        """▶▶ stops where a reversal took the viewing seat's turn of the round (CH-P1): its skipped line, a toast, says
        so (newcomer review 22, chaos_en 2: ▶▶ ran on through the round to the next turn)."""
        events = self.state.events or ()
        # and where another seat changed the reader's own piece, role or hand, or took its turn: one ▶▶ had run from
        # round 9 to 11 past a reversal, a lost turn, a swap and a push (newcomer review 42, chaos_en 2)
        if any(self._touches_seat(e) for e in events if e.visible_to(self.seat)):
            return True
        # in the course it stops on a lesson's key event too, a Brainwash or a role swap: it happened off-screen and
        # the next step only reported it (newcomer review 41, chaos_ja 2, lesson 1 step 4, 022-025)
        return self._in_course() and any(e.name in COURSE_STOPS for e in events)

    def _touches_seat(self, event) -> bool:
        """Return whether `event` changed the viewing seat's piece (a swap CH-SWAP-1/5, a push CH-G1/CH-C3, a bomb's
        respawn CH-MOVE-4), its role (CH-C2), its hand (CH-G3 Brainwash, a card taken CH-P3/CH-G4) or took its turn."""
        d, seat = event.data, self.seat
        if event.name == "swap":
            return seat in (d.get("patient"), d.get("ghost"))
        if event.name == "roles_swapped":
            return seat in (d.get("first"), d.get("second"))
        if event.name == "moves":
            return d.get("seat") == seat and "by" in d    # "by": a push names who pushed; a follow's step does not
        if event.name == "takes":
            return d.get("victim") == seat
        if event.name == "brainwashed":
            return self.state.team(d["seat"]) != self.state.team(seat)
        return event.name in LOST_TURNS | {"respawn"} and d.get("seat") == seat

    def _in_course(self) -> bool:
        """Return whether a course's steps are still under way (Learn to play, before its last step's note)."""
        mark = self.coach or {}
        return getattr(self, "_learning", False) and bool(mark.get("n") or (mark.get("wait") and not mark.get("over")))

    def undo(self):
        """Undo as GameWidget does, past the declines the table played for the seat: landing on one would play it
        again, and undo would never go further back. A found bomb behind that decline refuses it first, said in
        the undo_block tip's sentence (newcomer review 17, finding 3: it did nothing and said nothing)."""
        blocked = self._undo_block_now()
        if blocked:
            raise IllegalAction(blocked)
        self._holding_passes = True
        try:
            super().undo()   # refused: nothing changed
            try:
                while self.match.index and self.state.to_act == self.seat and forced_move(self.state) is not None:
                    super().undo()
            except IllegalAction:
                pass   # nothing of the seat's own before that decline: the table plays it again
        finally:
            self._holding_passes = False
        self._sync()
        return self

    def _undo_blocked(self, back: int) -> str:
        """An undo in play never takes back a step that revealed a hidden bomb to the seat (one it hit, or any it met):
        a fair re-deal would let it fish past the bomb, a kept deal let it step elsewhere knowing where it lies
        (newcomer review 17, finding 1; Board Game Arena's rule), nor a card it took from an enemy's hand."""
        m, words = self.match, WORDS[table_lang(self.lang)]
        steps = range(back, m.index)
        if any(_found_bomb(m.state_at(j), m.state_at(j + 1), self.seat) for j in steps):
            return words["undo_bomb"]
        # a random card taken from an enemy's hand was hidden as a bomb is (CH-HIDE-1; review 35, chaos_ja 11)
        return words["undo_steal"] if any(_took_card(m.state_at(j + 1), self.seat) for j in steps) else ""

    def _undo_block_now(self) -> str:
        """Return the refusal a fair undo in play would give now ("" when it may go back, or another rule says)."""
        if getattr(self, "match", None) is None or self.undo_policy not in ("fair", "keep") or self.mode != "play":
            return ""
        back = self._own_before(self.match.index)
        while back is not None:
            blocked = self._undo_blocked(back)
            if blocked or not back or forced_move(self.match.state_at(back)) is None:
                return blocked
            back = self._own_before(back)   # a decline the table made: undo goes on past it
        # others played, the seat made no decision of its own yet: said ahead in its language (review 21, ja 2)
        return WORDS[table_lang(self.lang)]["undo_none"] if self.match.index > 0 else ""

    def _own_before(self, index: int) -> int | None:
        """Return the last position before `index` where the viewing seat was to act (None: there is none)."""
        m = self.match
        return next((i for i in range(index - 1, -1, -1) if m.state_at(i).to_act == self.seat), None)


def _found_bomb(before, after, seat: str) -> bool:
    """Return whether the step from `before` to `after` showed `seat` a bomb it did not know: a hit (the bomb is
    gone and its cell walked, in public) or one it learnt (Checkup, Mischief), not its own team's plant."""
    known = before.known_bombs(seat)
    hit = (before.bombs | before.temp_bombs) - (after.bombs | after.temp_bombs)
    if any(c in after.cleared - before.cleared and c not in known for c in hit):   # not a round end taking it
        return True
    ours = {c for c, p in after.plant_owner.items() if after.team(p) == after.team(seat)}
    return bool(after.known_bombs(seat) - known - ours)


def _took_card(after, seat: str) -> bool:
    """Return whether the step that led to `after` had `seat` take a card from another hand (Amnesia, Prank)."""
    return any(e.name == "takes" and e.data.get("seat") == seat for e in after.events or ())
