"""A table's hints: the hint shown at the position it was asked for, and where hints were used (the log's "You
asked for a hint" lines and the save's record). Used by the widget (widgets/base.py); imports no widget."""
from __future__ import annotations

from .hint import Hint, hint
from .sentences import say


class HintBook:
    """The hints of one game at one table: `ask` computes the seat's hint at a position and marks it used; `frame`
    is the hint for the position shown ({} elsewhere); `lines` puts the marks into the seat's log."""

    def __init__(self, game: str):
        self.game = game
        self.shown: tuple | None = None    # (state, Hint): the hint of that position, shown while it is on the table
        self.marks: list[tuple[int, int]] = []   # (position, log line it was asked after)

    def ask(self, state, seat: str, position: int, lines_before: int, budget: int | None = None) -> Hint:
        """Return the hint for `seat` at `state` (position `position` of the game, seeded by it) and mark it used
        after the log's first `lines_before` lines. Raises (IllegalAction, ValueError) before marking anything."""
        found = hint(state, seat, budget, seed=position)
        self.shown = (state, found)
        if all(p != position for p, _ in self.marks):
            self.marks.append((position, lines_before))
        return found

    def frame(self, state, lang: str) -> dict:
        """Return the hint of `state` as the seat's frame carries it, in `lang` ({} when none was asked there)."""
        if self.shown is None or self.shown[0] is not state:
            return {}
        return self.shown[1].frame(lang)

    def lines(self, lines: list, position: int, lang: str) -> list:
        """Return the seat's log `lines` with "You asked for a hint" after the lines it was asked at, for the hints
        asked at positions up to `position` (the table shown); `lines` itself is left unchanged."""
        marks = sorted((at, p) for p, at in self.marks if p <= position)
        if not marks:
            return lines
        out, text = list(lines), say(self.game, lang, "asked")
        for shift, (at, _) in enumerate(marks):
            out.insert(min(at, len(lines)) + shift, {"text": text, "you": 1})
        return out

    def used(self) -> list[int]:
        """Return the positions where a hint was asked, in order."""
        return sorted({p for p, _ in self.marks})
