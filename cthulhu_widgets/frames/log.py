"""A reader's log, kept in step with the game: the events each position added, appended as the game moves on.

A table's history is a sequence of positions (position 0 is the deal), each carrying the `events` of the step that
led to it: a Match's states, or the `Step`s a room keeps of each past position instead of the whole state (with the
facts its story announces, see frames/story.py; `Frames.step` makes one). A `SeatLog` remembers which positions it
has read: while the game moves on it reads only the new ones; after an undo, a seek back or a fair re-deal it drops
what no longer belongs (positions are compared by identity), never more.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(eq=False)
class Step:
    """What a room keeps of one past position: the events of the step that led to it (compared by identity), the
    facts its story announces when they become true (None: not kept, none announced there), each seat's own
    facts, told to that seat alone (frames/story.py: `Story.kept`), and what the game's frames read back of it
    (the frame module's `step_note`: Mythos's goal line's adventure; None without), never sent to a reader."""

    events: tuple
    facts: dict | None = None
    own: dict | None = None
    note: object = None


class MatchPositions(Sequence):
    """The positions of a Match from the deal to the one shown (`match.index`), read without copying the history."""

    def __init__(self, match):
        self.match = match

    def __len__(self) -> int:
        return self.match.index + 1

    def __getitem__(self, i: int):
        if not 0 <= i <= self.match.index:
            raise IndexError(i)
        return self.match.state_at(i)


class SeatLog:
    """The log lines one reader is shown (a viewer, a language, design or not): appended, cut back, not rebuilt."""

    def __init__(self, viewer, tell):
        self.viewer, self.tell = viewer, tell    # tell(position, before, lines so far) -> the position's lines
        self.seen: list = []                     # the positions read, in order
        self.ends: list[int] = []                # how many lines there were after each of them
        self.lines: list[dict] = []

    def read(self, positions) -> list[dict]:
        """Return every log line of the reader up to the last of `positions` (the list is kept: do not change it)."""
        keep = min(len(positions), len(self.seen))
        while keep and positions[keep - 1] is not self.seen[keep - 1]:
            keep -= 1                            # another branch from here (a re-deal), or another game
        del self.seen[keep:], self.ends[keep:]
        del self.lines[self.ends[-1] if self.ends else 0:]
        for i in range(keep, len(positions)):
            position = positions[i]
            self.lines.extend(self.tell(position, positions[i - 1] if i else None, self.lines))
            self.seen.append(position)
            self.ends.append(len(self.lines))
        return self.lines
