"""GameWidget: the anywidget every game's table is drawn by. Traits out, commands in; no rules here.

What the table shows is the viewing seat's frame (cthulhu_widgets.frames): the widget assigns it to its traits,
one message per step. The browser is untrusted (docs/security.md): every synced trait is written by the kernel only
(the trait guard, guard.py), and the page asks for everything through commands (commands.py), which are checked. In
play mode the page receives only the viewing seat's view, no seed of a dealt game while it runs (a deal code
instead), and undo cannot show a future the seat did not see (undo.py: a take-back shows only what it saw, a fair
undo re-deals). Several people may share one screen (hot-seat, hotseat.py).
"""
from __future__ import annotations

from pathlib import Path

import anywidget
import traitlets

from ..analysis.table import HintBook
from ..core.errors import IllegalAction
from ..core.texts import own_name
from ..frames import Frames, MatchPositions, catalog, deal_code, packed
from ..frames.ending import watched
from ..games import get_spec
from ..match import Match
from .commands import COMMANDS, LANGS, Commands
from .guard import ERROR_LENGTH, FRONT_END_WRITABLE, TraitGuard, _cap, _show
from .hotseat import HotSeat, check_hotseat
from .undo import UNDO, UndoPolicies

BUNDLE = Path(__file__).resolve().parent.parent / "static" / "widget.js"
if not BUNDLE.exists():  # anywidget reads the file when the class is defined
    raise ImportError(f"the front end is not built ({BUNDLE} is missing): run `make setup` or `make build`")

MODES = ("play", "design")
FAST_FORWARD_STEPS = 500  # the most steps one fast-forward takes, so a long run of bot turns cannot hold the kernel
__all__ = ["GameWidget", "BUNDLE", "COMMANDS", "ERROR_LENGTH", "FRONT_END_WRITABLE", "LANGS", "MODES", "UNDO",
           "deal_code", "_show"]


class GameWidget(Commands, UndoPolicies, HotSeat, TraitGuard, anywidget.AnyWidget):
    """A game on a canvas. Subclasses set `game_module` and `default_bots()`; the frames say what is shown.

    Synced traits, written by the kernel only: `view`, `legal`, `log_lines` (the seat's latest log lines; on the
    wire only the lines the page lacks, from `log_from`), `log_from`, `mode`, `seat`, `lang`, `error`, `step` (the
    Python attribute `step_index`), `history_len`, `seed` (None while a dealt seed is secret), `deal`, `dealt`,
    `undo_policy`, `autoplay`, `delay_ms`, `can_reveal`, `watch`, `fit_screen`, `hotseat`, `curtain`, `banner`. The
    browser sends commands as custom messages `{"cmd": ...}`; they are untrusted: checked, never raised into the
    kernel, reported in `error`.
    """

    _esm = BUNDLE
    game_module = None

    game = traitlets.Unicode("").tag(sync=True)
    catalog_data = traitlets.Dict().tag(sync=True)
    view = traitlets.Dict().tag(sync=True)
    legal = traitlets.List().tag(sync=True)
    # Not `log`: that name is traitlets' logger, which ipywidgets reports bad messages to.
    log_lines = traitlets.List().tag(sync=True)
    log_from = traitlets.Int(0).tag(sync=True)
    mode = traitlets.Enum(MODES, default_value="play").tag(sync=True)
    seat = traitlets.Unicode("").tag(sync=True)
    lang = traitlets.Enum(LANGS, default_value="en").tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)
    # Synced to the browser as "step" (see get_state): `step` in Python is the method that steps the game.
    step_index = traitlets.Int(0).tag(sync=True)
    history_len = traitlets.Int(0).tag(sync=True)
    seed = traitlets.Int(None, allow_none=True).tag(sync=True)
    deal = traitlets.Unicode("").tag(sync=True)
    # The games dealt at this table so far: a new game from the same seed keeps `deal` and its story's first lines,
    # and the page took it for an undo ("Undone: … dealt afresh" after Play this seed: newcomer review 16).
    dealt = traitlets.Int(0).tag(sync=True)
    undo_policy = traitlets.Enum(UNDO, default_value="keep").tag(sync=True)
    autoplay = traitlets.Bool(True).tag(sync=True)
    delay_ms = traitlets.Int(500).tag(sync=True)
    can_reveal = traitlets.Bool(True).tag(sync=True)
    # The viewing seat's bot plays it while the person watches (the page's autoplay steps it): no move is offered.
    watch = traitlets.Bool(False).tag(sync=True)
    # An app's table (Voilà): the page shrinks the canvas to the window's height left below it, hand included.
    fit_screen = traitlets.Bool(False).tag(sync=True)
    # Hot-seat: the human seats sharing this screen, and the seat the screen is to be passed to ("" when none):
    # while `curtain` names a seat, no view, move or log is sent, until the page says `ready`.
    hotseat = traitlets.List().tag(sync=True)
    curtain = traitlets.Unicode("").tag(sync=True)
    # The end of the game in the table's language: {"title", "text"} ("rule" in design mode); {} while it runs.
    banner = traitlets.Dict().tag(sync=True)
    # What the table asks the viewing seat now, made from its legal moves, in the table's language ("" otherwise).
    prompt = traitlets.Unicode("").tag(sync=True)
    # "Learn to play": the coach mark of the position shown (frames/coach.py); {} in any other game.
    coach = traitlets.Dict().tag(sync=True)
    # "Watch the replay" of a finished game: the seat's view at the step shown ({"view", "step", "of", "log"}); {}.
    replay = traitlets.Dict().tag(sync=True)
    # Hints (issue 26): offered only where the table's creator turned them on (`hints`, off by default: fair play);
    # `hint` is the seat's hint at the position shown, asked by the page's Hint button ({} otherwise): per move id
    # its share of search or win chance and the reason (analysis.Hint.frame; docs/analysis.md).
    hints = traitlets.Bool(False).tag(sync=True)
    hint = traitlets.Dict().tag(sync=True)

    def __init__(self, seed: int | None = None, rules=None, setup: dict | None = None, *, mode: str = "play",
                 seat: str | None = None, lang: str = "en", autoplay: bool = True, can_reveal: bool = True,
                 bots: dict | None = None, undo: str | None = None, hotseat=None, hints: bool = False, **kwargs):
        """Start a game (see the game's `new_game`) and show it from `seat` (default: the first human seat).

        `seed=None` deals a secret seed: the page sees a deal code until the game is over. `undo` is "keep"
        (back to the seat's own last decision, the deal as it was, redo until a new move), "fair" (back there, the
        unseen future dealt afresh), "exact" (time travel) or "off"; None: in play mode keep where one person plays
        (the rest bots) and fair where several share the table, exact in design mode. `can_reveal=False` keeps the
        designer's view and other seats' hands from the page. `hotseat` (True: every human seat, or a list of seats)
        puts several people at one screen: when the next decision is another of those seats', the page gets a
        curtain ("pass to B1") and no view until it answers `ready`; keep `can_reveal=False` there, or the
        designer's view shows every hand anyway. `hints=True` offers the Hint button (analysis.hint); a used hint
        is marked in the log and the save.
        """
        if type(hints) is not bool:
            raise ValueError(f"hints must be True or False, not {hints!r}")
        module = self.game_module
        check_hotseat(hotseat)
        self._hotseat = hotseat or None
        if seat is None and isinstance(hotseat, (list, tuple)) and hotseat:
            seat = hotseat[0]
        seat = seat or next(s for s in module.SEATS if s not in module.AUTOMATA)
        if seat not in module.SEATS:
            raise ValueError(f"seat must be one of {module.SEATS}, not {seat!r}")
        if undo not in (None, *UNDO):
            raise ValueError(f"undo must be one of {', '.join(UNDO)} or None (keep or fair in play, exact in "
                             f"design), not {undo!r}")
        self._undo = undo
        self._learn_next = self._learning = False
        self._replay_at = None
        self._dealt = 0                                     # the games dealt at this table: `dealt`, once synced
        self._page_log, self._log_whole = ([], 0), False   # the log lines the page holds, as the kernel sent them
        super().__init__(game=module.NAME, mode=mode, seat=seat, lang=lang, autoplay=autoplay,
                         can_reveal=can_reveal, hints=hints, **kwargs)
        self._custom_bots = bots is not None
        self.bots = bots if bots is not None else self._table_bots()
        self.match = None
        self._start(seed, rules, setup)
        self._check_hotseat()
        self.on_msg(self._on_command)

    # ----- what subclasses provide, and what the frames say ------------------------------------------------------
    @property
    def languages(self) -> tuple:
        """Return the languages the game's table speaks; the page's language menu offers only these (the kernel
        still takes any of LANGS: a language a game has no table for falls back to English)."""
        return tuple(get_spec(self.game_module).languages)

    def default_bots(self) -> dict:
        """Return the bots that `bot_step` uses for seats that are not automata."""
        return {}

    def seats(self) -> tuple:
        """Return the seats of the game shown (a Mythos game has 2 to 4)."""
        match = getattr(self, "match", None)
        return tuple(getattr(match.state, "seats", self.game_module.SEATS) if match is not None
                     else self.game_module.SEATS)

    def describe_legal(self, state, actions, positions=None) -> list[list]:
        """Return the legal moves as the page receives them: the frame's moves (id, sentence, target, kind, fields;
        `legal` holds them as dicts) packed into arrays (frames.packed), a seat named as the frame names it ("Bot 2"),
        and for a game that reads them (CHAOS's board marks since the seat's last turn) the game's `positions` up to
        `state`, as the frame passes them."""
        module = self._frames.module
        bots = () if self.mode == "design" else set(self.bots) - {self.seat}
        named = {"seat": self.seat, "bots": bots} if getattr(module, "NAMES_SEATS", False) else {}
        if positions is not None and getattr(module, "READS_POSITIONS", False):
            named["positions"] = positions
        return packed(module.legal(state, actions, self.lang, **named))

    def event_sentence(self, event) -> str:
        """Return an event's sentence in the table's language (the frame's, rendered once per language)."""
        return self._frames.sentence(event, self.lang)

    # ----- Python API (the kernel is trusted: these do what they say, with no page rules) -------------------
    @property
    def state(self):
        """Return the state shown now (read-only: change it through play / step / undo)."""
        return self.match.state

    @property
    def rules(self):
        """Return the rules of the game; assigning new rules (object or dict) restarts the same deal."""
        return self.state.rules

    @rules.setter
    def rules(self, rules) -> None:
        self._start(self.state.seed, rules, self.state.setup, secret=self._secret)

    @property
    def reveal(self) -> bool:
        """Return whether the designer's view (everything, hidden cards flagged) is shown."""
        return self.mode == "design"

    @reveal.setter
    def reveal(self, on: bool) -> None:
        self.mode = "design" if on else "play"  # _privilege_changed syncs

    def play(self, kind: str, **fields) -> GameWidget:
        """Apply the one legal action of `kind` matching `fields`; raise IllegalAction otherwise."""
        self.match.act(kind, **fields)
        self._sync()
        return self

    def step(self, n: int = 1) -> int:
        """Take up to `n` steps of automata and bots (`bots`); return how many were taken.

        Stops early at the end of the game or at a decision of a seat without a bot.
        """
        if type(n) is not int or n < 0:
            raise ValueError(f"step takes a count of steps (an int ≥ 0), not {n!r}")
        taken = self.match.step(self.bots, n=n)
        self._sync()
        return taken

    def fast_forward(self, limit: int = FAST_FORWARD_STEPS) -> int:
        """Let automata and the other seats' bots play until the viewing seat is to act; return the steps taken.

        Never plays the viewing seat. Stops early at the end of the game, at a seat without a bot (another
        person's, at a hot-seat table), at a game's own news (`_forward_stops`) or after `limit` steps. Raises
        IllegalAction, changing nothing, when the viewing seat is to act, the game is over, its bot plays it (`watch`)
        or no bot plays the seat to act.
        """
        to_act = self.state.to_act
        if to_act is None:
            raise IllegalAction("the game is over: there is no turn to fast-forward to")
        if self.watch:
            raise IllegalAction(f"the bot plays {self.seat} while you watch: choose You to play your own turns")
        if to_act == self.seat:
            raise IllegalAction(f"{self.seat} is to act: fast-forward only plays the other seats, up to your turn")
        others = {s: b for s, b in self.bots.items() if s != self.seat}  # never the viewing seat's bot
        taken = 0
        while taken < limit and self.state.to_act not in (None, self.seat) and not (taken and self._forward_stops()) \
                and self.match.step(others, 1):
            taken += 1
        if taken == 0:
            raise IllegalAction(f"no bot plays {to_act}: fast-forward only plays bots and automata")
        self._sync()
        return taken

    def _forward_stops(self) -> bool:
        """Return whether a fast-forward stops at this step before the viewing seat's turn (a game's own news)."""
        return False

    def ask_hint(self, budget: int | None = None):
        """Return the viewing seat's hint now (analysis.Hint: from re-deals of what it cannot see) and show it on
        the chips; the log and the save mark it used. Only at a table with `hints` on, on the seat's own turn."""
        if not self.hints:
            raise IllegalAction("hints are off at this table: the table's creator may turn them on (hints=True)")
        state = self.state
        if state.to_act != self.seat or self._watched(state):
            raise IllegalAction(f"a hint is for your own turn; {state.to_act or 'nobody (the game is over)'} is to act")
        shown = sum(p <= self.match.index for p in self._hint_book.used())   # lines the marks already added
        found = self._hint_book.ask(state, self.seat, self.match.index, len(self.log_lines) - shown, budget)
        self.match.hints = self._hint_book.used()
        self._sync()
        return found

    def analysis(self, seat: str | None = None, budget: int | None = None):
        """Return the after-game analysis of `seat`'s decisions (default: the viewing seat): analysis.Analysis,
        which draws the win chance per decision with the decisive moment marked and lists the best moves."""
        from ..analysis import analyse

        return analyse(self.match, seat or self.seat, budget, lang=self.lang)

    def restart(self, seed: int | None = None, rules=None, setup: dict | None = None) -> GameWidget:
        """Start a new game (a new secret seed when `seed` is None), keeping rules unless new ones are given."""
        self._start(seed, self.state.rules if rules is None else rules, setup)
        return self

    def __repr__(self) -> str:  # shown to the page as the output's text: no secret seed in it
        s = self.state
        status = f"{s.result.outcome} ({s.result.cause})" if s.result else f"{s.to_act} to act"
        dealt = f"seed={self.seed}" if self.seed is not None else f"deal={self.deal}"
        return (f"{type(self).__name__}({dealt}, step={self.match.index}/{len(self.match)}, "
                f"mode={self.mode!r}, {status})")

    @traitlets.observe("seat")
    def _seat_changed(self, change) -> None:
        """A new viewing seat: the default bots move to the other seats, and the view follows."""
        if getattr(self, "match", None) is None:
            return  # still in __init__
        if change["new"] not in self.seats():
            self.seat = change["old"]
            raise ValueError(f"seat must be one of {self.seats()}, not {change['new']!r}")
        if not self._custom_bots:
            self.bots = self._table_bots()
        if self.watch and self.seat not in self.bots:
            self.watch = False  # no bot plays the new seat: the person does, or the table would wait for nobody
        self._sync()

    @traitlets.validate("lang")
    def _table_language(self, proposal) -> str:
        """Return the language asked for, or the game's own name of it: Letter's "zh" is Traditional, so "zh-TW"
        there is its "zh". The page's labels and course read the table's language as given, and a Letter table set to
        "zh-TW" spoke Chinese in its chips (Python falls back to the base) and English everywhere else (newcomer
        review 16, Letter zh-TW phone); a room's connection is read the same way (rooms.protocol.reading)."""
        return own_name(proposal["value"], self.languages)

    @traitlets.observe("mode", "can_reveal", "lang", "watch")
    def _privilege_changed(self, _change) -> None:
        if getattr(self, "match", None) is not None:
            self._sync()

    # ----- syncing ------------------------------------------------------------------------------
    def _start(self, seed, rules, setup, secret: bool | None = None) -> None:
        """Deal a new match; a seed the widget picks is secret until the game is over (or design mode)."""
        if seed is None:
            seed, secret = self._fresh_seed(), True
        match = Match.new(self.game_module, seed=seed, rules=rules, setup=setup)
        self.match, self._secret = match, bool(secret)
        self._frames = Frames(self.game_module.NAME)   # a new game: its sentences and logs start afresh
        self._learning, self._learn_next, self._replay_at = self._learn_next, False, None   # Learn to play: coached
        self._revealed = False
        self._hint_book = HintBook(self.game_module.NAME)   # a new game: no hint asked yet
        self._deal = deal_code(self.game_module.NAME, seed)  # a slow hash: once per deal
        self._dealt += 1
        seats = list(self.seats())
        if not self.catalog_data or self.catalog_data.get("seats", seats) != seats:   # Mythos: 2 to 4 seats
            self.catalog_data = catalog(self.game_module.NAME, seats)
        self._sync()

    def _sync(self, error: str = "") -> None:
        """Assign the viewing seat's frame and the table's settings to the traits: one message (hold_sync)."""
        self._synced = True
        state = self.state
        design = self.mode == "design"
        self._revealed = self._revealed or state.result is not None or design
        pending = self._curtain_seat()
        with self.hold_sync():
            self.hotseat = list(self.hot_seats())
            self.curtain = pending
            if pending:  # the screen is being passed: nothing of any seat's table until `ready`
                self.view, self.legal, self.log_lines, self.log_from, self.banner = {}, [], [], 0, {}
                self.coach, self.replay, self.hint = {}, {}, {}
                self.prompt = ""
            else:
                frame = self._frames.of(state, MatchPositions(self.match), self.seat, self.lang, design,
                                        moves=not self._watched(state), log_from=0,   # the whole story
                                        bots=set(self.bots) - {self.seat})             # "Bot B1" in it
                banner = watched(self.game_module.NAME, frame["banner"], self.lang) if self.watch else frame["banner"]
                self.view, self.legal, self.banner = frame["view"], frame["legal"], banner
                self.prompt = frame.get("prompt", "")
                self.log_lines = self._hint_book.lines(frame["log_lines"], self.match.index, self.lang)
                self.log_from = frame["log_from"]
                self.hint = self._hint_book.frame(state, self.lang) if self.hints and not design else {}
                self.coach, self.replay = self._coach_now(frame), self._replay_now()
            self.step_index = self.match.index
            self.undo_policy = self._undo or ("exact" if design else self.play_undo())
            # With fair undo nothing lies ahead of the page: a later history (left by Python's match.seek) stays
            # in the kernel. A keeping undo's later history is what the seat saw: redo goes there again.
            self.history_len = len(self.match) if self.undo_policy in ("exact", "keep") else self.match.index
            self.seed = state.seed if not self._secret or self._revealed else None
            self.deal, self.dealt = self._deal, self._dealt
            self.error = _cap(error)
            self._states_to_send.add("error")  # sent even when unchanged: every answer clears or sets it
        self._keep_bots_here()

    def _watched(self, state) -> bool:
        """Return whether the seat to act is the viewing seat and its bot plays it (`watch`): no move is offered."""
        return self.watch and state.to_act == self.seat

    def _may_act(self) -> bool:
        """Return whether the page may play a move now: the viewing seat's turn (any turn in design mode), the
        game running, and the seat not watched."""
        state = self.state
        return (state.to_act is not None and (self.mode == "design" or state.to_act == self.seat)
                and not self._watched(state))

    def get_state(self, key=None, drop_defaults=False):
        """Return the synced state as the page receives it: `step_index` named `step`, the moves packed into arrays
        (frames.packed), and of the log only the lines the page does not hold yet (see `_log_on_wire`)."""
        state = super().get_state(key=key, drop_defaults=drop_defaults)
        if "step_index" in state:
            state["step"] = state.pop("step_index")
        if "legal" in state:
            state["legal"] = packed(state["legal"])
        if "log_lines" in state or "log_from" in state:
            state["log_lines"], state["log_from"] = self._log_on_wire(whole=key is None)
        if state.get("seed") is not None:   # as text: a page's number holds 2**53, and an 18-digit seed came back
            state["seed"] = str(state["seed"])   # rounded in the Seed box (newcomer review 34, letter_en 8, 097)
        return state

    def _log_on_wire(self, whole: bool) -> tuple[list, int]:
        """Return (lines, start) to send: the page cuts its copy of the log at `start` and appends `lines`.

        The page holds the lines last sent (`_page_log`); where they agree with the frame's, only the lines after
        them go: a step adds its new lines, an undo sends none (the page only cuts). A whole state, or the answer to
        a page that wrote its copy, carries every line.
        """
        lines, start = list(self.log_lines), self.log_from
        held, held_from = self._page_log
        at = start
        if not (whole or self._log_whole) and held_from <= start <= held_from + len(held):
            while at - start < len(lines) and at - held_from < len(held) and held[at - held_from] == lines[at - start]:
                at += 1
        self._page_log, self._log_whole = (lines, start), False
        return lines[at - start:], at
