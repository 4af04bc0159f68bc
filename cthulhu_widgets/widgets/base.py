"""GameWidget: the anywidget every game's table is drawn by. Traits out, commands in; no rules here."""
from __future__ import annotations

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
COMMANDS = ("act", "undo", "redo", "seek", "bot_step", "restart", "reveal", "lang", "seat")
LOG_LENGTH = 10  # recent events sent to the browser; the full log is `w.match.log()`


class GameWidget(anywidget.AnyWidget):
    """A game on a canvas. Subclasses set `game_module`, `catalog()` and `describe_legal()`.

    Synced traits (kernel → browser only): `view`, `legal`, `log`, `mode`, `seat`, `lang`, `error`,
    `step` (the Python attribute `step_index`), `history_len`, `seed`, `autoplay`, `can_reveal`. The
    browser sends commands as custom messages `{"cmd": ...}`; they are untrusted: checked, never raised
    into the kernel, reported in `error`.
    """

    _esm = BUNDLE
    game_module = None

    game = traitlets.Unicode("").tag(sync=True)
    catalog_data = traitlets.Dict().tag(sync=True)
    view = traitlets.Dict().tag(sync=True)
    legal = traitlets.List().tag(sync=True)
    log = traitlets.List().tag(sync=True)
    mode = traitlets.Enum(MODES, default_value="play").tag(sync=True)
    seat = traitlets.Unicode("").tag(sync=True)
    lang = traitlets.Enum(LANGS, default_value="en").tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)
    # Synced to the browser as "step" (see get_state): `step` in Python is the method that steps the game.
    step_index = traitlets.Int(0).tag(sync=True)
    history_len = traitlets.Int(0).tag(sync=True)
    seed = traitlets.Int(0).tag(sync=True)
    autoplay = traitlets.Bool(True).tag(sync=True)
    delay_ms = traitlets.Int(500).tag(sync=True)
    can_reveal = traitlets.Bool(True).tag(sync=True)

    def __init__(self, seed: int | None = None, rules=None, setup: dict | None = None, *, mode: str = "play",
                 seat: str | None = None, lang: str = "en", autoplay: bool = True, can_reveal: bool = True,
                 bots: dict | None = None, **kwargs):
        """Start a game (see the game's `new_game`) and show it from `seat` (default: the first human seat)."""
        module = self.game_module
        seat = seat or next(s for s in module.SEATS if s not in module.AUTOMATA)
        if seat not in module.SEATS:
            raise ValueError(f"seat must be one of {module.SEATS}, not {seat!r}")
        super().__init__(game=module.NAME, mode=mode, seat=seat, lang=lang, autoplay=autoplay,
                         can_reveal=can_reveal, catalog_data=self.catalog(), **kwargs)
        self._custom_bots = bots is not None
        self.bots = bots if bots is not None else self.default_bots()
        self.match = Match.new(module, seed=seed, rules=rules, setup=setup)
        self.on_msg(self._on_command)
        self._sync()

    # ----- what subclasses provide -------------------------------------------------------------
    def catalog(self) -> dict:
        """Return static data the front end needs to draw (card names by language, UI words)."""
        return {}

    def describe_legal(self, state, actions) -> list[dict]:
        """Return one dict per action: id, fields and what it points at on the table."""
        return [{"id": str(a), "fields": dict(a.fields), "target": None} for a in actions]

    def default_bots(self) -> dict:
        """Return the bots that `bot_step` uses for seats that are not automata."""
        return {}

    # ----- Python API ---------------------------------------------------------------------------
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
        self.restart(seed=self.seed, rules=rules, setup=self.state.setup)

    @property
    def reveal(self) -> bool:
        """Return whether the designer's view (everything, hidden cards flagged) is shown."""
        return self.mode == "design"

    @reveal.setter
    def reveal(self, on: bool) -> None:
        self.mode = "design" if on else "play"
        self._sync()

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

    def undo(self) -> GameWidget:
        """Go back to the previous decision of a seat that is not an automaton (design mode: one step)."""
        self._walk(-1)
        return self

    def redo(self) -> GameWidget:
        """Go forward to the next decision of a seat that is not an automaton (design mode: one step)."""
        self._walk(+1)
        return self

    def seek(self, i: int) -> GameWidget:
        """Show position `i` of the history (0 = start)."""
        self.match.seek(i)
        self._sync()
        return self

    def restart(self, seed: int | None = None, rules=None, setup: dict | None = None) -> GameWidget:
        """Start a new game (a new seed when `seed` is None), keeping rules unless new ones are given."""
        rules = self.state.rules if rules is None else rules
        self.match = Match.new(self.game_module, seed=seed, rules=rules, setup=setup)
        self._sync()
        return self

    def __repr__(self) -> str:
        s = self.state
        status = f"{s.result.outcome} ({s.result.cause})" if s.result else f"{s.to_act} to act"
        return (f"{type(self).__name__}(seed={s.seed}, step={self.match.index}/{len(self.match)}, "
                f"mode={self.mode!r}, {status})")

    @traitlets.observe("seat")
    def _seat_changed(self, change) -> None:
        """A new viewing seat: the default bots move to the other seats, and the view follows."""
        if getattr(self, "match", None) is None:
            return  # still in __init__
        if change["new"] not in self.game_module.SEATS:
            self.seat = change["old"]
            raise ValueError(f"seat must be one of {self.game_module.SEATS}, not {change['new']!r}")
        if not self._custom_bots:
            self.bots = self.default_bots()
        self._sync()

    # ----- syncing ------------------------------------------------------------------------------
    def _sync(self, error: str = "") -> None:
        state = self.state
        design = self.mode == "design"
        acting = state.to_act is not None and (design or state.to_act == self.seat)
        with self.hold_sync():
            self.view = state.view(None if design else self.seat)
            self.legal = self.describe_legal(state, state.legal_actions()) if acting else []
            viewer = None if design else self.seat
            events = [e for e in self.match.log() if e.visible_to(viewer)]
            self.log = [{"rule": e.rule, "text": e.text} for e in events[-LOG_LENGTH:]]
            self.step_index = self.match.index
            self.history_len = len(self.match)
            self.seed = state.seed
            self.error = error

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

    # ----- commands from the browser (untrusted) ---------------------------------------------------
    def _on_command(self, _widget, content, _buffers=None) -> None:
        try:
            self._command(content)
        except CthulhuError as e:
            self._sync(error=str(e))
        except Exception as e:  # a click must never crash the kernel; say what went wrong instead
            self._sync(error=f"internal error ({type(e).__name__}): {e}")

    def _command(self, content) -> None:
        if not isinstance(content, dict) or content.get("cmd") not in COMMANDS:
            raise IllegalAction(f"unknown command {content!r}; commands are: {', '.join(COMMANDS)}")
        cmd = content["cmd"]
        if cmd == "act":
            self._command_act(content)
        elif cmd == "undo":
            self.undo()
        elif cmd == "redo":
            self.redo()
        elif cmd == "seek":
            self.seek(_int(content, "index"))
        elif cmd == "bot_step":
            if self._step_once() == 0:
                raise IllegalAction(f"no bot or automaton plays {self.state.to_act or 'now: the game is over'}")
        elif cmd == "restart":
            seed = content.get("seed")
            self.restart(seed=None if seed in (None, "") else _int(content, "seed"))
        elif cmd == "reveal":
            if not self.can_reveal:
                raise IllegalAction("revealing hidden cards is switched off for this table")
            self.reveal = bool(content.get("on"))
        elif cmd == "seat":
            value = content.get("value")
            if value not in self.game_module.SEATS or value in self.game_module.AUTOMATA:
                raise IllegalAction(f"seat must be one of {', '.join(self.game_module.SEATS)}, not {value!r}")
            self.seat = value  # _seat_changed re-seats the bots and syncs
        else:
            value = content.get("value")
            if value not in LANGS:
                raise IllegalAction(f"lang must be one of {', '.join(LANGS)}, not {value!r}")
            self.lang = value
            self._sync()

    def _command_act(self, content) -> None:
        action_id, at = content.get("id"), content.get("step")
        if not isinstance(action_id, str):
            raise IllegalAction(f"act needs an action id (a string), not {action_id!r}")
        if at is not None and at != self.match.index:
            raise IllegalAction(f"that move was offered at step {at!r}; the table is now at step {self.match.index}")
        legal = self._legal_actions()
        for action in legal:
            if str(action) == action_id:
                self.match.apply(action)
                self._sync()
                return
        raise IllegalAction(f"{action_id!r} is not a legal move now; legal: {', '.join(map(str, legal)) or 'none'}")

    def _legal_actions(self) -> list:
        state = self.state
        if state.to_act is None or (self.mode == "play" and state.to_act != self.seat):
            return []
        return state.legal_actions()

    def _step_once(self) -> int:
        return self.step(1)

    def get_state(self, key=None, drop_defaults=False):
        """Return the synced state, with `step_index` named `step` as the front end knows it."""
        state = super().get_state(key=key, drop_defaults=drop_defaults)
        if "step_index" in state:
            state["step"] = state.pop("step_index")
        return state


def _int(content: dict, key: str) -> int:
    value = content.get(key)
    if type(value) is not int:
        raise IllegalAction(f"{content.get('cmd')} needs an integer {key!r}, not {value!r}")
    return value
