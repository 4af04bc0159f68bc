"""The page's commands to a table: custom messages `{"cmd": ...}`, untrusted, checked here, never raised into the
kernel; a refusal changes nothing and is reported in `error`."""
from __future__ import annotations

from collections.abc import Sequence

from ..core.errors import CthulhuError, IllegalAction
from ..frames import Frames
from ..bots import make_bot
from ..frames.coach import LEARN_GENTLE, LEARN_SEED, LEARN_SETUPS, coach_mark, nudge_mark, undone_mark
from ..frames.coach import astray_mark, hold_astray
from ..frames.coach_lesson2 import SETUPS as LESSON_SETUPS, Scripted, course_of, lessons
from .guard import _int, _show

COMMANDS = ("act", "undo", "redo", "seek", "bot_step", "fast_forward", "watch", "restart", "reveal", "lang", "seat",
            "ready", "learn", "replay", "hint", "difficulty")
# What the page may do while the hot-seat curtain is up (the screen is being passed): say ready, take back its own
# move (fair: nothing of the next seat is shown), deal again, change the language.
CURTAIN_COMMANDS = ("ready", "undo", "restart", "lang")
LANGS = ("en", "zh", "ja", "zh-TW")
MAX_SEED = 2**64  # the largest seed (exclusive) the page may ask for


def _passed_into(own: list) -> str:
    """Return the turn heading a replay step's lines pass into after its first move ("" if none): the caption names it,
    so it says the board's moment (newcomer review 19, Letter finding 6: 'You answer…' over 'Turn 5 · Your move')."""
    first = next((i for i, line in enumerate(own) if not line.get("turn")), None)
    later = [line.get("text", "") for line in own[first + 1:] if line.get("turn")] if first is not None else []
    return later[-1] if later else ""


class Commands:
    """Mixin of GameWidget: runs the page's commands, one answer (one message) per command."""

    def command(self, content):
        """Run a command as if the page had sent it (the page's rules apply; a refusal is put in `error`).

        For controls beside the table whose values come from the page (an app's seat menu, a seed box).
        """
        self._on_command(self, content)
        return self

    def _on_command(self, _widget, content, _buffers=None) -> None:
        with self.hold_sync():  # one answer per command
            try:
                self._synced = False
                self._command(content)
                if not self._synced:
                    self._sync()  # an accepted command always answers, clearing any error
            except CthulhuError as e:  # checked before any change: the table stays as it is
                self._refuse(str(e))
            except Exception as e:  # a click must never crash the kernel; say what went wrong instead
                # Only the kind of error goes to the page (its text could name a hidden card); the kernel's log
                # keeps the traceback.
                self.log.warning("command %s failed", _show(content), exc_info=True)
                self._sync(error=f"internal error ({type(e).__name__}); the kernel's log has the details")

    def _command(self, content) -> None:
        if not isinstance(content, dict) or not isinstance(content.get("cmd"), str) or content["cmd"] not in COMMANDS:
            raise IllegalAction(f"unknown command {_show(content)}; commands are: {', '.join(COMMANDS)}")
        cmd = content["cmd"]
        if self.curtain and cmd not in CURTAIN_COMMANDS:
            raise IllegalAction(f"pass the screen to {self.curtain}: the table is shown after ready")
        if cmd not in ("replay", "lang"):
            self._replay_at = None     # any other command ends a replay: the live table comes back
        # (a language switch keeps it at its step, its words in the new language: newcomer review 19, Mythos 094_ja)
        getattr(self, f"_command_{cmd}")(content)

    def _stale(self, content, command: str) -> bool:
        """Return whether the page's `step` (None: not said) is another step than the table's; not an int: refused."""
        at = content.get("step")
        if at is not None and type(at) is not int:
            raise IllegalAction(f"{command}'s step is the table's step number, not {_show(at)}")
        return at is not None and at != self.match.index

    def _command_act(self, content) -> None:
        if self._astray(content):
            return
        action_id = content.get("id")
        if not isinstance(action_id, str):
            raise IllegalAction(f"act needs an action id (a string), not {_show(action_id)}")
        if self._watched(self.state):
            raise IllegalAction(f"the bot plays {self.seat} while you watch: choose You to play your own turns")
        if self._stale(content, "act"):
            if self.mode == "play" and content["step"] < self.match.index:
                return   # a second press on a move already played: nothing to tell a player (review 30, letter_en 3)
            raise IllegalAction(f"that move was offered at step {content['step']}; the table is now at step "
                                f"{self.match.index}")
        offered = self._may_act()
        action = self._frames.move(self.state, action_id) if offered else None   # one lookup, indexed once
        if action is None:
            legal = self.state.legal_actions() if offered else ()
            raise IllegalAction(f"{_show(action_id)} is not a legal move now; legal: "
                                f"{', '.join(map(str, legal)) or 'none'}")
        self.match.apply(action)

    def _astray(self, content) -> bool:
        """Return whether the seat's move in `content` is held: in "Learn to play" a move its step does not ring waits
        for a second press after a pause (frames.coach.hold_astray; reviews 18 CHAOS, 20 Mythos, 42 Letter: a fast
        click derailed the course, or a course left without a word told of moves never made)."""
        move, at = content.get("id"), content.get("step")
        if not (getattr(self, "_learning", False) and isinstance(move, str) and at in (None, self.match.index)):
            return False
        self._held = hold_astray(self.game_module.NAME, self.coach, move, getattr(self, "_held", None),
                                 self.match.index, getattr(self, "_now", None))
        return bool(self._held)

    def _command_undo(self, _content) -> None:
        self.undo()

    def _command_redo(self, _content) -> None:
        self.redo()

    def _command_seek(self, content) -> None:
        index = _int(content, "index")
        if self.undo_policy != "exact":
            raise IllegalAction(f"seek is exact time travel, for tables with undo='exact'; undo is "
                                f"{self.undo_policy} here")
        self.seek(index)

    def _command_bot_step(self, content) -> None:
        if self._stale(content, "bot_step"):
            # the page's step for a move already made (its timer fired twice before the kernel answered): the
            # table went on, and the next seat, maybe the reader's own, is not this press's to play
            return
        if getattr(self, "_learning", False) and self.state.to_act == self.seat and self.coach.get("id"):
            # a page's step sent before "Learn to play" dealt would take the coached move: the person makes it; the
            # coach says so calmly in its bubble (issue 23: the red "⚠ A1 is learning to play" strip looked an error)
            self._nudge_at = self.match.index
            return
        if self.state.to_act == self.seat and self.mode == "play" and not self.can_reveal and not self.watch:
            # a player's app: the seat's own bot (the designer's "Bot move") never plays for its person; a stale ▶
            # press sent this and answered the opponent's Great Race for the reader (newcomer review 26, letter_en 1)
            raise IllegalAction(f"{self.seat} is to act: your moves are yours to make here (choose the bot in the "
                                f"Player menu to watch it play your seat)")
        if self.step(1) == 0:
            raise IllegalAction(f"no bot or automaton plays {self.state.to_act or 'now: the game is over'}")

    def _command_fast_forward(self, _content) -> None:
        self.fast_forward()

    def _command_watch(self, content) -> None:
        """Hand the viewing seat to its bot (`on`: true; the page's autoplay then steps it) or take it back."""
        on = content.get("on")
        if type(on) is not bool:
            raise IllegalAction(f"watch needs on: true or false, not {_show(on)}")
        if on and self.hot_seats():
            raise IllegalAction("at a hot-seat table every seat is played by its person")
        if on and self.seat not in self.bots:
            raise IllegalAction(f"no bot plays {self.seat} at this table: there is nothing to watch")
        self.watch = on  # _privilege_changed syncs

    def _command_restart(self, content) -> None:
        if not self._custom_bots and any(isinstance(b, _Paced | Scripted) for b in self.bots.values()):
            self.bots = self._table_bots()   # a new game after "Learn to play": the table's own bots play again
        seed = content.get("seed")
        if seed in (None, ""):
            self.restart()
            return
        # the Seed box's digits come as text past 2**53, which a page's number cannot hold exactly (newcomer review
        # 25, letter_en 2: a 17-digit seed read "restart needs an integer 'seed'"); any other text is refused
        if isinstance(seed, str) and seed.isascii() and seed.isdigit() and len(seed) <= len(str(MAX_SEED)):
            content = {**content, "seed": int(seed)}
        seed = _int(content, "seed")
        if not 0 <= seed < MAX_SEED:
            raise IllegalAction(f"restart needs a seed from 0 to 2**64 - 1, not {_show(seed)}")
        self.restart(seed=seed)

    def _command_reveal(self, content) -> None:
        on = content.get("on")
        if type(on) is not bool:
            raise IllegalAction(f"reveal needs on: true or false, not {_show(on)}")
        if not self.can_reveal:
            raise IllegalAction("revealing hidden cards is switched off for this table")
        self.reveal = on

    def _command_lang(self, content) -> None:
        value = content.get("value")
        if not isinstance(value, str) or value not in LANGS:
            raise IllegalAction(f"lang must be one of {', '.join(LANGS)}, not {_show(value)}")
        self.lang = value

    def _command_hint(self, _content) -> None:
        """The seat's hint now (issue 26: only where the table offers hints, on the seat's own turn)."""
        self.ask_hint()

    def _command_difficulty(self, _content) -> None:
        """A new game at a preset difficulty: Letter's tables offer one (LetterWidget), the others none."""
        raise IllegalAction("this table has no difficulty to choose")

    def _command_ready(self, _content) -> None:
        self.ready()

    def _command_seat(self, content) -> None:
        """Sit at another human seat. Only where hidden cards may be revealed (`can_reveal`, or design mode)
        does the game go on from there; elsewhere a new game is dealt from that seat (the same deal when its
        seed is no secret), so changing seats never shows another seat's hidden cards of the game in play."""
        if self.hot_seats():
            raise IllegalAction("at a hot-seat table the seat follows the turn (the curtain, then ready)")
        value, human = content.get("value"), self.human_seats()
        if not isinstance(value, str) or value not in human:
            raise IllegalAction(f"seat must be one of {', '.join(human)}, not {_show(value)}")
        if value == self.seat:
            return
        if self.can_reveal or self.mode == "design":
            self.seat = value  # _seat_changed re-seats the bots and syncs
            return
        state = self.state
        with self.hold_sync():
            self.seat = value
            self._start(state.seed if not self._secret else None, state.rules, state.setup)

    # ----- a first game that teaches, and the replay of a finished game (issue 23) ------------------------------
    def learn(self, lesson: int = 1):
        """Start "Learn to play": the fixed deal (frames.coach.LEARN_SEED) from the first human seat, with coach
        marks for its first decisions (the `coach` trait); `lesson` 2: CHAOS's second lesson, "Checkups, reactions
        and ghosts", on its own fixed deal (frames/coach_lesson2.py; newcomer review 36)."""
        course = self._lesson_course(lesson)
        with self.hold_sync():
            self._course = course
            first = self.human_seats()[0]
            if self.seat != first and not self.hot_seats():
                self.seat = first
            # the person plays the course: a watch left on gave the seat's bot its moves, and the page's autoplay
            # answered step 2 for the reader (newcomer review 20, Letter en finding 4, 102-104_tut2)
            self.watch = False
            self._learn_next, self._nudge_at, self._undone_at = True, None, None
            if not self._custom_bots:   # fresh bots: the course is the same every time (review 10: their RNGs had
                self.bots = self._learn_bots()   # moved on in an earlier game, and A2 joined on one table only)
            setup = LESSON_SETUPS.get(course) or LEARN_SETUPS.get(self.game_module.NAME)
            self._start(LEARN_SEED, self.state.rules, setup)
        return self

    def _lesson_course(self, lesson) -> str:
        """Return the course key of this game's lesson `lesson`; raise IllegalAction when it has no such lesson."""
        course = course_of(self.game_module.NAME, lesson)
        if course is None:
            raise IllegalAction(f"{self.game_module.NAME} has no lesson {_show(lesson)}; its lessons: "
                                f"{', '.join(map(str, lessons(self.game_module.NAME)))}")
        return course

    def _command_learn(self, content) -> None:
        lesson = content.get("lesson", 1)
        if self._lesson_course(lesson) == self.game_module.NAME:
            self.learn()   # lesson 1: every game's (Letter's own learn() takes no lesson)
        else:
            self.learn(lesson)

    def undo(self):
        """Undo as the table's `undo_policy` says; in "Learn to play" a fair undo keeps the course's fixed deal.

        A fair undo re-deals what the seat cannot see (CH-HIDE: going back must not show a future it did not see),
        but the Learn deal is fixed and the same for everyone (frames.coach.LEARN_SEED and LEARN_SETUPS), so there
        is nothing hidden to protect, and a re-deal moved the bombs and the bots' cards under the course: after one
        mis-tap and Undo, CHAOS steps 5-10 were skipped as off the course (newcomer review 12, finding 1). Here the
        table goes back to the seat's last decision with the deal as it was, and fresh bots replay their choices up
        to there, so the same moves bring the same course again."""
        if not (getattr(self, "_learning", False) and self.undo_policy in ("fair", "keep") and self.mode == "play"):
            return super().undo()
        m = self.match
        back = next((i for i in range(m.index - 1, -1, -1) if m.state_at(i).to_act == self.seat), None)
        if back is None:
            raise IllegalAction(f"nothing to undo: {self.seat} has made no decision yet")
        m.seek(back)   # the later history stays only for redo, which a fair undo refuses; the next move drops it
        if not self._custom_bots:
            self.bots = self._course_bots(back)
        self._undone_at = back
        self._sync()
        return self

    def _learn_bots(self) -> dict:
        """Return fresh bots for "Learn to play": the table's, with the game's LEARN_GENTLE seats (CHAOS: B1) taking
        random legal moves from a round on (after the steps), so the race the course opens in round 1 leaves the
        learner time (newcomer review 12, finding 5: B1 could win by round 5-7); the course's last words say so."""
        bots = self._table_bots()
        if getattr(self, "_course", None) in LESSON_SETUPS:   # lesson 2: its bots make the course's own moves
            return {seat: Scripted(bot) if seat != self.seat else bot for seat, bot in bots.items()}
        for seat, since in LEARN_GENTLE.get(self.game_module.NAME, {}).items():
            if seat in bots and seat != self.seat:
                bots[seat] = _Paced(bots[seat], make_bot("random", self.game_module.NAME, seed=LEARN_SEED), since)
        return bots

    def _course_bots(self, upto: int) -> dict:
        """Return fresh table bots whose random tie-breaks are where they were at position `upto` of this match:
        each other seat's bot chooses again at each of its positions before it (what it chooses is dropped)."""
        bots = self._learn_bots()
        for i in range(upto):
            state = self.match.state_at(i)
            bot = bots.get(state.to_act) if state.to_act != self.seat else None
            if bot is not None and state.to_act not in self.game_module.AUTOMATA:
                bot.choose(state)
        return bots

    def _command_replay(self, content) -> None:
        """Show the finished game's step `index` as the seat saw it then (`replay` trait), or the live table again
        (index null). Only once the game is over: the replay is the seat's own past views, no move offered."""
        index = content.get("index")
        if index is None:
            self._replay_at = None
            return
        index = _int(content, "index")
        if self.state.result is None:
            raise IllegalAction("the replay is shown once the game is over")
        if not 0 <= index <= self.match.index:
            raise IllegalAction(f"replay index must be from 0 to {self.match.index}, not {_show(index)}")
        self._replay_at = index

    def _coach_now(self, frame) -> dict:
        """Return the coach mark of the position shown (frames.coach), {} unless this game is a "Learn to play"."""
        if not getattr(self, "_learning", False) or self.mode == "design":
            return {}
        course = getattr(self, "_course", None) or self.game_module.NAME   # the lesson dealt (frames/coach_lesson2.py)
        mark = coach_mark(course, _UpTo(self.match, self.match.index), self.seat, frame["legal"], self.lang)
        if getattr(self, "_nudge_at", None) == self.match.index:
            mark = nudge_mark(course, mark, self.lang)
        if getattr(self, "_undone_at", None) == self.match.index:
            mark = undone_mark(course, mark, self.lang, self.match.index)
        held = getattr(self, "_held", None)   # what to press while a move is held (`_astray`)
        return astray_mark(self.game_module.NAME, mark, self.lang, held[0]) if held and held[0] == self.match.index \
            else mark

    def _replay_now(self) -> dict:
        """Return the replay's frame ({"view", "step", "of", "log"}: the seat's view and latest lines at the step
        shown), {} when no replay runs."""
        at = getattr(self, "_replay_at", None)
        if at is None or self.state.result is None:
            return {}
        frame = self._replay_frame(at)
        end = frame["log_from"] + len(frame["log_lines"])
        start = self._replay_frame(at - 1)["log_from"] + len(self._replay_frame(at - 1)["log_lines"]) if at else 0
        own = frame["log_lines"][max(0, start - frame["log_from"]):]
        # the step's own lines: where they lie in the story (the page marks them there) and, but for a turn's heading,
        # their words (the replay's caption; its pace): the newest line alone was the next turn's heading, and the
        # move of the step was never read (newcomer review 16, finding 3: "Turn 2" first, the first move missing)
        return {"view": frame["view"], "step": at, "of": self.match.index,
                "log": [line.get("text", "") for line in frame["log_lines"][-4:]], "lines": [start, end],
                "said": [line.get("text", "") for line in own if not line.get("turn")][:6], "turn": _passed_into(own)}

    def _replay_frame(self, at: int) -> dict:
        """Return the seat's frame of the finished game's step `at` (kept: each step is asked again for the next)."""
        key = (id(self.match), self.seat, self.lang, at)
        kept = getattr(self, "_replay_kept", {})
        if key not in kept:
            frames = getattr(self, "_replay_frames", None)
            if frames is None or frames.spec.name != self.game_module.NAME:
                frames = self._replay_frames = Frames(self.game_module.NAME)
            kept = self._replay_kept = {k: v for k, v in kept.items() if k[:3] == key[:3] and abs(k[3] - at) <= 1}
            kept[key] = frames.of(self.match.state_at(at), _UpTo(self.match, at), self.seat, self.lang,
                                  self.mode == "design", moves=False, log_from=None,
                                  bots=set(self.bots) - {self.seat})   # "Bot 2" as the table says, not "Player 2"
        return kept[key]


class _Paced:
    """A Learn game's bot for one seat: `bot` until round `since`, then `gentle` (random legal moves; the same seat,
    the same rules)."""

    def __init__(self, bot, gentle, since: int):
        self.bot, self.gentle, self.since = bot, gentle, since

    def choose(self, state):
        """Return the move of `bot` before round `since`, else of `gentle`."""
        return (self.gentle if getattr(state, "round", 0) >= self.since else self.bot).choose(state)


class _UpTo(Sequence):
    """The positions of a Match from the deal to position `last` (read without copying the history)."""

    def __init__(self, match, last: int):
        self.match, self.last = match, last

    def __len__(self) -> int:
        return self.last + 1

    def __getitem__(self, i: int):
        if not 0 <= i <= self.last:
            raise IndexError(i)
        return self.match.state_at(i)
