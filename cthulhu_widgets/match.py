"""Match: the history of one game, with undo / redo / seek, fair re-deals, and JSON save / load."""
from __future__ import annotations

import json
from pathlib import Path

from .core.actions import Action, select
from .core.errors import IllegalAction, InvalidSave
from .core.rng import Rng
from .core.jsonin import read_limited
from .core.save import MAX_BYTES, check, decode, digest, replay, start
from .games import get_game


class Match:
    """A game and every position it passed through; `index` is the position shown now."""

    def __init__(self, state, game=None):
        """Wrap a freshly started `state` (no actions applied yet) of `game` (name or module)."""
        self.game = get_game(game or type(state).__module__.rsplit(".", 2)[-2])
        if state.history:
            raise ValueError("Match needs a state at the start of its game; use Match.load for saved games")
        self._states = [state]
        self._start = state  # the dealt start, kept for saving even when position 0 is re-dealt
        self.index = 0
        # Fair undo's re-deals: (position, seat, seed) — at that position, what the seat could not see was dealt
        # afresh by the game's determinize(seat, Rng(seed)). Saved, so a re-dealt match still replays exactly.
        self.redeals: list[tuple[int, str, int]] = []
        self.hints: list[int] = []   # the positions where a table's hint was asked (issue 26): the save says so

    @classmethod
    def new(cls, game, seed=None, rules=None, setup=None, **options) -> Match:
        """Return a match of a new game (see the game's `new_game`)."""
        module = get_game(game)
        return cls(module.new_game(seed=seed, rules=rules, setup=setup, **options), module)

    # ----- where we are --------------------------------------------------------------------------
    @property
    def state(self):
        """Return the state at `index` (treat it as read-only: change the match through its methods)."""
        return self._states[self.index]

    @property
    def actions(self) -> list[Action]:
        """Return every action of the history (including those after `index`, which redo replays)."""
        return list(self._states[-1].history)

    def __len__(self) -> int:
        """Return how many actions the history holds."""
        return len(self._states) - 1

    @property
    def events(self) -> list:
        """Return the events of the step that led to the current position."""
        return list(self.state.events or [])

    def log(self) -> list:
        """Return every event from the start up to the current position."""
        return [e for s in self._states[: self.index + 1] for e in (s.events or [])]

    # ----- moving --------------------------------------------------------------------------------
    def apply(self, action) -> Match:
        """Apply a legal action at the current position; the later history (redo) is dropped."""
        nxt = self.state.clone()
        nxt.apply(action)  # raises IllegalAction before any change to the match
        del self._states[self.index + 1:]
        self.redeals = [r for r in self.redeals if r[0] <= self.index]
        self._states.append(nxt)
        self.index += 1
        return self

    def state_at(self, i: int):
        """Return the state at position `i` of the history (0 = start), without moving there."""
        return self._states[i]

    def redeal(self, seat: str, seed: int, at: int | None = None) -> Match:
        """Go to position `at` (default: `index`) and start a new branch there: the later history is dropped (no
        redo), and what `seat` cannot see is dealt afresh from its information set (the game's
        `determinize(seat, Rng(seed))`). Nothing changes when it raises.

        This is the widget's fair undo: going back cannot show the future the seat did not see. The re-deal is
        recorded in `redeals`, so `to_dict` / `save` still describe a match that replays exactly.
        """
        at = self.index if at is None else at
        if type(seed) is not int or not 0 <= seed < 2**64:
            raise ValueError(f"a re-deal seed is an int from 0 to 2**64 - 1, not {seed!r}")
        if type(at) is not int or not 0 <= at <= len(self):
            raise ValueError(f"a re-deal position is from 0 to {len(self)}, not {at!r}")
        fresh = self._states[at].determinize(seat, Rng(seed))  # ValueError for a seat the game cannot re-deal for
        self.index = at
        del self._states[self.index:]
        self._states.append(fresh)
        # A second re-deal at one position re-deals the already re-dealt state, so both are kept, in order.
        self.redeals = [r for r in self.redeals if r[0] <= self.index] + [(self.index, seat, seed)]
        return self

    def act(self, kind: str, **fields) -> Match:
        """Apply the one legal action of `kind` matching `fields`."""
        return self.apply(select(self.state.legal_actions(), kind, fields))

    def step(self, bots: dict | None = None, n: int = 1) -> int:
        """Take up to `n` steps for automaton seats and seats with a bot; return how many were taken.

        Stops early at the end of the game or at a decision of a seat without a bot.
        """
        taken = 0
        for _ in range(n):
            action = self.next_action(bots)
            if action is None:
                break
            self.apply(action)
            taken += 1
        return taken

    def next_action(self, bots: dict | None = None):
        """Return the action the automaton or bot of the seat to act would take, or None."""
        state = self.state
        if state.to_act is None:
            return None
        if state.to_act in self.game.AUTOMATA:
            return state.legal_actions()[0]
        bot = (bots or {}).get(state.to_act)
        return None if bot is None else bot.choose(state)

    def undo(self) -> Match:
        """Go back one step (the step stays in the history for redo)."""
        if self.index == 0:
            raise IllegalAction("nothing to undo: this is the start of the game")
        self.index -= 1
        return self

    def redo(self) -> Match:
        """Go forward one step of the history."""
        if self.index >= len(self):
            raise IllegalAction("nothing to redo: this is the last position of the history")
        self.index += 1
        return self

    def seek(self, i: int) -> Match:
        """Go to position `i` (0 = start, len(match) = last; negative counts from the end)."""
        n = len(self)
        if type(i) is not int or not -n - 1 <= i <= n:
            raise IllegalAction(f"seek takes a position from 0 to {n} (or -{n + 1} to -1), not {i!r}")
        self.index = i % (n + 1)
        return self

    # ----- saving ---------------------------------------------------------------------------------
    def to_dict(self) -> dict:
        """Return the match as a JSON-able dict, with the current index and a digest of the last position."""
        last = self._states[-1]
        if self.redeals:  # the dealt start, every action, and where fair undo re-dealt the hidden cards
            data = self.game.to_dict(self._start)
            data["actions"] = [a.to_dict() for a in last.history]
            data["redeals"] = [{"at": at, "seat": seat, "seed": seed} for at, seat, seed in self.redeals]
        else:
            data = self.game.to_dict(last)
        if getattr(self, "hints", None):
            data["hints"] = list(self.hints)
        data["index"] = self.index
        data["digest"] = digest(last.view(None))
        return data

    def save(self, path) -> Path:
        """Write the match to `path` as JSON; return the path."""
        path = Path(path)
        path.write_text(json.dumps(self.to_dict(), ensure_ascii=False, indent=1, sort_keys=True), "utf-8")
        return path

    @classmethod
    def load(cls, path, game=None) -> Match:
        """Return the match saved at `path`; a corrupt, edited or too large file raises InvalidSave, loading nothing.

        The file is untrusted: at most core.save.MAX_BYTES bytes are read, and the limits of core.save.decode hold.
        """
        return cls.from_dict(read_limited(path, f"saved game {str(path)!r}", InvalidSave, MAX_BYTES), game)

    @classmethod
    def from_dict(cls, data, game=None) -> Match:
        """Return the match a `to_dict` record (dict, JSON text or bytes) describes, fully checked.

        Untrusted input: the record is held to the save limits (core.save.decode) before anything reads it.
        """
        data = decode(data)
        redeals = None
        if isinstance(data, dict) and "redeals" in data:  # fair undo's re-deals (see `redeal`), checked below
            data = dict(data)
            redeals = _check_redeals(data.pop("redeals"))
        if game is None:
            game = data.get("game") if isinstance(data, dict) else None
            if not isinstance(game, str):
                raise InvalidSave("not a saved game: no 'game' name found")
        try:
            module = get_game(game)
        except ValueError as e:
            raise InvalidSave(str(e)) from None
        data = check(data, module.NAME)
        match = cls(start(data, module.new_game), module)
        pending = list(reversed(redeals or []))  # popped from the end: the first re-deal first

        def redeal_here():
            while pending and pending[-1][0] == match.index:
                match._redeal_saved(*pending.pop()[1:])

        def apply(action):
            redeal_here()
            match.apply(action)

        replay(data["actions"], apply)
        redeal_here()
        if pending:
            raise InvalidSave(f"saved re-deal at step {pending[-1][0]} is past the end of the history ({len(match)} steps)")
        if "digest" in data and data["digest"] != digest(match._states[-1].view(None)):
            raise InvalidSave("the saved game was edited: its replay does not reach the saved final position")
        index = data.get("index", len(match))
        if index > len(match):
            raise InvalidSave(f"saved index {index} is past the end of the history ({len(match)} steps)")
        match.index = index
        match.hints = list(data.get("hints", []))
        return match

    def _redeal_saved(self, seat, seed) -> None:
        try:
            self.redeal(seat, seed)
        except ValueError as e:
            raise InvalidSave(f"saved re-deal at step {self.index} is invalid: {e}") from None

    def to_html(self, path, seat: str | None = None, lang: str = "en", title: str | None = None,
                analysis: bool = False, budget: int | None = None) -> Path:
        """Write a replay of the match to `path`: one self-contained HTML file (no kernel, nothing fetched) that
        draws every position on the widget's canvas with a step scrubber. `seat`: only what that seat saw (its
        hidden information is not in the file); None: the designer's view; `analysis`: the seat's after-game analysis
        under the timeline (issue 26), its search `budget` per decision (None: the analysis's default). See
        cthulhu_widgets.replay."""
        from .replay import write_html

        return write_html(self, path, seat=seat, lang=lang, title=title, analysis=analysis, budget=budget)

    def __getstate__(self) -> dict:
        """Return what pickle keeps: the game by name (a module does not pickle), the rest as it is."""
        return {**self.__dict__, "game": self.game.NAME}

    def __setstate__(self, data: dict) -> None:
        self.__dict__.update({**data, "game": get_game(data["game"])})

    def __repr__(self) -> str:
        return f"<Match {self.game.NAME} step {self.index}/{len(self)} {self.state!r}>"


MAX_REDEALS = 2_000  # one per fair undo still in the history; each costs a determinize when loading


def _check_redeals(raw) -> list[tuple[int, str, int]]:
    """Return a save's re-deals as (position, seat, seed), strictly increasing; raise InvalidSave otherwise."""
    if not isinstance(raw, list) or len(raw) > MAX_REDEALS:
        raise InvalidSave(f"not a valid saved game: 'redeals' must be a list of at most {MAX_REDEALS} re-deals")
    out = []
    for i, entry in enumerate(raw):
        ok = (isinstance(entry, dict) and set(entry) == {"at", "seat", "seed"}
              and type(entry["at"]) is int and entry["at"] >= 0 and isinstance(entry["seat"], str)
              and type(entry["seed"]) is int and 0 <= entry["seed"] < 2**64
              and (not out or entry["at"] >= out[-1][0]))
        if not ok:
            raise InvalidSave(f"not a valid saved game: re-deal {i} must be {{'at': step, 'seat': seat, 'seed': int}}"
                              " with steps in increasing order (two at one step: in the order they were made)")
        out.append((entry["at"], entry["seat"], entry["seed"]))
    return out
