"""GameWidget: the anywidget every game's table is drawn by. Traits out, commands in; no rules here.

The browser is untrusted (docs/security.md): every synced trait is written by the kernel only — a trait update
from the page is refused, reverted and reported in `error` — and the page asks for everything through commands,
which are checked here. In play mode the page receives only the viewing seat's view, no seed of a dealt game
while it runs (a deal code instead), and undo cannot show a future the seat did not see (fair undo).
"""
from __future__ import annotations

import hashlib
import secrets
from pathlib import Path

import anywidget
import traitlets

from ..core.errors import CthulhuError, IllegalAction
from ..match import Match

BUNDLE = Path(__file__).resolve().parent.parent / "static" / "widget.js"
if not BUNDLE.exists():  # anywidget reads the file when the class is defined
    raise ImportError(f"the front end is not built ({BUNDLE} is missing): run `make setup` or `make build`")

LANGS = ("en", "zh", "ja")
MODES = ("play", "design")
UNDO = ("fair", "exact", "off")
COMMANDS = ("act", "undo", "redo", "seek", "bot_step", "fast_forward", "watch", "restart", "reveal", "lang", "seat",
            "ready")
# What the page may do while the hot-seat curtain is up (the screen is being passed): say ready, take back its own
# move (fair: nothing of the next seat is shown), deal again, change the language.
CURTAIN_COMMANDS = ("ready", "undo", "restart", "lang")
LOG_LENGTH = 10  # recent events sent to the browser; the full log is `w.match.log()`
FAST_FORWARD_STEPS = 500  # the most steps one fast-forward takes, so a long run of bot turns cannot hold the kernel
ERROR_LENGTH = 300  # the longest `error` text: a message from the page is echoed in part, never whole
SHOWN_INPUT = 60  # how much of a value from the page an error quotes
SEED_BITS = 53  # seeds the widget deals: too many to search, and exact as a JavaScript number
MAX_SEED = 2**64  # the largest seed (exclusive) the page may ask for
# Traits the page may write, with the values it may write (ipywidgets' view counter, when Python turns it on);
# every other trait is the kernel's.
FRONT_END_WRITABLE = {"_view_count": lambda v: v is None or (type(v) is int and 0 <= v < 2**31)}


def deal_code(game: str, seed: int) -> str:
    """Return the 8-hex deal code of a seed: shown while the seed is secret, and checkable once it is revealed.

    A slow hash (PBKDF2, 20,000 rounds): with the widget's 53-bit seeds, finding the seed behind a code by trying
    seeds costs centuries of computing, and a code names a seed only among about two million others.
    """
    key = hashlib.pbkdf2_hmac("sha256", str(seed).encode(), f"cthulhu-widgets deal {game}".encode(), 20_000)
    return key[:4].hex()


class GameWidget(anywidget.AnyWidget):
    """A game on a canvas. Subclasses set `game_module`, `catalog()` and `describe_legal()`.

    Synced traits, written by the kernel only: `view`, `legal`, `log_lines`, `mode`, `seat`, `lang`, `error`,
    `step` (the Python attribute `step_index`), `history_len`, `seed` (None while a dealt seed is secret),
    `deal`, `undo_policy`, `autoplay`, `delay_ms`, `can_reveal`, `watch`, `fit_screen`. The browser sends
    commands as custom messages `{"cmd": ...}`; they are untrusted: checked, never raised into the kernel, reported
    in `error`.
    """

    _esm = BUNDLE
    game_module = None
    # The languages the game's table speaks (its texts.LANGS); the page's language menu offers only these. The kernel
    # still takes any of LANGS: a language a game has no table for falls back to English.
    languages: tuple = LANGS

    game = traitlets.Unicode("").tag(sync=True)
    catalog_data = traitlets.Dict().tag(sync=True)
    view = traitlets.Dict().tag(sync=True)
    legal = traitlets.List().tag(sync=True)
    # Not `log`: that name is traitlets' logger, which ipywidgets reports bad messages to.
    log_lines = traitlets.List().tag(sync=True)
    mode = traitlets.Enum(MODES, default_value="play").tag(sync=True)
    seat = traitlets.Unicode("").tag(sync=True)
    lang = traitlets.Enum(LANGS, default_value="en").tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)
    # Synced to the browser as "step" (see get_state): `step` in Python is the method that steps the game.
    step_index = traitlets.Int(0).tag(sync=True)
    history_len = traitlets.Int(0).tag(sync=True)
    seed = traitlets.Int(None, allow_none=True).tag(sync=True)
    deal = traitlets.Unicode("").tag(sync=True)
    undo_policy = traitlets.Enum(UNDO, default_value="fair").tag(sync=True)
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

    def __init__(self, seed: int | None = None, rules=None, setup: dict | None = None, *, mode: str = "play",
                 seat: str | None = None, lang: str = "en", autoplay: bool = True, can_reveal: bool = True,
                 bots: dict | None = None, undo: str | None = None, hotseat=None, **kwargs):
        """Start a game (see the game's `new_game`) and show it from `seat` (default: the first human seat).

        `seed=None` deals a secret seed: the page sees a deal code until the game is over. `undo` is "fair"
        (back to the seat's own last decision, the unseen future dealt afresh), "exact" (time travel) or "off";
        None: fair in play mode, exact in design mode. `can_reveal=False` keeps the designer's view and other
        seats' hands from the page. `hotseat` (True: every human seat, or a list of seats) puts several people
        at one screen: when the next decision is another of those seats', the page gets a curtain ("pass to
        B1") and no view until it answers `ready`; keep `can_reveal=False` there, or the designer's view shows
        every hand anyway.
        """
        module = self.game_module
        if hotseat not in (None, False, True) and not (isinstance(hotseat, (list, tuple))
                                                       and all(isinstance(s, str) for s in hotseat)):
            raise ValueError(f"hotseat is True (every human seat) or a list of seats, not {hotseat!r}")
        self._hotseat = hotseat or None
        if seat is None and isinstance(hotseat, (list, tuple)) and hotseat:
            seat = hotseat[0]
        seat = seat or next(s for s in module.SEATS if s not in module.AUTOMATA)
        if seat not in module.SEATS:
            raise ValueError(f"seat must be one of {module.SEATS}, not {seat!r}")
        if undo not in (None, *UNDO):
            raise ValueError(f"undo must be one of {', '.join(UNDO)} or None (fair in play, exact in design), "
                             f"not {undo!r}")
        self._undo = undo
        super().__init__(game=module.NAME, mode=mode, seat=seat, lang=lang, autoplay=autoplay,
                         can_reveal=can_reveal, catalog_data={**self.catalog(), "langs": list(self.languages)},
                         **kwargs)
        self._custom_bots = bots is not None
        self.bots = bots if bots is not None else self._table_bots()
        self.match = None
        self._start(seed, rules, setup)
        self._check_hotseat()
        self.on_msg(self._on_command)

    # ----- what subclasses provide -------------------------------------------------------------
    def catalog(self) -> dict:
        """Return static data the front end needs to draw (card names by language, UI words)."""
        return {}

    def describe_legal(self, state, actions) -> list[dict]:
        """Return one dict per action: id, fields and what it points at on the table."""
        return [{"id": str(a), "fields": dict(a.fields), "target": None} for a in actions]

    def event_sentence(self, event) -> str:
        """Return an event's sentence in the table's language (`lang`); the engine's English text by default."""
        return event.text

    def result_banner(self, state, design: bool) -> dict:
        """Return the result banner: a title and a sentence of the end cause (and its rule in design mode)."""
        r = state.result
        out = {"title": r.outcome, "text": r.cause}
        return {**out, "rule": r.rule} if design else out

    def default_bots(self) -> dict:
        """Return the bots that `bot_step` uses for seats that are not automata."""
        return {}

    def seats(self) -> tuple:
        """Return the seats of the game shown (a Mythos game has 2 to 4)."""
        return tuple(self.game_module.SEATS)

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
        person's, at a hot-seat table) or after `limit` steps. Raises IllegalAction, changing nothing, when the
        viewing seat is to act, the game is over, its bot plays it (`watch`) or no bot plays the seat to act.
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
        while taken < limit and self.state.to_act not in (None, self.seat) and self.match.step(others, 1):
            taken += 1
        if taken == 0:
            raise IllegalAction(f"no bot plays {to_act}: fast-forward only plays bots and automata")
        self._sync()
        return taken

    def undo(self) -> GameWidget:
        """Go back as `undo_policy` says: "fair" to the viewing seat's own last decision with what it could not
        see dealt afresh (no redo); "exact" to the previous decision of a seat that is not an automaton (design
        mode: one step); "off" raises IllegalAction."""
        policy = self.undo_policy
        if policy == "off":
            raise IllegalAction("undo is switched off for this table")
        if policy == "fair":
            self._fair_undo()
        else:
            self._walk(-1)
        return self

    def redo(self) -> GameWidget:
        """Go forward to the next decision of a seat that is not an automaton (design mode: one step); only
        with exact undo (a fair undo deals a new future, so there is nothing to redo)."""
        if self.undo_policy != "exact":
            raise IllegalAction(f"nothing to redo: undo is {self.undo_policy} here (a fair undo deals the "
                                "future afresh)")
        self._walk(+1)
        return self

    def seek(self, i: int) -> GameWidget:
        """Show position `i` of the history (0 = start): exact time travel, the kernel's to use (the page's
        `seek` command needs undo "exact")."""
        self.match.seek(i)
        self._sync()
        return self

    def restart(self, seed: int | None = None, rules=None, setup: dict | None = None) -> GameWidget:
        """Start a new game (a new secret seed when `seed` is None), keeping rules unless new ones are given."""
        self._start(seed, self.state.rules if rules is None else rules, setup)
        return self

    def command(self, content) -> GameWidget:
        """Run a command as if the page had sent it (the page's rules apply; a refusal is put in `error`).

        For controls beside the table whose values come from the page (an app's seat menu, a seed box).
        """
        self._on_command(self, content)
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

    @traitlets.observe("mode", "can_reveal", "lang", "watch")
    def _privilege_changed(self, _change) -> None:
        if getattr(self, "match", None) is not None:
            self._sync()

    # ----- hot-seat: several human seats at one screen ------------------------------------------------
    def hot_seats(self) -> tuple:
        """Return the human seats sharing this screen (empty: no hot-seat)."""
        humans = tuple(s for s in self.seats() if s not in self.game_module.AUTOMATA)
        if self._hotseat is None:
            return ()
        return humans if self._hotseat is True else tuple(s for s in humans if s in self._hotseat)

    def _table_bots(self) -> dict:
        """Return the default bots, less those of the other hot seats (people play them: `step` stops there)."""
        bots = self.default_bots()
        if self._hotseat is None:
            return bots
        return {s: b for s, b in bots.items()
                if s == self.seat or (self._hotseat is not True and s not in self._hotseat)}

    def _check_hotseat(self) -> None:
        if isinstance(self._hotseat, (list, tuple)):
            humans = [s for s in self.seats() if s not in self.game_module.AUTOMATA]
            wrong = [s for s in self._hotseat if s not in humans]
            if wrong or not self._hotseat:
                raise ValueError(f"hotseat names human seats of this game, {humans}; not {wrong or 'none'}")

    def _curtain_seat(self) -> str:
        """Return the hot seat the screen must be passed to before its next decision is shown, or ""."""
        to_act = self.state.to_act
        if self.mode == "design" or to_act is None or to_act == self.seat or to_act not in self.hot_seats():
            return ""
        return to_act

    def ready(self) -> GameWidget:
        """The person of the curtain's seat is at the screen: show the table from that seat."""
        pending = self._curtain_seat()
        if not pending:
            raise IllegalAction("nothing to be ready for: no hot-seat curtain is up")
        self.seat = pending  # _seat_changed syncs the new seat's view
        return self

    # ----- syncing ------------------------------------------------------------------------------
    def _start(self, seed, rules, setup, secret: bool | None = None) -> None:
        """Deal a new match; a seed the widget picks is secret until the game is over (or design mode)."""
        if seed is None:
            seed, secret = secrets.randbits(SEED_BITS), True
        match = Match.new(self.game_module, seed=seed, rules=rules, setup=setup)
        self.match, self._secret = match, bool(secret)
        self._revealed = False
        self._deal = deal_code(self.game_module.NAME, seed)  # a slow hash: once per deal
        self._sync()

    def _sync(self, error: str = "") -> None:
        self._synced = True
        state = self.state
        design = self.mode == "design"
        acting = state.to_act is not None and (design or state.to_act == self.seat) and not self._watched(state)
        self._revealed = self._revealed or state.result is not None or design
        pending = self._curtain_seat()
        with self.hold_sync():
            self.hotseat = list(self.hot_seats())
            self.curtain = pending
            if pending:  # the screen is being passed: nothing of any seat's table until `ready`
                self.view, self.legal, self.log_lines = {}, [], []
            else:
                self.view = state.view(None if design else self.seat)
                self.legal = self.describe_legal(state, state.legal_actions()) if acting else []
                viewer = None if design else self.seat
                events = [e for e in self.match.log() if e.visible_to(viewer)]
                # Sentences in the table's language; the rule ID only for the designer.
                self.log_lines = [{"rule": e.rule, "text": self.event_sentence(e)} if design
                                  else {"text": self.event_sentence(e)} for e in events[-LOG_LENGTH:]]
            self.banner = self.result_banner(state, design) if state.result is not None and not pending else {}
            self.step_index = self.match.index
            self.undo_policy = self._undo or ("exact" if design else "fair")
            # With fair undo nothing lies ahead of the page: a later history (left by Python's match.seek) stays
            # in the kernel.
            self.history_len = len(self.match) if self.undo_policy == "exact" else self.match.index
            self.seed = state.seed if not self._secret or self._revealed else None
            self.deal = self._deal
            self.error = _cap(error)
            self._states_to_send.add("error")  # sent even when unchanged: every answer clears or sets it

    def _watched(self, state) -> bool:
        """Return whether the seat to act is the viewing seat and its bot plays it (`watch`): no move is offered."""
        return self.watch and state.to_act == self.seat

    def _walk(self, direction: int) -> None:
        m = self.match
        automata = self.game_module.AUTOMATA
        limit = len(m)
        if (direction < 0 and m.index == 0) or (direction > 0 and m.index == limit):
            raise IllegalAction("nothing to undo" if direction < 0 else "nothing to redo")
        m.seek(m.index + direction)
        if self.mode == "play":
            while 0 < m.index < limit and m.state.to_act in automata:
                m.seek(m.index + direction)
        self._sync()

    def _fair_undo(self) -> None:
        """Go back to the viewing seat's own last decision; re-deal what it could not see; drop the rest."""
        m = self.match
        back = next((i for i in range(m.index - 1, -1, -1) if m.state_at(i).to_act == self.seat), None)
        if back is None:
            raise IllegalAction(f"nothing to undo: {self.seat} has made no decision yet")
        m.redeal(self.seat, secrets.randbits(SEED_BITS), at=back)
        self._sync()

    # ----- what the browser may do (untrusted) ----------------------------------------------------------
    def set_state(self, sync_data) -> None:
        """Take a trait update from the page (ipywidgets calls this): only FRONT_END_WRITABLE traits are set;
        any other is refused, the page gets the kernel's value back, and `error` says so."""
        if not isinstance(sync_data, dict):
            self._refuse(f"a trait update must be a dict of values, not {_show(sync_data)}")
            return
        refused = [k for k, v in sync_data.items() if k not in FRONT_END_WRITABLE or not FRONT_END_WRITABLE[k](v)]
        if not refused:
            super().set_state(sync_data)  # echoes the accepted values, as ipywidgets does
            return
        # All or nothing: one refused name refuses the whole update, and the page gets all of them back.
        names = {"step_index" if k == "step" else k for k in sync_data if isinstance(k, str)}
        self._refuse(f"the page may not set {', '.join(_show(k, 30) for k in refused[:4])}"
                     f"{' …' if len(refused) > 4 else ''}: the kernel owns the table's traits; use the "
                     "table's controls", resend=names & set(self.keys))  # the page's copy goes back to ours

    def _refuse(self, error: str, resend=()) -> None:
        """Answer a refused message: set `error` (sent even when unchanged) and resend `resend` traits. A refusal
        changes nothing else, so nothing else is recomputed."""
        with self.hold_sync():
            self.error = _cap(error)
            self._states_to_send.update({"error", *resend})

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
        if cmd == "act":
            self._command_act(content)
        elif cmd == "undo":
            self.undo()
        elif cmd == "redo":
            self.redo()
        elif cmd == "seek":
            index = _int(content, "index")
            if self.undo_policy != "exact":
                raise IllegalAction(f"seek is exact time travel, for tables with undo='exact'; undo is "
                                    f"{self.undo_policy} here")
            self.seek(index)
        elif cmd == "bot_step":
            if self.step(1) == 0:
                raise IllegalAction(f"no bot or automaton plays {self.state.to_act or 'now: the game is over'}")
        elif cmd == "fast_forward":
            self.fast_forward()
        elif cmd == "watch":
            self._command_watch(content.get("on"))
        elif cmd == "restart":
            seed = content.get("seed")
            if seed in (None, ""):
                self.restart()
            else:
                seed = _int(content, "seed")
                if not 0 <= seed < MAX_SEED:
                    raise IllegalAction(f"restart needs a seed from 0 to 2**64 - 1, not {_show(seed)}")
                self.restart(seed=seed)
        elif cmd == "reveal":
            on = content.get("on")
            if type(on) is not bool:
                raise IllegalAction(f"reveal needs on: true or false, not {_show(on)}")
            if not self.can_reveal:
                raise IllegalAction("revealing hidden cards is switched off for this table")
            self.reveal = on
        elif cmd == "seat":
            if self.hot_seats():
                raise IllegalAction("at a hot-seat table the seat follows the turn (the curtain, then ready)")
            self._command_seat(content.get("value"))
        elif cmd == "ready":
            self.ready()
        else:
            value = content.get("value")
            if not isinstance(value, str) or value not in LANGS:
                raise IllegalAction(f"lang must be one of {', '.join(LANGS)}, not {_show(value)}")
            self.lang = value

    def _command_watch(self, on) -> None:
        """Hand the viewing seat to its bot (`on`: true; the page's autoplay then steps it) or take it back."""
        if type(on) is not bool:
            raise IllegalAction(f"watch needs on: true or false, not {_show(on)}")
        if on and self.hot_seats():
            raise IllegalAction("at a hot-seat table every seat is played by its person")
        if on and self.seat not in self.bots:
            raise IllegalAction(f"no bot plays {self.seat} at this table: there is nothing to watch")
        self.watch = on  # _privilege_changed syncs

    def _command_seat(self, value) -> None:
        """Sit at another human seat. Only where hidden cards may be revealed (`can_reveal`, or design mode)
        does the game go on from there; elsewhere a new game is dealt from that seat (the same deal when its
        seed is no secret), so changing seats never shows another seat's hidden cards of the game in play."""
        human = [s for s in self.seats() if s not in self.game_module.AUTOMATA]
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

    def _command_act(self, content) -> None:
        action_id, at = content.get("id"), content.get("step")
        if not isinstance(action_id, str):
            raise IllegalAction(f"act needs an action id (a string), not {_show(action_id)}")
        if self._watched(self.state):
            raise IllegalAction(f"the bot plays {self.seat} while you watch: choose You to play your own turns")
        if at is not None and (type(at) is not int or at != self.match.index):
            raise IllegalAction(f"that move was offered at step {_show(at)}; the table is now at step "
                                f"{self.match.index}")
        legal = self._legal_actions()
        for action in legal:
            if str(action) == action_id:
                self.match.apply(action)
                return
        raise IllegalAction(f"{_show(action_id)} is not a legal move now; legal: "
                            f"{', '.join(map(str, legal)) or 'none'}")

    def _legal_actions(self) -> list:
        state = self.state
        if state.to_act is None or (self.mode == "play" and state.to_act != self.seat) or self._watched(state):
            return []
        return state.legal_actions()

    def get_state(self, key=None, drop_defaults=False):
        """Return the synced state, with `step_index` named `step` as the front end knows it."""
        state = super().get_state(key=key, drop_defaults=drop_defaults)
        if "step_index" in state:
            state["step"] = state.pop("step_index")
        return state


def _show(value, limit: int = SHOWN_INPUT) -> str:
    """Return a short quote of a value from the page (never its whole text, never an exception)."""
    try:
        text = repr(value)
    except (ValueError, RecursionError):  # an int too long to print, or nesting too deep
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _cap(text: str) -> str:
    return text if len(text) <= ERROR_LENGTH else text[:ERROR_LENGTH - 1] + "…"


def _int(content: dict, key: str) -> int:
    value = content.get(key)
    if type(value) is not int:
        raise IllegalAction(f"{content.get('cmd')} needs an integer {key!r}, not {_show(value)}")
    return value
