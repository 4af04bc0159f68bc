"""Building seat frames: one table's frames step after step, and the catalog a game's table is drawn with."""
from __future__ import annotations

import functools

from ..core.kdf import pbkdf2_sha256
from ..core.spec import import_named
from ..games import get_spec
from .ending import ending
from .generic import GenericFrame
from .log import MatchPositions, SeatLog, Step
from .story import Teller

PUBLIC = "public"   # the viewer of a seatless reader (a room's spectators): what every seat sees
LOG_LENGTH = 10     # log lines a frame carries unless asked from a line on (`log_from`): the reader's latest
MAX_READERS = 16    # readers (viewer, language, design) whose logs a table keeps at once
# A legal move's keys, in the order of its packed form (see `packed`).
# label: the chip's words, if any; dooms: a Letter play that makes the next insanity check certain to fail (its
# Insanity line says the loss when every play does)
MOVE_KEYS = ("id", "text", "target", "kind", "fields", "cards", "label", "dooms")


def frame_module(game):
    """Return the module that says what a game's seats are shown (its spec's `frame`), or the generic frame."""
    spec = get_spec(game)
    return import_named(spec.frame) if spec.frame else GenericFrame(spec)


@functools.cache
def _catalog(game: str) -> dict:
    spec = get_spec(game)
    return {**frame_module(spec).catalog(), "langs": list(spec.languages)}


def catalog(game, seats=None) -> dict:
    """Return what a game's table is drawn with besides the view, the same for every seat and step: card names and
    printed data, card texts and the table's words in every language it speaks (the page switches language by
    itself), `langs` (those languages) and, where the game lists them, `seats` (`seats` given: those)."""
    data = dict(_catalog(get_spec(game).name))
    if seats is not None and "seats" in data:
        data["seats"] = list(seats)
    return data


def packed(legal: list[dict]) -> list[list]:
    """Return legal moves as the widget sends them: each move an array of its values in MOVE_KEYS order (a key it
    lacks: null; trailing ones left out), so fifty moves do not repeat their keys fifty times (a quarter of a CHAOS
    step's bytes). The page unpacks them (js/src/index.js, `unpackMoves`)."""
    out = []
    for move in legal:
        if not move.keys() <= _MOVE_KEYSET:
            raise ValueError(f"a legal move has keys {sorted(move)}; a move's keys are {', '.join(MOVE_KEYS)}")
        row = [move.get(k) for k in MOVE_KEYS]
        while row[-1] is None:
            row.pop()
        out.append(row)
    return out


_MOVE_KEYSET = frozenset(MOVE_KEYS)


def deal_code(game: str, seed: int) -> str:
    """Return the 8-hex deal code of a seed: shown while the seed is secret, and checkable once it is revealed.

    A slow hash (PBKDF2, 20,000 rounds): with the widget's 53-bit seeds, finding the seed behind a code by trying
    seeds costs centuries of computing, and a code names a seed only among about two million others.
    """
    key = pbkdf2_sha256(str(seed).encode(), f"cthulhu-widgets deal {game}".encode(), 20_000)
    return key[:4].hex()


class Frames:
    """The frames of one table (a widget's, a room's, a replay's), built step after step.

    Work is done once: the legal moves are indexed by id once per position (`move` finds the action of an id),
    each event's sentence is rendered once per language (English is the engine's own text), and each reader's
    log is appended as the game moves on rather than rebuilt.
    """

    def __init__(self, game):
        self.spec = get_spec(game)
        self.module = frame_module(self.spec)
        self.langs = tuple(self.spec.languages)
        self._compact = getattr(self.module, "compact", None)
        self._logs: dict[tuple, SeatLog] = {}
        self._sentences: dict[int, tuple] = {}     # id(event) -> (event, {language: sentence})
        self._indexed, self._moves = None, {}      # the position whose moves are indexed, id -> action
        self.teller = Teller(getattr(self.module, "story", None), self.sentence, self.module.sentence)

    def of(self, state, positions, seat, lang: str = "en", design: bool = False, moves: bool = True,
           compact: bool = True, log_from: int | None = None, bots=()) -> dict:
        """Return the frame of `seat` (None: a spectator) at `state`, the last of `positions` (see frames.log).

        {"view", "legal", "prompt", "log_lines", "log_from", "banner", "step", "to_act", "result"}: the seat's view
        (the designer's in `design`; Mythos card faces `compact`), its legal moves with their sentences on its turn
        (any seat's in `design`; none unless `moves`) and what the table asks of it then, made from those moves, its
        log lines from `log_from` on (None: its latest LOG_LENGTH; 0: its whole story, frames/story.py, which names
        the seats `bots` play as bots) and where they start in its whole log, the banner once the game is over, the
        step, who acts and the engine's result.
        """
        viewer = None if design else (seat or PUBLIC)
        offered = moves and state.to_act is not None and (design or state.to_act == seat)
        lines = self.log(positions, viewer, lang, design, bots)
        start = max(0, len(lines) - LOG_LENGTH) if log_from is None else max(0, min(log_from, len(lines)))
        legal = self.legal(state, lang, seat, () if design else bots, positions) if offered else []
        return {"view": self.view(state, viewer, compact), "legal": legal,
                "prompt": self.prompt(state, lang, positions) if offered else "", "log_lines": lines[start:],
                "log_from": start,
                "banner": self.banner(state, seat, lang, design, lines, viewer, bots),
                "step": len(positions) - 1, "to_act": state.to_act,
                "result": state.result.to_dict() if state.result is not None else None}

    def view(self, state, viewer, compact: bool = True) -> dict:
        """Return `viewer`'s view of `state` (None: the designer's), Mythos card faces compacted when `compact`."""
        view = state.view(viewer)
        return self._compact(view) if compact and self._compact is not None else view

    def legal(self, state, lang: str = "en", seat=None, bots=(), positions=None) -> list[dict]:
        """Return the legal moves at `state` as the table shows them: id, kind, fields, target and sentence (a game
        whose module NAMES_SEATS names a seat they aim at for `seat`, the seats `bots` play as "Bot 2"; one whose
        module READS_POSITIONS reads the game's `positions` up to `state`: CHAOS's board marks since the seat's last
        turn, newcomer review 24, chaos_ja 3)."""
        named = {"seat": seat, "bots": bots} if getattr(self.module, "NAMES_SEATS", False) else {}
        if positions is not None and getattr(self.module, "READS_POSITIONS", False):
            named["positions"] = positions
        return self.module.legal(state, self._index(state), lang, **named)

    def prompt(self, state, lang: str = "en", positions=None) -> str:
        """Return what the table asks the seat to act at `state`, made from its legal moves ("" where the game's
        frame module says nothing; one that READS_POSITIONS reads them: CHAOS says a note once, review 26)."""
        ask = getattr(self.module, "prompt", None)
        if ask is None:
            return ""
        reads = positions is not None and getattr(self.module, "READS_POSITIONS", False)
        return ask(state, self._index(state), lang, **({"positions": positions} if reads else {}))

    def move(self, state, action_id):
        """Return the legal action at `state` whose id is `action_id`, or None (one lookup, indexed once)."""
        self._index(state)
        return self._moves.get(action_id)

    def _index(self, state) -> tuple:
        actions = state.legal_actions()
        if self._indexed is not state:
            self._indexed, self._moves = state, {str(a): a for a in actions}
        return actions

    def banner(self, state, seat, lang: str = "en", design: bool = False, lines=None, viewer=PUBLIC, bots=()) -> dict:
        """Return the result banner in `lang` ({} while the game runs): title, sentence, win (`rule` in design); with
        the reader's log `lines`, what decided the game and the score breakdown from its view (frames/ending.py)."""
        r = state.result
        if r is None:
            return {}
        bots = frozenset(bots or ())
        out = self.module.banner(r, seat, lang, bots)
        if lines is not None:
            out = {**out, **ending(self.spec.name, state.view(viewer), r, lang, lines, bots)}
        return {**out, "rule": r.rule} if design else out

    def sentence(self, event, lang: str = "en") -> str:
        """Return an event's sentence in `lang`, rendered once per language (English: the engine's own text)."""
        table = lang if lang in self.langs else "en"
        if table == "en" and event.text:
            return event.text
        entry = self._sentences.get(id(event))
        if entry is None or entry[0] is not event:
            entry = self._sentences[id(event)] = (event, {})
        text = entry[1].get(table)
        if text is None:
            text = entry[1][table] = self.module.sentence(event, table)
        return text

    def log(self, positions, viewer, lang: str = "en", design: bool = False, bots=()) -> list[dict]:
        """Return every log line `viewer` (None: the designer) may read up to the last of `positions`, in `lang`
        (with each line's rule ID in `design`), told as its story (frames/story.py: the seats `bots` play named so);
        the list is the reader's own, kept: do not change it."""
        table = lang if lang in self.langs else "en"
        bots = frozenset(bots or ())
        key = (viewer, table, design, bots)
        reader = self._logs.get(key)
        if reader is None:
            if len(self._logs) >= MAX_READERS:
                self._logs.pop(next(iter(self._logs)))
            reader = SeatLog(viewer, lambda position, before, lines: self.teller.lines(
                position, before, viewer, table, design, lines, bots))
            self._logs[key] = reader
        return reader.read(positions)

    def step(self, state, bots=()) -> Step:
        """Return what a room keeps of a position: the events of the step that led to it and the facts its story
        announces (frames/story.py), and what the game's frame module notes of it (`step_note`: read back by its
        prompt, as a Match's states are; a room keeps no states), none where one of `bots` acts (it reads no prompt)."""
        note = getattr(self.module, "step_note", None)
        noted = note(state) if note and state.to_act not in bots else None
        return Step(tuple(state.events or ()), *self.teller.story.kept(state), note=noted)


def of(match, seat, lang: str = "en", design: bool = False, moves: bool = True, log_from: int | None = None) -> dict:
    """Return the frame of `seat` at the position a Match shows (see Frames.of; a new table's frames each call)."""
    return Frames(match.game.NAME).of(match.state, MatchPositions(match), seat, lang, design, moves, log_from=log_from)
